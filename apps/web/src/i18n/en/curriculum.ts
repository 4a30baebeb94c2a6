/** Curriculum editing: curricula, courses, concepts, subconcepts. */
export const curriculumEditor = {};
