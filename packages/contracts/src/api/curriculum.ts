/** Curriculum editing: curricula, courses, concepts, subconcepts. */
export const curriculumEndpoints = {} as const;
