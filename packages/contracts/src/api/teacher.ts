import { z } from 'zod';
import { TEACHER_SEARCH_MIN_CHARS } from '../constants';
import { PermissionLevel } from '../enums';
import { messages } from '../messages';
import { CacheBust, endpoint, Id, OkResponse } from './endpoint';
import { PracticeQuestion } from './learning';

const TEACHER = ['teacher'] as const;
/** Ids in bodies fit the database's integer columns (larger ones answer 400, never a database error). */
const MAX_DB_ID = 2_147_483_647;
const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

/** One line of a teacher's recent activity: something that happened in their cohorts or to their work. */
export const TeacherActivity = z.object({
  kind: z.enum(['submitted', 'time_up', 'served']),
  at: z.string(),
  assessmentId: z.number().int(),
  assessmentName: z.string(),
  cohortName: z.string(),
  /** The student (attempts) or the teacher who served. */
  personName: z.string(),
  score: z.number().nullable(),
  totalMarks: z.number().nullable(),
});
export type TeacherActivity = z.infer<typeof TeacherActivity>;
export const TeacherOverview = z.object({
  /** The teacher's previous sign-in: "new" means after it; null on a first sign-in (then: the last 7 days). */
  since: z.string().nullable(),
  newAttempts: z.number().int(),
  inProgress: z.number().int(),
  drafts: z.number().int(),
  readyToServe: z.number().int(),
  cohorts: z.number().int(),
  recentActivity: z.array(TeacherActivity),
});
export type TeacherOverview = z.infer<typeof TeacherOverview>;

export const CourseAllocation = z.object({
  AC_AM_id: z.number().int(),
  AC_CU_id: z.number().int(),
  AC_CO_id: z.number().int(),
  AC_CO_NoOfQns: z.number().int(),
  AC_CO_TotMarks: z.number(),
  CO_Name: z.string(),
});
export const AssessmentActions = z.object({
  /** The delete control: a Delete button, 'Protected' (served, owner) or 'Read Only'. */
  delete: z.enum(['delete', 'protected', 'readOnly']),
  manageQuestions: z.boolean(),
  serve: z.boolean(),
  manageAccess: z.boolean(),
  viewResults: z.boolean(),
});
export type AssessmentActions = z.infer<typeof AssessmentActions>;
export const TeacherAssessment = z.object({
  AM_id: z.number().int(),
  AM_Name: z.string(),
  AM_Description: z.string().nullable(),
  AM_Duration: z.number().int(),
  AM_TotQns: z.number().int(),
  AM_TotMarks: z.number(),
  AM_CU_id: z.number().int(),
  CU_Name: z.string(),
  permission_level: PermissionLevel.nullable(),
  is_owner: z.boolean(),
  is_finalized: z.boolean(),
  courses: z.array(CourseAllocation),
  serving: z.object({ isServed: z.boolean(), cohortCount: z.number().int(), attemptCount: z.number().int() }),
  /** What this teacher may do with it (spec section 6), decided by the server's policy. */
  actions: AssessmentActions,
});
export type TeacherAssessment = z.infer<typeof TeacherAssessment>;
export type CourseAllocation = z.infer<typeof CourseAllocation>;
export type TeacherCohort = z.infer<typeof TeacherCohort>;
export const AssessmentQuestion = z.object({
  AM_id: z.number().int(),
  AQ_SeqNum: z.number().int(),
  CQ_Id: z.number().int(),
  CU_id: z.number().int(),
  CO_id: z.number().int(),
  CN_id: z.number().int(),
  SC_id: z.number().int(),
});
export const CreateAssessmentBody = z.object({
  AM_id: z.number().int().positive().max(MAX_DB_ID),
  AM_Name: z.string().trim().min(1, 'Assessment name is required').max(200),
  AM_Description: z.string().trim().max(2000).optional(),
  AM_Duration: z
    .number()
    .int()
    .min(60, 'Duration must be at least 1 minute')
    .max(6 * 3600),
  AM_TotQns: z.number().int().min(1, 'Total questions must be at least 1').max(200),
  AM_TotMarks: z.number().int().min(1, 'Total marks must be at least 1').max(1000),
  AM_CU_id: z.number().int().positive({ message: 'Curriculum is required' }).max(MAX_DB_ID),
});
export const AllocateCourseBody = z.object({
  AC_AM_id: z.number().int().positive().max(MAX_DB_ID),
  AC_CU_id: z.number().int().positive().max(MAX_DB_ID),
  AC_CO_id: z.number().int().positive({ message: 'Course is required' }).max(MAX_DB_ID),
  AC_CO_NoOfQns: z.number().int().min(1, 'Number of questions must be at least 1').max(200),
  AC_CO_TotMarks: z.number().int().min(1, 'Marks must be at least 1').max(1000),
  /** Section 3's course allocation carries the course's name: checked, never trusted over the id. */
  CO_Name: z.string().max(500).optional(),
});
export const AddQuestionBody = z.object({
  AM_id: z.number().int().positive().max(MAX_DB_ID),
  AQ_SeqNum: z.number().int().positive().max(MAX_DB_ID),
  CQ_Id: z.number().int().positive().max(MAX_DB_ID),
  /** Section 3's assessment question carries the question's place: checked against the bank's. */
  CU_id: z.number().int().positive().max(MAX_DB_ID).optional(),
  CO_id: z.number().int().positive().max(MAX_DB_ID).optional(),
  CN_id: z.number().int().positive().max(MAX_DB_ID).optional(),
  SC_id: z.number().int().positive().max(MAX_DB_ID).optional(),
});
export const TeacherCohort = z.object({
  CH_id: z.number().int(),
  CH_Name: z.string(),
  name: z.string(),
  semester: z.string().nullable(),
  studentCount: z.number().int(),
  student_count: z.number().int(),
  curriculum: z.string(),
  trainingCenter: z.string(),
  TC_id: z.number().int(),
  TP_id: z.number().int(),
  is_served: z.boolean(),
  served_date: z.string().nullable(),
});
export const CohortStudent = z.object({
  ST_id: z.number().int(),
  ST_Firstname: z.string(),
  ST_Lastname: z.string(),
  ST_Username: z.string(),
});
export const ServeBody = z.object({
  assessmentId: z
    .number({ error: messages.teacher.selectAssessmentAndCohort })
    .int()
    .positive()
    .max(MAX_DB_ID),
  cohortId: z.number({ error: messages.teacher.selectAssessmentAndCohort }).int().positive().max(MAX_DB_ID),
  /** Required when the cohort already has the assessment: resets that cohort's attempts. */
  confirmReset: z.boolean().optional(),
});
export const Authorization = z.object({
  AA_id: z.number().int(),
  AA_permission_level: PermissionLevel,
  AA_notes: z.string().nullable(),
  AA_granted_date: z.string(),
  authorized_first_name: z.string(),
  authorized_last_name: z.string(),
  authorized_email: z.string(),
});
export const AuthorizeBody = z.object({
  assessmentId: z.number().int().positive().max(MAX_DB_ID),
  teacherEmail: z.string().trim().min(1, messages.teacher.fillRequired).max(254),
  permissionLevel: z.literal('FULL', { error: messages.teacher.fillRequired }),
  notes: z.string().trim().max(500).optional(),
});

export const AttemptStatus = z.enum(['completed', 'in_progress', 'not_started']);
export type AttemptStatus = z.infer<typeof AttemptStatus>;
export const StudentResult = z.object({
  ST_id: z.number().int(),
  ST_Firstname: z.string(),
  ST_Lastname: z.string(),
  ST_Username: z.string(),
  CH_Name: z.string(),
  status: AttemptStatus,
  score: z.number().nullable(),
  percentage: z.number().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  timeTakenSeconds: z.number().int().nullable(),
  timeUp: z.boolean(),
});
export type StudentResult = z.infer<typeof StudentResult>;
export const QuestionResult = z.object({
  AQ_SeqNum: z.number().int(),
  CQ_Id: z.number().int(),
  CQ_Question: z.string(),
  /** Students with a current attempt who answered this question. */
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /** Correct answers among the students who started the assessment, 0-100; null before anyone started. */
  correctPercent: z.number().nullable(),
  options: z.array(
    z.object({
      option: z.number().int(),
      text: z.string(),
      isCorrect: z.boolean(),
      chosenCount: z.number().int(),
    }),
  ),
});
export type QuestionResult = z.infer<typeof QuestionResult>;
export const AssessmentResults = z.object({
  AM_id: z.number().int(),
  AM_Name: z.string(),
  AM_TotQns: z.number().int(),
  AM_TotMarks: z.number(),
  AM_Duration: z.number().int(),
  summary: z.object({
    studentCount: z.number().int(),
    completedCount: z.number().int(),
    inProgressCount: z.number().int(),
    notStartedCount: z.number().int(),
    /** Over completed attempts; null when none is completed. */
    meanScore: z.number().nullable(),
    medianScore: z.number().nullable(),
    meanPercentage: z.number().nullable(),
    medianPercentage: z.number().nullable(),
  }),
  students: z.array(StudentResult),
  questions: z.array(QuestionResult),
});
export type AssessmentResults = z.infer<typeof AssessmentResults>;

export const teacherEndpoints = {
  listAssessments: endpoint({
    method: 'GET',
    path: '/api/assessments/list',
    summary: 'Assessments the teacher owns or was given access to',
    access: TEACHER,
    query: CacheBust,
    response: ok({ assessments: z.array(TeacherAssessment) }),
  }),
  nextId: endpoint({
    method: 'GET',
    path: '/api/assessments/next-id',
    summary: 'The next free assessment id',
    access: TEACHER,
    query: CacheBust,
    response: ok({ nextId: z.number().int() }),
  }),
  curricula: endpoint({
    method: 'GET',
    path: '/api/assessments/curricula',
    summary: 'Curricula to build an assessment on',
    access: TEACHER,
    response: ok({ curricula: z.array(z.object({ CU_id: z.number().int(), CU_Name: z.string() })) }),
  }),
  courses: endpoint({
    method: 'GET',
    path: '/api/assessments/courses',
    summary: 'Courses of a curriculum',
    access: TEACHER,
    query: z.object({ curriculum_id: Id }),
    response: ok({
      courses: z.array(
        z.object({ CO_id: z.number().int(), CO_Name: z.string(), questionCount: z.number().int() }),
      ),
    }),
  }),
  teacherSearch: endpoint({
    method: 'GET',
    path: '/api/assessments/teachers/search',
    summary: 'Find teachers by e-mail (3 characters or more)',
    access: TEACHER,
    query: z.object({
      email: z
        .string({ error: messages.teacher.searchTooShort(TEACHER_SEARCH_MIN_CHARS) })
        .trim()
        .min(TEACHER_SEARCH_MIN_CHARS, messages.teacher.searchTooShort(TEACHER_SEARCH_MIN_CHARS))
        .max(254),
    }),
    response: ok({
      teachers: z.array(
        z.object({
          TE_id: z.number().int(),
          TE_FirstName: z.string(),
          TE_LastName: z.string(),
          TE_Emailid: z.string(),
        }),
      ),
    }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/assessments/create',
    summary: 'Create an assessment (wizard step 1)',
    access: TEACHER,
    body: CreateAssessmentBody,
    response: ok({ AM_id: z.number().int() }),
  }),
  allocateCourse: endpoint({
    method: 'POST',
    path: '/api/assessments/courses',
    summary: 'Allocate questions and marks to a course (wizard step 2)',
    access: TEACHER,
    body: AllocateCourseBody,
    response: ok({ allocation: CourseAllocation }),
  }),
  addQuestion: endpoint({
    method: 'POST',
    path: '/api/assessments/questions',
    summary: 'Place a bank question in the assessment (wizard step 3)',
    access: TEACHER,
    body: AddQuestionBody,
    response: ok({ question: AssessmentQuestion }),
  }),
  courseQuestions: endpoint({
    method: 'GET',
    path: '/api/assessments/courses/:id/questions',
    summary: 'Bank questions of a course',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ questions: z.array(PracticeQuestion) }),
  }),
  assessmentQuestions: endpoint({
    method: 'GET',
    path: '/api/assessments/questions/:id',
    summary: 'The questions placed in an assessment',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ questions: z.array(AssessmentQuestion.extend({ CQ_Question: z.string() })) }),
  }),
  assessmentCourses: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/courses',
    summary: 'Course allocations of an assessment',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ courses: z.array(CourseAllocation) }),
  }),
  servingStatus: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/serving-status',
    summary: 'Whether an assessment is served and how many attempts it has',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({
      isServed: z.boolean(),
      details: z.object({ counts: z.object({ attempt_count: z.number().int() }) }),
    }),
  }),
  getAssessment: endpoint({
    method: 'GET',
    path: '/api/assessments/:id',
    summary: 'One assessment',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ assessment: TeacherAssessment }),
  }),
  deleteAssessment: endpoint({
    method: 'DELETE',
    path: '/api/assessments/:id',
    summary: 'Delete an unserved assessment (owner only)',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: OkResponse,
  }),
  authorizations: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/authorizations',
    summary: 'Teachers given access to an assessment',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ authorizations: z.array(Authorization) }),
  }),
  authorize: endpoint({
    method: 'POST',
    path: '/api/assessments/authorize',
    summary: 'Give a teacher FULL access',
    access: TEACHER,
    body: AuthorizeBody,
    response: ok({ authorization: Authorization }),
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/assessments/authorize/:authId',
    summary: 'Revoke a teacher access',
    access: TEACHER,
    params: z.object({ authId: Id }),
    response: OkResponse,
  }),
  cohortsForServing: endpoint({
    method: 'GET',
    path: '/api/teacher/cohorts-for-serving',
    summary: "The teacher's cohorts, marked when they already have the assessment",
    access: TEACHER,
    query: z.object({ assessmentId: Id }),
    response: ok({ data: z.array(TeacherCohort) }),
  }),
  cohortDetails: endpoint({
    method: 'GET',
    path: '/api/teacher/cohort-details/:cohortId',
    summary: 'A cohort and its students',
    access: TEACHER,
    params: z.object({ cohortId: Id }),
    response: ok({ cohort: TeacherCohort, students: z.array(CohortStudent) }),
  }),
  checkAssessment: endpoint({
    method: 'GET',
    path: '/api/teacher/check-assessment/:assessmentId/:cohortId',
    summary: 'Whether a cohort already has the assessment',
    access: TEACHER,
    params: z.object({ assessmentId: Id, cohortId: Id }),
    response: ok({ exists: z.boolean() }),
  }),
  serve: endpoint({
    method: 'POST',
    path: '/api/teacher/serve-assessment',
    summary: 'Serve an assessment to a cohort',
    access: TEACHER,
    body: ServeBody,
    response: ok({ data: z.object({ totalStudents: z.number().int() }) }),
  }),
  results: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/results',
    summary: 'How the students of the served cohorts did (owner, FULL or EDIT)',
    access: TEACHER,
    params: z.object({ id: Id }),
    query: CacheBust,
    response: ok({ results: AssessmentResults }),
  }),
  resultsCsv: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/results.csv',
    summary: 'The per-student results table as CSV',
    access: TEACHER,
    params: z.object({ id: Id }),
    query: CacheBust,
    response: z.string(),
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/teacher/profile',
    summary: "The teacher's profile",
    access: TEACHER,
    response: ok({
      profile: z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        trainingCenter: z.string().nullable(),
      }),
    }),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/teacher/dashboard',
    summary:
      "The teacher's overview: what is new since their last sign-in, drafts, and their cohorts' activity",
    access: TEACHER,
    response: ok({ data: TeacherOverview }),
  }),
  cohorts: endpoint({
    method: 'GET',
    path: '/api/teacher/cohorts',
    summary: "The teacher's cohorts",
    access: TEACHER,
    response: ok({ cohorts: z.array(TeacherCohort) }),
  }),
} as const;
