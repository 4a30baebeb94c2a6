import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  api,
  questionBankMessages as m,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMAGE_PATH,
  questionImageUrl,
} from '@pathshala/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { defineRoute } from '../../plugins/routes';
import { findImageBySha, insertImage } from './question-bank.repository';

/** The image types a question may show, told by their bytes (never by name or declared type). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The image's type by its magic bytes, or 400: a text file named .png is not an image. */
export async function sniffQuestionImage(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest(m.imageMissing);
  if (bytes.length > QUESTION_IMAGE_MAX_BYTES) throw new AppError(413, m.imageTooLarge);
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !IMAGE_TYPES.has(found.mime)) throw badRequest(m.imageNotImage);
  return found.mime;
}

/** The multipart `file` part; size and part limits come from the plugin. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(m.imageMissing);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (part.fieldname === 'file') bytes = content;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, m.imageTooLarge);
    throw badRequest(m.imageMissing);
  }
  if (!bytes) throw badRequest(m.imageMissing);
  return bytes;
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Question images: the upload (staff, checked by content, stored once per sha256) and the public
 * GET by hash. The hash says nothing about the question or its key, and the bytes under a hash
 * never change, so browsers keep them for a year.
 */
export function registerQuestionImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: QUESTION_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    defineRoute(
      uploads,
      api.questionBank.uploadImage,
      async ({ actor, request }) => {
        const bytes = await readImage(request);
        const mimeType = await sniffQuestionImage(bytes);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        const stored = await insertImage(ctx.db, {
          sha256,
          mimeType,
          bytes,
          createdBy: actor.id,
          createdAt: ctx.clock.now(),
        });
        return {
          success: true as const,
          message: 'Image uploaded',
          image: { id: stored.id, url: questionImageUrl(stored.sha256) },
        };
      },
      { bodyLimit: QUESTION_IMAGE_MAX_BYTES + 64 * 1024 },
    );
  });

  app.get<{ Params: { sha256: string } }>(
    `${QUESTION_IMAGE_PATH}/:sha256`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { sha256 } = request.params;
      const image = SHA256.test(sha256) ? await findImageBySha(ctx.db, sha256) : undefined;
      if (!image) {
        return reply.code(404).send({ success: false, message: m.imageNotFound });
      }
      return reply
        .header('content-type', image.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );
}
