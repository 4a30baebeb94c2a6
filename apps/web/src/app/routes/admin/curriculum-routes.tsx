import type { RouteObject } from 'react-router';

/** Curriculum editing: curricula, courses, concepts, subconcepts (children of /admin). */
export const curriculumRoutes: RouteObject[] = [];
