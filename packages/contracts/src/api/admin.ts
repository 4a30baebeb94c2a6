import { z } from 'zod';
import { JUSTIFICATION_MIN_LENGTH, REJECTION_REASON_MIN_LENGTH } from '../constants';
import {
  AdminRequestStatus,
  PasswordResetStatus,
  RegistrationStatus,
  StaffSalutation,
  StudentSalutation,
  UserType,
} from '../enums';
import { messages } from '../messages';
import { endpoint, Id } from './endpoint';
import {
  AdminPassword,
  IsoDate,
  NewPassword,
  OptionalText,
  PersonName,
  RequiredEmail,
  Username,
  Year,
} from './fields';

const ADMIN = ['admin'] as const;
const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });
const optionalSalutation = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const CreateStudentBody = z.object({
  username: RequiredEmail(),
  salutation: optionalSalutation(StudentSalutation),
  firstName: PersonName(messages.admin.firstNameRequired),
  lastName: PersonName(messages.admin.lastNameRequired),
  password: NewPassword(),
  dob: IsoDate(messages.admin.dobRequired),
  address: OptionalText(),
  currentYearId: Year,
  registrationStatus: RegistrationStatus.default('A'),
});
export type CreateStudentBody = z.infer<typeof CreateStudentBody>;

export const CreateTeacherBody = z.object({
  email: RequiredEmail(),
  salutation: optionalSalutation(StaffSalutation),
  firstName: PersonName(messages.admin.firstNameRequired),
  lastName: PersonName(messages.admin.lastNameRequired),
  password: NewPassword(),
  address: OptionalText(),
  trainingCenterId: z.coerce
    .number({ error: messages.admin.trainingCenterRequired })
    .int()
    .positive(messages.admin.trainingCenterRequired),
  trainingPartnerId: z.coerce
    .number({ error: messages.admin.trainingPartnerRequired })
    .int()
    .positive(messages.admin.trainingPartnerRequired),
  registrationStatus: RegistrationStatus.default('A'),
});
export type CreateTeacherBody = z.infer<typeof CreateTeacherBody>;

export const CreateTrainingCenterBody = z.object({
  tcName: PersonName(messages.admin.trainingCenterNameRequired),
  tcAddress: OptionalText(),
  tcSpocName: OptionalText(100),
  tcSpocPhNo: OptionalText(20),
  tcSpocEmail: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      messages.admin.emailInvalid,
    ),
  tcSpocPassword: OptionalText(128),
  currentYearId: Year,
  tcRegistrationStatus: RegistrationStatus.default('A'),
  trainingPartnerId: z.coerce
    .number({ error: messages.admin.trainingPartnerRequired })
    .int()
    .positive(messages.admin.trainingPartnerRequired),
});

export const CreateCohortBody = z.object({
  chName: PersonName(messages.admin.cohortNameRequired),
  curriculumId: z.coerce
    .number({ error: messages.admin.curriculumRequired })
    .int()
    .positive(messages.admin.curriculumRequired),
  trainingCenterId: z.coerce
    .number({ error: messages.admin.trainingCenterRequired })
    .int()
    .positive(messages.admin.trainingCenterRequired),
  students: z.array(z.coerce.number().int().positive()).max(5_000).default([]),
});

export const CreateAdminBody = z.object({
  email: RequiredEmail(),
  username: Username,
  salutation: optionalSalutation(StaffSalutation),
  firstName: PersonName(messages.admin.firstNameRequired),
  lastName: PersonName(messages.admin.lastNameRequired),
  /** Accepted from clients of the spec's form and never used: approval mails the owner a link. */
  password: AdminPassword.optional(),
  address: OptionalText(),
  justification: z
    .string({ error: messages.admin.justificationMin })
    .trim()
    .min(JUSTIFICATION_MIN_LENGTH, messages.admin.justificationMin)
    .max(2000),
  registrationStatus: z.literal('P').default('P'),
});

export const RejectBody = z.object({
  reason: z
    .string({ error: messages.admin.rejectReasonMin })
    .trim()
    .min(REJECTION_REASON_MIN_LENGTH, messages.admin.rejectReasonMin)
    .max(1000),
});

export const StudentLookup = z.object({
  ST_id: z.number().int(),
  ST_Username: z.string(),
  ST_Firstname: z.string(),
  ST_Lastname: z.string(),
  ST_Registrationstatus: RegistrationStatus,
});
export const AdminRequestItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  insertDate: z.string().regex(/^\d{8}$/),
  status: AdminRequestStatus,
  statusText: z.string(),
  address: z.string().nullable(),
  justification: z.string(),
  /** Who processed it (approved or rejected) and when. */
  approvedBy: z.string().nullable(),
  approvalDate: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  requestedBy: z.string().nullable(),
});
export type AdminRequestItem = z.infer<typeof AdminRequestItem>;
export const PasswordResetRequestItem = z.object({
  id: z.number().int(),
  email: z.string(),
  userType: UserType,
  requestDate: z.string(),
  status: PasswordResetStatus,
  statusText: z.string(),
  processedDate: z.string().nullable(),
  processedBy: z.string().nullable(),
  adminNotes: z.string().nullable(),
});
export type PasswordResetRequestItem = z.infer<typeof PasswordResetRequestItem>;
export const DashboardStatistics = z.object({
  students: z.number().int(),
  teachers: z.number().int(),
  cohorts: z.number().int(),
  assessments: z.number().int(),
});

/**
 * The getting-started list of a new school, in the order a school does them: a partner with a
 * center; teachers and students; a curriculum down to a concept; content; a cohort with a teacher
 * and a student; an assessment served.
 */
export const GETTING_STARTED_STEPS = [
  'organisation',
  'people',
  'curriculum',
  'content',
  'cohort',
  'assessment',
] as const;
export const GettingStartedStep = z.enum(GETTING_STARTED_STEPS);
export type GettingStartedStep = z.infer<typeof GettingStartedStep>;
/** Each step and whether the school has done it (the server decides from what exists). */
export const GettingStarted = z.array(z.object({ step: GettingStartedStep, done: z.boolean() }));
export type GettingStarted = z.infer<typeof GettingStarted>;

/** The live state of the parts the school depends on (admin dashboard's system status rows). */
export const SystemStatus = z.object({
  database: z.object({
    ok: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable(),
  }),
  api: z.object({ ok: z.literal(true), uptimeSeconds: z.number().int() }),
  fileStorage: z.object({ ok: z.boolean(), writable: z.boolean(), freeBytes: z.number().nullable() }),
  backup: z.object({ configured: z.boolean(), lastBackupAt: z.string().nullable() }),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const BulkUserType = z.enum(['student', 'teacher'], { error: messages.admin.bulkUserTypeInvalid });
export type BulkUserType = z.infer<typeof BulkUserType>;
/** Template columns of spec section 3, in order. */
export const BULK_TEMPLATE_COLUMNS = {
  student: [
    'username',
    'salutation',
    'firstName',
    'lastName',
    'password',
    'dob',
    'address',
    'currentYearId',
    'registrationStatus',
  ],
  teacher: [
    'email',
    'salutation',
    'firstName',
    'lastName',
    'password',
    'address',
    'trainingCenterId',
    'trainingPartnerId',
    'registrationStatus',
  ],
} as const satisfies Record<BulkUserType, readonly string[]>;
/**
 * Columns a file may have besides the template's: a teacher's center and partner by name, used
 * when the id cell is empty (an id and a name on one row must agree).
 */
export const BULK_NAME_COLUMNS = {
  student: [],
  teacher: ['trainingCenterName', 'trainingPartnerName'],
} as const satisfies Record<BulkUserType, readonly string[]>;
/** Every column an upload reads, in order: the template's, then the name columns. */
export const BULK_FILE_COLUMNS = {
  student: [...BULK_TEMPLATE_COLUMNS.student, ...BULK_NAME_COLUMNS.student],
  teacher: [...BULK_TEMPLATE_COLUMNS.teacher, ...BULK_NAME_COLUMNS.teacher],
} as const satisfies Record<BulkUserType, readonly string[]>;

/** Column names in words, for messages about a column. */
export const BULK_COLUMN_WORDS: Record<string, string> = {
  username: 'Username (email)',
  email: 'Email address',
  salutation: 'Salutation',
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  dob: 'Date of birth',
  address: 'Address',
  currentYearId: 'Current Year ID',
  trainingCenterId: 'Training center ID',
  trainingPartnerId: 'Training partner ID',
  trainingCenterName: 'Training center name',
  trainingPartnerName: 'Training partner name',
  registrationStatus: 'Status',
};

export const BulkRowError = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type BulkRowError = z.infer<typeof BulkRowError>;

export const adminEndpoints = {
  trainingPartners: endpoint({
    method: 'GET',
    path: '/api/admin/training-partners',
    summary: 'Training partners',
    access: ADMIN,
    response: ok({ data: z.array(z.object({ TP_id: z.number().int(), TP_Name: z.string() })) }),
  }),
  trainingCenters: endpoint({
    method: 'GET',
    path: '/api/admin/training-centers',
    summary: 'Training centers',
    access: ADMIN,
    response: ok({
      data: z.array(z.object({ TC_id: z.number().int(), TC_Name: z.string(), TP_id: z.number().int() })),
    }),
  }),
  curriculums: endpoint({
    method: 'GET',
    path: '/api/admin/curriculums',
    summary: 'Curricula',
    access: ADMIN,
    response: ok({ data: z.array(z.object({ CU_id: z.number().int(), CU_Name: z.string() })) }),
  }),
  student: endpoint({
    method: 'GET',
    path: '/api/admin/student/:id',
    summary: 'Look a student up by id',
    access: ADMIN,
    params: z.object({ id: Id }),
    response: ok({ data: StudentLookup }),
  }),
  createStudent: endpoint({
    method: 'POST',
    path: '/api/admin/create-student',
    summary: 'Create a student account',
    access: ADMIN,
    body: CreateStudentBody,
    response: ok({ data: z.object({ studentId: z.number().int() }) }),
  }),
  createTeacher: endpoint({
    method: 'POST',
    path: '/api/admin/create-teacher',
    summary: 'Create a teacher account',
    access: ADMIN,
    body: CreateTeacherBody,
    response: ok({ data: z.object({ teacherId: z.number().int() }) }),
  }),
  createTrainingCenter: endpoint({
    method: 'POST',
    path: '/api/admin/create-training-center',
    summary: 'Create a training center',
    access: ADMIN,
    body: CreateTrainingCenterBody,
    response: ok({ data: z.object({ trainingCenterId: z.number().int() }) }),
  }),
  createCohort: endpoint({
    method: 'POST',
    path: '/api/admin/create-cohort',
    summary: 'Create a cohort and add students',
    access: ADMIN,
    body: CreateCohortBody,
    response: ok({ data: z.object({ cohortId: z.number().int(), studentErrors: z.array(z.string()) }) }),
  }),
  createAdmin: endpoint({
    method: 'POST',
    path: '/api/admin/create-admin',
    summary: 'Request admin access (status P)',
    access: ADMIN,
    body: CreateAdminBody,
    response: ok({ data: z.object({ adminId: z.number().int() }) }),
  }),
  bulkUpload: endpoint({
    method: 'POST',
    path: '/api/admin/bulk-upload-users',
    summary: 'Create users from a CSV or Excel file (multipart: file, userType)',
    access: ADMIN,
    response: ok({
      data: z.object({
        created: z.number().int(),
        errors: z.number().int(),
        errorDetails: z.array(z.string()),
        rowErrors: z.array(BulkRowError),
        /** Who this upload created, in file order, so they can be listed and put into a cohort. */
        createdPeople: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
        /** The rows not created, as read from the file, so the admin can fix and upload them again. */
        failedRows: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) })),
      }),
    }),
  }),
  bulkPreview: endpoint({
    method: 'POST',
    path: '/api/admin/bulk-upload-preview',
    summary:
      'Read a CSV or Excel file as the upload would and answer its first rows (multipart: file, userType)',
    access: ADMIN,
    response: ok({
      data: z.object({
        columns: z.array(z.string()),
        rows: z.array(z.array(z.string())),
        totalRows: z.number().int(),
      }),
    }),
  }),
  bulkTemplate: endpoint({
    method: 'GET',
    path: '/api/admin/bulk-template',
    summary: 'The bulk-upload template of a user type as a CSV or XLSX file',
    access: ADMIN,
    query: z.object({ userType: BulkUserType, format: z.enum(['csv', 'xlsx']) }),
    response: z.custom<Uint8Array>(),
  }),
  adminRequests: endpoint({
    method: 'GET',
    path: '/api/admin/admin-requests',
    summary: 'Admin-access requests',
    access: ADMIN,
    response: ok({ data: z.array(AdminRequestItem) }),
  }),
  approveAdminRequest: endpoint({
    method: 'PATCH',
    path: '/api/admin/admin-requests/:id/approve',
    summary: 'Approve an admin-access request',
    access: ADMIN,
    params: z.object({ id: Id }),
    response: ok({}),
  }),
  rejectAdminRequest: endpoint({
    method: 'PATCH',
    path: '/api/admin/admin-requests/:id/reject',
    summary: 'Reject an admin-access request',
    access: ADMIN,
    params: z.object({ id: Id }),
    body: RejectBody,
    response: ok({}),
  }),
  passwordResetRequests: endpoint({
    method: 'GET',
    path: '/api/admin/password-reset-requests',
    summary: 'Password-reset requests',
    access: ADMIN,
    query: z.object({ status: PasswordResetStatus.optional() }),
    response: ok({ data: z.array(PasswordResetRequestItem) }),
  }),
  approvePasswordReset: endpoint({
    method: 'PATCH',
    path: '/api/admin/password-reset-requests/:id/approve',
    summary:
      'Approve a reset: a student or teacher gets a temporary password shown once; an admin only a mailed reset link',
    access: ADMIN,
    params: z.object({ id: Id }),
    body: z.object({ notes: OptionalText(1000) }),
    // No admin ever reads another admin's password (four eyes): for an admin account the answer has none.
    response: ok({
      data: z.object({ temporaryPassword: z.string().optional(), resetLinkMailed: z.boolean() }),
    }),
  }),
  rejectPasswordReset: endpoint({
    method: 'PATCH',
    path: '/api/admin/password-reset-requests/:id/reject',
    summary: 'Reject a reset request',
    access: ADMIN,
    params: z.object({ id: Id }),
    body: RejectBody,
    response: ok({}),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    summary: 'Dashboard statistics, the getting-started steps, system status and recent activity',
    access: ADMIN,
    response: ok({
      data: z.object({
        statistics: DashboardStatistics,
        gettingStarted: GettingStarted,
        systemStatus: SystemStatus,
        recentActivity: z.array(
          z.object({
            id: z.number().int(),
            action: z.string(),
            actor: z.string().nullable(),
            at: z.string(),
          }),
        ),
      }),
    }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './admin.messages';
