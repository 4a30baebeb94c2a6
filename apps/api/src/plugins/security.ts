import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year, helmet's default; no preload: that list is a commitment a school's admin must choose. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers and a CSP for the web app. Mantine writes style tags (style-src 'unsafe-inline');
 * the web-resource viewer embeds https pages (frame-src https:); pdf.js runs a worker from blob:.
 * HSTS only when the product is served over https (PUBLIC_URL): over http it would lock browsers out.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const servedOverHttps = new URL(options.publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        // blob: is a file saved for offline, read back from the device (pdf.js fetches it, a document shows in a frame).
        connectSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    // The study viewers embed our own content files in frames of the same origin.
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: servedOverHttps
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false }
      : false,
  });
}
