import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a browser fetches as text: worth compressing once at build rather than on every request. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each text asset of the build,
 * which the server sends as they are (@fastify/static `preCompressed`): the best compression, paid
 * once at build instead of on every request. Node's zlib does the work; no plugin needed for that.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pathshala-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last, after the service worker is written, so every file is compressed as it will be served.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const jobs: Promise<void>[] = [];
        for await (const path of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          jobs.push(
            (async () => {
              const bytes = await readFile(path);
              if (bytes.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                toBrotli(bytes, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                  },
                }),
                toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
            })(),
          );
        }
        await Promise.all(jobs);
      },
    },
  };
}
