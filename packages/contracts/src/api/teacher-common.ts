import { z } from 'zod';

/** Every teacher-area call is for teachers only (admins run their own tools). */
export const TEACHER = ['teacher'] as const;
/** Ids in bodies fit the database's integer columns (larger ones answer 400, never a database error). */
export const MAX_DB_ID = 2_147_483_647;
/** A success answer with the given fields beside `success` and `message`. */
export const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });
