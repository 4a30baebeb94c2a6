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
 * Answers smaller than this go as they are. Most calls answer a few KB, which a weak connection
 * carries in a round trip anyway; a whole curriculum, a results page, a bank listing or an export
 * is where compression pays. Measured on bench:exam at 2,000 students: compressing every answer over
 * 1 KB (the 10 KB papers of the synchronized start) raised the papers' p50 from about 0.8 s to 1.2 s
 * and the answers' p95 past 500 ms on this 2-core machine.
 */
const THRESHOLD = 16 * 1024;

/**
 * Compresses the API's answers for a browser that asks (brotli, else gzip) when they are larger
 * than THRESHOLD: a results page or a curriculum shrinks to a fraction on a weak connection. Brotli at
 * quality 4 costs about what gzip does on the CPU; the web app's files are compressed once at build
 * and sent as they are (plugins/web.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // In one go on the event loop up to 64 KB (a 30-question paper is about 10 KB and takes 0.05 ms):
    // the stream path's zlib context per response made 2,000 synchronized papers take seconds.
    syncThreshold: 64 * 1024,
  });
}
