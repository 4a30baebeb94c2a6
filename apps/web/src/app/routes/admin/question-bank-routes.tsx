import type { RouteObject } from 'react-router';

/** The admin's 'Question Banks' tool (children of /admin). */
export const adminQuestionBankRoutes: RouteObject[] = [];
