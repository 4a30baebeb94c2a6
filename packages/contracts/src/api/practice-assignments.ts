import { z } from 'zod';
import { endpoint, Id } from './endpoint';
import { MasteryFigure } from './insight';
import { practiceMessages } from './practice-assignments.messages';

/**
 * Acting on mastery (issue 30): 'who needs help' in a cohort (students below a threshold on a
 * concept, with the questions they missed and the content they have not opened), and practice a
 * teacher sets from it, which students see as 'Recommended for you'.
 */

const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

/** A concept figure needs this many answers before a student is called below the threshold. */
export const NEEDS_HELP_MIN_EVIDENCE = 3;
export const NEEDS_HELP_DEFAULT_THRESHOLD = 50;
/** How many missed questions and unopened items each concept lists (the most missed first). */
export const NEEDS_HELP_LIST_LIMIT = 5;
/** A question's text is cut to this many characters in the list. */
export const NEEDS_HELP_QUESTION_CHARS = 140;
export const PRACTICE_MAX_SUBCONCEPTS = 20;
export const PRACTICE_NOTE_MAX = 500;

const Named = z.object({ id: z.number().int(), name: z.string() });
const Student = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
});

export const NeedsHelpConcept = Named.extend({
  course: Named,
  /** Its live subconcepts: what practice can be set on. */
  subconcepts: z.array(Named),
  /** Below the threshold with enough evidence, weakest first. */
  students: z.array(Student.extend({ mastery: z.number(), evidence: z.number().int() })),
  /** Current students whose figure rests on fewer answers than the minimum: not judged. */
  thinEvidence: z.number().int(),
  /** The group's wrong answers (exams and practice) by question, most missed first. */
  missedQuestions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      subconceptId: z.number().int(),
      missedBy: z.number().int(),
    }),
  ),
  /** The concept's live content the group has not opened, by how many of them. */
  unopenedContent: z.array(
    z.object({ id: z.number().int(), name: z.string(), type: z.string(), notOpenedBy: z.number().int() }),
  ),
});
export type NeedsHelpConcept = z.infer<typeof NeedsHelpConcept>;

export const NeedsHelp = z.object({
  cohort: Named.extend({ curriculum: Named, studentCount: z.number().int() }),
  threshold: z.number().int(),
  minEvidence: z.number().int(),
  concepts: z.array(NeedsHelpConcept),
});
export type NeedsHelp = z.infer<typeof NeedsHelp>;

const IsoDateTime = z
  .string({ error: practiceMessages.dueAtInvalid })
  .trim()
  .max(40, practiceMessages.dueAtInvalid)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    practiceMessages.dueAtInvalid,
  );

const IdList = (max: number, message: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message), {
      error: message,
    })
    .min(1, message)
    .max(max, message);

export const AssignPracticeBody = z.object({
  subconceptIds: IdList(PRACTICE_MAX_SUBCONCEPTS, practiceMessages.subconceptsRequired),
  /** Null: every current student of the cohort. */
  studentIds: IdList(1000, practiceMessages.studentsRequired).nullable(),
  dueAt: IsoDateTime,
  note: z
    .string({ error: practiceMessages.noteTooLong })
    .trim()
    .max(PRACTICE_NOTE_MAX, practiceMessages.noteTooLong)
    .optional(),
});
export type AssignPracticeBody = z.infer<typeof AssignPracticeBody>;

const Subconcept = Named.extend({ concept: Named });

/** One assignment as its teacher sees it in the list. */
export const PracticeAssignmentSummary = z.object({
  id: z.number().int(),
  cohort: Named,
  teacher: z.string().nullable(),
  subconcepts: z.array(Subconcept),
  dueAt: z.string(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  note: z.string().nullable(),
  studentCount: z.number().int(),
  doneCount: z.number().int(),
  overdue: z.boolean(),
});
export type PracticeAssignmentSummary = z.infer<typeof PracticeAssignmentSummary>;

/** Per student: when she did it (null: not yet), and her mastery of its subconcepts then and now. */
export const PracticeAssignmentStudent = Student.extend({
  doneAt: z.string().nullable(),
  /** Still a member of the cohort (a removed student stays listed, marked). */
  current: z.boolean(),
  before: MasteryFigure.pick({ mastery: true, evidence: true }),
  now: MasteryFigure.pick({ mastery: true, evidence: true }),
});
export const PracticeAssignmentDetail = PracticeAssignmentSummary.extend({
  students: z.array(PracticeAssignmentStudent),
});
export type PracticeAssignmentDetail = z.infer<typeof PracticeAssignmentDetail>;

/** What a student sees: 'Recommended for you'. */
export const RecommendedPractice = z.object({
  id: z.number().int(),
  teacher: z.string().nullable(),
  note: z.string().nullable(),
  dueAt: z.string(),
  overdue: z.boolean(),
  subconcepts: z.array(Subconcept.extend({ done: z.boolean() })),
});
export type RecommendedPractice = z.infer<typeof RecommendedPractice>;

const STAFF = ['teacher', 'admin'] as const;

export const practiceAssignmentEndpoints = {
  needsHelp: endpoint({
    method: 'GET',
    path: '/api/insight/cohorts/:cohortId/needs-help',
    summary:
      'Who needs help in a cohort: students below the threshold (percent) on each live concept, with the questions they missed and the content they have not opened',
    access: STAFF,
    params: z.object({ cohortId: Id }),
    query: z.object({
      threshold: z.coerce
        .number({ error: practiceMessages.thresholdInvalid })
        .int(practiceMessages.thresholdInvalid)
        .min(1, practiceMessages.thresholdInvalid)
        .max(100, practiceMessages.thresholdInvalid)
        .default(NEEDS_HELP_DEFAULT_THRESHOLD),
      _t: z.coerce.number().optional(),
    }),
    response: ok({ data: NeedsHelp }),
  }),
  assignPractice: endpoint({
    method: 'POST',
    path: '/api/insight/cohorts/:cohortId/practice-assignments',
    summary:
      "Set practice on subconcepts of the cohort's curriculum for some of its students (or all) by a due date",
    access: STAFF,
    params: z.object({ cohortId: Id }),
    body: AssignPracticeBody,
    response: ok({ data: z.object({ id: z.number().int(), studentCount: z.number().int() }) }),
  }),
  practiceAssignments: endpoint({
    method: 'GET',
    path: '/api/insight/practice-assignments',
    summary: "Practice set in the caller's cohorts (an admin: every cohort), newest first",
    access: STAFF,
    query: z.object({ cohortId: Id.optional(), _t: z.coerce.number().optional() }),
    response: ok({ data: z.array(PracticeAssignmentSummary) }),
  }),
  practiceAssignment: endpoint({
    method: 'GET',
    path: '/api/insight/practice-assignments/:assignmentId',
    summary: 'One practice assignment: who did it, when, and how their mastery moved',
    access: STAFF,
    params: z.object({ assignmentId: Id }),
    response: ok({ data: PracticeAssignmentDetail }),
  }),
  withdrawPractice: endpoint({
    method: 'POST',
    path: '/api/insight/practice-assignments/:assignmentId/withdraw',
    summary: 'Withdraw a practice assignment: its students no longer see it',
    access: STAFF,
    params: z.object({ assignmentId: Id }),
    response: ok({}),
  }),
  myPractice: endpoint({
    method: 'GET',
    path: '/api/insight/recommended-practice',
    summary: "The signed-in student's practice set by her teachers and not withdrawn: 'Recommended for you'",
    access: ['student'],
    response: ok({ data: z.array(RecommendedPractice) }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './practice-assignments.messages';
