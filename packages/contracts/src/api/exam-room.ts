import { z } from 'zod';

/**
 * The live exam room of one serving (issue 14): each student's state, live, and the teacher's actions
 * (extend time, pause and resume, log an irregularity), each recorded and exportable; and a receipt
 * looked up. Owned by the exam-room module; the endpoints are written with it.
 */
export const examRoomEndpoints = {} as const;
