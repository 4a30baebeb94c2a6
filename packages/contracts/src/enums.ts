import { z } from 'zod';
import { LANGUAGE_NAMES, type Language as LanguageCode } from './languages';

/** The three kinds of user (spec section 3, "User"). */
export const UserType = z.enum(['student', 'teacher', 'admin']);
export type UserType = z.infer<typeof UserType>;

/**
 * Interface languages (./languages, where a new language is one line) as a schema. A person's choice
 * is kept on their account; content and questions stay in their authors' language.
 */
export type Language = LanguageCode;
export const Language = z.enum(Object.keys(LANGUAGE_NAMES) as [Language, ...Language[]]);

/** Study content kinds (spec section 3, "Content item"). */
export const ContentType = z.enum(['VID', 'PDF', 'PPT', 'DOC', 'WEB']);
export type ContentType = z.infer<typeof ContentType>;

/** Registration status codes: A Active, I Inactive, P Pending (spec section 4). */
export const RegistrationStatus = z.enum(['A', 'I', 'P']);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

/** Admin-access request status: P pending, A approved, R rejected. */
export const AdminRequestStatus = z.enum(['P', 'A', 'R']);
export type AdminRequestStatus = z.infer<typeof AdminRequestStatus>;

export const PasswordResetStatus = z.enum(['pending', 'approved', 'rejected']);
export type PasswordResetStatus = z.infer<typeof PasswordResetStatus>;

/** Teacher access to an assessment they do not own (spec section 6). */
export const PermissionLevel = z.enum(['VIEW', 'EDIT', 'FULL']);
export type PermissionLevel = z.infer<typeof PermissionLevel>;

/** One list for every account: a student may be a professor too (the spec's student list lacked Prof). */
export const Salutation = z.enum(['Mr', 'Ms', 'Mrs', 'Dr', 'Prof']);
export type Salutation = z.infer<typeof Salutation>;

/** Study progress status (spec section 4). */
export const StudyStatus = z.enum(['started', 'in_progress', 'completed']);
export type StudyStatus = z.infer<typeof StudyStatus>;

export const MasteryLevel = z.enum(['beginner', 'intermediate', 'advanced', 'expert']);
export type MasteryLevel = z.infer<typeof MasteryLevel>;

export const ProgressBand = z.enum(['needs_work', 'average', 'good', 'excellent']);
export type ProgressBand = z.infer<typeof ProgressBand>;

/** What the audit log records, `<entity>.<verb>`; screens show each in words (admin dashboard). */
export const AuditAction = z.enum([
  'seed.demo',
  'user.create',
  'training_center.create',
  'cohort.create',
  'bulk_upload.process',
  'admin_request.create',
  'admin_request.approve',
  'admin_request.reject',
  'password.change',
  'password_reset.request',
  'password_reset.approve',
  'password_reset.reject',
  'password_reset.complete',
  'assessment.create',
  'assessment.delete',
  'assessment.serve',
  'assessment.reset',
  'assessment.authorize',
  'assessment.revoke',
  'school.setup',
  'training_partner.create',
  'training_partner.update',
  'training_center.update',
  'user.update',
  'user.deactivate',
  'user.reactivate',
  'user.password_reset',
  'cohort.update',
  'cohort.members_add',
  'cohort.members_remove',
  'curriculum.create',
  'curriculum.update',
  'curriculum.reorder',
  'curriculum.retire',
  'curriculum.restore',
  'content.create',
  'content.update',
  'content.replace',
  'content.reorder',
  'content.retire',
  'content.restore',
  'backup.create',
  'question.create',
  'question.update',
  'question.version',
  'question.duplicate',
  'question.retire',
  'question.restore',
  'question.delete',
  'question.import',
  'assessment.questions_change',
  // Exam day (issue 14)
  'assessment.settings',
  'assessment.pool_add',
  'assessment.pool_remove',
  'exam.extend',
  'exam.pause',
  'exam.resume',
  'exam.irregularity',
  'exam.held_accept',
  'exam.held_decline',
  'accommodation.set',
  'accommodation.remove',
  // Item analysis (issue 30): a teacher's regrade, and each attempt it rescored (old and new score).
  'assessment.regrade',
  'exam.regrade',
  // Practice a teacher set from 'who needs help', and its withdrawal.
  'practice.assign',
  'practice.withdraw',
]);
export type AuditAction = z.infer<typeof AuditAction>;
