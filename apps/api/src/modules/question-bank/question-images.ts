import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  api,
  questionBankMessages as m,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMAGE_MAX_PIXELS,
  QUESTION_IMAGE_MAX_SIDE,
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

/**
 * The image's type by its magic bytes, or 400: a text file named .png is not an image. The size
 * its header declares must be within the caps too, or a small file could take gigabytes to show.
 */
export async function sniffQuestionImage(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest(m.imageMissing);
  if (bytes.length > QUESTION_IMAGE_MAX_BYTES) throw new AppError(413, m.imageTooLarge);
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !IMAGE_TYPES.has(found.mime)) throw badRequest(m.imageNotImage);
  const size = declaredSize(found.mime, bytes);
  if (!size || size.width < 1 || size.height < 1) throw badRequest(m.imageNotImage);
  if (
    size.width > QUESTION_IMAGE_MAX_SIDE ||
    size.height > QUESTION_IMAGE_MAX_SIDE ||
    size.width * size.height > QUESTION_IMAGE_MAX_PIXELS
  ) {
    throw badRequest(m.imageTooManyPixels);
  }
  return found.mime;
}

interface Size {
  width: number;
  height: number;
}

/** The width and height an image's header declares; undefined when the header is cut short or odd. */
export function declaredSize(mime: string, bytes: Buffer): Size | undefined {
  try {
    if (mime === 'image/png') {
      // The first chunk is IHDR: width and height as big-endian 32-bit numbers.
      if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    }
    if (mime === 'image/gif') return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    if (mime === 'image/webp') return webpSize(bytes);
    if (mime === 'image/jpeg') return jpegSize(bytes);
  } catch {
    // A read past the end: a header cut short.
  }
  return undefined;
}

function webpSize(bytes: Buffer): Size | undefined {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (bytes.readUIntBE(23, 3) !== 0x9d012a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}

/** Walks a JPEG's markers to its frame header (SOF0 to SOF15; C4, C8 and CC are other markers). */
function jpegSize(bytes: Buffer): Size | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // the end, or the scan, before any frame
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
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
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(m.imageOneFile);
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
