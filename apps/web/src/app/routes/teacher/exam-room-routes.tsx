import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** The live exam room of a serving, and receipts looked up (issue 14). */
export const teacherExamRoomRoutes: RouteObject[] = [
  {
    path: paths.teacher.examRooms.path,
    lazy: () => import('./exam-room-screens').then((m) => ({ Component: m.ExamRoomsRoute })),
  },
  {
    path: paths.teacher.examRoom.path,
    lazy: () => import('./exam-room-screens').then((m) => ({ Component: m.ExamRoomRoute })),
  },
  {
    path: paths.teacher.receipt.path,
    lazy: () => import('./exam-room-screens').then((m) => ({ Component: m.ReceiptRoute })),
  },
];
