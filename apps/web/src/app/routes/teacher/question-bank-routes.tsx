import type { RouteObject } from 'react-router';

/** The teacher's question bank (children of /teacher). */
export const teacherQuestionBankRoutes: RouteObject[] = [];
