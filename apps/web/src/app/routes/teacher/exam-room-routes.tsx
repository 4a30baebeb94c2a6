import type { RouteObject } from 'react-router';

/** The live exam room of a serving, and receipts looked up (issue 14). */
export const teacherExamRoomRoutes: RouteObject[] = [];
