import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { HTML_DOCUMENT_CSP, messages } from '@pathshala/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';

/** The browser may keep a content file for an hour; it is the student's own (private). */
const CACHE_CONTROL = 'private, max-age=3600';

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range: bytes=...` header against a file size: null means "send the whole file"
 * (no header, or a form we do not serve such as several ranges), 'unsatisfiable' means 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Streams a stored file with Range (206), caching validators and the right type; never buffers it. */
export async function sendContentFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { path: string; mimeType: string },
): Promise<FastifyReply> {
  const stats = await stat(file.path).catch(() => null);
  if (!stats?.isFile()) throw notFound(messages.content.fileMissing);

  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const isHtml = file.mimeType.startsWith('text/html');
  reply
    .header(
      'Content-Type',
      isHtml && !file.mimeType.includes('charset') ? `${file.mimeType}; charset=utf-8` : file.mimeType,
    )
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', CACHE_CONTROL)
    .header('ETag', etag)
    .header('Last-Modified', stats.mtime.toUTCString())
    .header('X-Content-Type-Options', 'nosniff');
  if (isHtml) reply.header('Content-Security-Policy', HTML_DOCUMENT_CSP);

  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const range = parseRange(request.headers.range, stats.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Range', `bytes */${stats.size}`)
      .send({ success: false, message: messages.content.rangeInvalid });
  }
  if (range) {
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(createReadStream(file.path, { start: range.start, end: range.end }));
  }
  return reply.code(200).header('Content-Length', stats.size).send(createReadStream(file.path));
}
