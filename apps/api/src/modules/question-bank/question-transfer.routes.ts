import fastifyMultipart from '@fastify/multipart';
import {
  api,
  questionBankMessages as m,
  QUESTION_FILE_MAX_BYTES,
  QuestionImportFields,
} from '@pathshala/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { defineRoute } from '../../plugins/routes';
import type { QuestionFile } from './formats/read-file';
import { createQuestionExportService, type QuestionFileOut } from './question-export.service';
import { createQuestionImportService } from './question-import.service';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });

/** The multipart `file` and the import's fields; size and part limits come from the plugin. */
async function readImportUpload(
  request: FastifyRequest,
): Promise<{ file: QuestionFile; fields: QuestionImportFields }> {
  if (!request.isMultipart()) throw badRequest(m.fileMissing);
  let file: QuestionFile | undefined;
  const values: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename ?? '', bytes };
      } else if (typeof part.value === 'string' && part.value.trim() !== '') {
        values[part.fieldname] = part.value.trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, m.fileTooLarge);
    throw badRequest(m.fileMissing);
  }
  const fields = QuestionImportFields.safeParse(values);
  if (!fields.success) throw badRequest(fields.error.issues[0]!.message);
  if (!file) throw badRequest(m.fileMissing);
  return { file, fields: fields.data };
}

function sendFile(reply: FastifyReply, file: QuestionFileOut): Buffer {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store');
  return file.bytes;
}

/** Question files in and out of the bank: template, dry run, import with progress, export (issue 13). */
export function registerQuestionTransferRoutes(app: FastifyInstance, ctx: AppContext): void {
  const imports = createQuestionImportService(ctx);
  const exports = createQuestionExportService(ctx);
  // An import whose server stopped cannot finish: its owner may start again.
  ctx.jobs.add({
    name: 'abandoned-imports',
    everyMs: 60_000,
    firstAfterMs: 1_000,
    run: () => imports.failAbandoned(),
  });
  app.addHook('onClose', async () => imports.settle());

  defineRoute(app, api.questionBank.template, async ({ query, reply }) =>
    sendFile(reply, exports.template(query.format)),
  );

  defineRoute(app, api.questionBank.exportQuestions, async ({ actor, query, reply }) => {
    const { format, _t: _, ...filters } = query;
    return sendFile(reply, await exports.export({ actor, filters, format }));
  });

  defineRoute(app, api.questionBank.getImport, async ({ actor, params }) =>
    ok('Import loaded', { import: await imports.get({ actor, importId: params.id }) }),
  );

  // Multipart only for the two calls that take a question file, with its cap.
  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      // A category mapping is the longest field: 500 categories of a few dozen characters.
      limits: { fileSize: QUESTION_FILE_MAX_BYTES, files: 1, fields: 8, parts: 10, fieldSize: 64 * 1024 },
    });
    const bodyLimit = QUESTION_FILE_MAX_BYTES + 64 * 1024;
    defineRoute(
      uploads,
      api.questionBank.checkImport,
      async ({ actor, request }) => {
        const { file, fields } = await readImportUpload(request);
        return ok('File checked', { report: await imports.check({ actor, file, fields }) });
      },
      { bodyLimit },
    );
    defineRoute(
      uploads,
      api.questionBank.startImport,
      async ({ actor, request }) => {
        const { file, fields } = await readImportUpload(request);
        return ok('Import started', { import: await imports.start({ actor, file, fields }) });
      },
      { bodyLimit },
    );
  });
}
