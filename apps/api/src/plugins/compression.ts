import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text a response compresses well: JSON answers, CSV exports, the API docs. Never a live stream
 * (text/event-stream must reach the browser as it is written) and never media, which is compressed
 * already and streamed with Range.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|[\w.+-]*\+json|javascript|xml|[\w.+-]*\+xml)|image\/svg\+xml)\b/;

/**
 * Compresses the API's answers for a browser that asks (brotli, else gzip) when they are larger
 * than a packet: a paper or a results page shrinks to a fraction on a weak connection. Brotli at
 * quality 4 costs about what gzip does on the CPU; the web app's files are compressed once at build
 * and sent as they are (plugins/web.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
