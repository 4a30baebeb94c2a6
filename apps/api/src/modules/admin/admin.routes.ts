import fastifyMultipart from '@fastify/multipart';
import {
  api,
  BULK_MAX_FILE_BYTES,
  BulkUserType,
  initialPasswordMessages,
  messages,
} from '@pathshala/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { defineRoute } from '../../plugins/routes';
import { createAccountsService } from './accounts.service';
import { presentAdminRequest, presentPasswordResetRequest, presentStudentLookup } from './admin.presenter';
import { buildTemplate } from './bulk-template';
import { type BulkPasswords, createBulkUploadService, type UploadedFile } from './bulk-upload.service';
import { createRequestsService } from './requests.service';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });

/** The multipart upload's file and user type; size and file-count limits come from the plugin. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ file: UploadedFile; userType: BulkUserType; passwordChoice: BulkPasswords }> {
  if (!request.isMultipart()) throw badRequest(messages.admin.bulkFileMissing);
  let file: UploadedFile | undefined;
  let userTypeField: unknown;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename ?? '', bytes };
      } else if (part.fieldname === 'userType') {
        userTypeField = part.value;
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.admin.bulkFileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(messages.admin.bulkFileMissing);
    throw badRequest(messages.admin.bulkUnreadable);
  }
  const userType = BulkUserType.safeParse(userTypeField);
  if (!userType.success) throw badRequest(messages.admin.bulkUserTypeInvalid);
  if (!file) throw badRequest(messages.admin.bulkFileMissing);
  return { file, userType: userType.data, passwordChoice: readPasswordChoice(fields) };
}

/** The upload's passwords (`file` unless `generate`) and whether they must be changed at first sign-in. */
function readPasswordChoice(fields: Record<string, unknown>): BulkPasswords {
  const passwords = fields.passwords ?? 'file';
  if (passwords !== 'file' && passwords !== 'generate') {
    throw badRequest(initialPasswordMessages.passwordsChoiceInvalid);
  }
  const mustChange = fields.mustChangePassword ?? 'false';
  if (mustChange !== 'true' && mustChange !== 'false')
    throw badRequest(initialPasswordMessages.mustChangeInvalid);
  return { passwords, mustChangePassword: mustChange === 'true' };
}

/** Admin accounts, training centers, cohorts, bulk upload and the request queues. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const accounts = createAccountsService(ctx);
  const requests = createRequestsService(ctx);
  const bulk = createBulkUploadService(ctx);

  defineRoute(app, api.admin.trainingPartners, async () => {
    const rows = await accounts.trainingPartners();
    return ok('Training partners loaded', {
      data: rows.map((row) => ({ TP_id: row.id, TP_Name: row.name })),
    });
  });

  defineRoute(app, api.admin.trainingCenters, async () => {
    const rows = await accounts.trainingCenters();
    return ok('Training centers loaded', {
      data: rows.map((row) => ({ TC_id: row.id, TC_Name: row.name, TP_id: row.trainingPartnerId })),
    });
  });

  defineRoute(app, api.admin.curriculums, async () => {
    const rows = await accounts.curricula();
    return ok('Curricula loaded', { data: rows.map((row) => ({ CU_id: row.id, CU_Name: row.name })) });
  });

  defineRoute(app, api.admin.student, async ({ params }) =>
    ok('Student found', { data: presentStudentLookup(await accounts.lookUpStudent(params.id)) }),
  );

  defineRoute(app, api.admin.createStudent, async ({ actor, body }) => {
    const { id, password } = await accounts.createStudent({ actor, body });
    return ok('Student account created successfully', { data: { studentId: id, password } });
  });

  defineRoute(app, api.admin.createTeacher, async ({ actor, body }) => {
    const { id, password } = await accounts.createTeacher({ actor, body });
    return ok('Teacher account created successfully', { data: { teacherId: id, password } });
  });

  defineRoute(app, api.admin.createTrainingCenter, async ({ actor, body }) => {
    const trainingCenterId = await accounts.createTrainingCenter({ actor, body });
    return ok('Training center created successfully', { data: { trainingCenterId } });
  });

  defineRoute(app, api.admin.createCohort, async ({ actor, body }) => {
    const data = await accounts.createCohort({ actor, body });
    return ok('Cohort created successfully', { data });
  });

  defineRoute(app, api.admin.createAdmin, async ({ actor, body }) => {
    const adminId = await requests.createAdminRequest({ actor, body });
    return ok('Admin access request submitted', { data: { adminId } });
  });

  defineRoute(app, api.admin.bulkTemplate, async ({ query, reply }) => {
    const example = query.userType === 'teacher' ? await accounts.templateExample() : null;
    const template = buildTemplate(query.userType, query.format, example);
    reply
      .header('content-type', template.contentType)
      .header('content-disposition', `attachment; filename="${template.fileName}"`);
    return template.bytes;
  });

  // Multipart only for the two upload calls, with the spec's caps: one file of at most 5 MB.
  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: BULK_MAX_FILE_BYTES, files: 1, fields: 5, parts: 8, fieldSize: 1024 },
    });
    const bodyLimit = BULK_MAX_FILE_BYTES + 64 * 1024;
    defineRoute(
      uploads,
      api.admin.bulkPreview,
      async ({ request }) => {
        const { file, userType, passwordChoice } = await readUpload(request);
        return ok('File read', { data: await bulk.preview(file, userType, passwordChoice) });
      },
      { bodyLimit },
    );
    defineRoute(
      uploads,
      api.admin.bulkUpload,
      async ({ actor, request }) => {
        const { file, userType, passwordChoice } = await readUpload(request);
        const data = await bulk.process({ actor, file, userType, passwordChoice });
        return ok(messages.admin.bulkCreated(data.created), { data });
      },
      { bodyLimit },
    );
  });

  defineRoute(app, api.admin.adminRequests, async () => {
    const rows = await requests.listAdminRequests();
    return ok('Admin requests loaded', { data: rows.map(presentAdminRequest) });
  });

  defineRoute(app, api.admin.approveAdminRequest, async ({ actor, params }) => {
    await requests.approveAdminRequest({ actor, requestId: params.id });
    return ok('Admin request approved', {});
  });

  defineRoute(app, api.admin.rejectAdminRequest, async ({ actor, params, body }) => {
    await requests.rejectAdminRequest({ actor, requestId: params.id, reason: body.reason });
    return ok('Admin request rejected', {});
  });

  defineRoute(app, api.admin.passwordResetRequests, async ({ query }) => {
    const rows = await requests.listPasswordResetRequests(query.status);
    return ok('Password reset requests loaded', { data: rows.map(presentPasswordResetRequest) });
  });

  defineRoute(app, api.admin.approvePasswordReset, async ({ actor, params, body }) => {
    const approval = await requests.approvePasswordReset({ actor, requestId: params.id, notes: body.notes });
    return ok(
      approval.resetLinkMailed
        ? 'Password reset approved: a reset link was mailed to the administrator'
        : 'Password reset approved',
      { data: approval },
    );
  });

  defineRoute(app, api.admin.rejectPasswordReset, async ({ actor, params, body }) => {
    await requests.rejectPasswordReset({ actor, requestId: params.id, reason: body.reason });
    return ok('Password reset request rejected', {});
  });
}
