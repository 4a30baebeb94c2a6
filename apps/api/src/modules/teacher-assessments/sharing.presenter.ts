import type { Authorization } from '@pathshala/contracts';
import type { assessmentShares, users } from '@pathshala/db';
import type { z } from 'zod';

type UserRow = typeof users.$inferSelect;

/** A share as the spec's authorization (AA_*). */
export function presentShare(
  share: typeof assessmentShares.$inferSelect,
  teacher: UserRow,
): z.input<typeof Authorization> {
  return {
    AA_id: share.id,
    AA_permission_level: share.level,
    AA_notes: share.notes,
    AA_granted_date: share.sharedAt.toISOString(),
    authorized_first_name: teacher.firstName,
    authorized_last_name: teacher.lastName,
    authorized_email: teacher.email ?? teacher.username,
  };
}

export function presentTeacherSearchResult(teacher: UserRow) {
  return {
    TE_id: teacher.id,
    TE_FirstName: teacher.firstName,
    TE_LastName: teacher.lastName,
    TE_Emailid: teacher.email ?? teacher.username,
  };
}
