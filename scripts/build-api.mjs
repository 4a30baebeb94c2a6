// Compiles the API to plain JavaScript: apps/api/dist/server.js, run by `npm start` with no
// TypeScript loader. esbuild (already installed for Vite and tsx) bundles the API with the
// workspace packages (@pathshala/contracts, @pathshala/db: TypeScript sources) and leaves every
// other package to Node's own resolution, so native and WASM packages load as they always do.
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}apps/api/dist`;

/** Packages from node_modules stay imports; the workspace's own TypeScript is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pathshala/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Files that find their neighbours through import.meta (migrations, seed files, the spreadsheet
 * worker, the web bundle) keep finding them once bundled: import.meta.url is rewritten to the source file's own place,
 * relative to the bundle.
 */
const sourceRelativeImportMeta = {
  name: 'source-relative-import-meta',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const fromBundle = relative(outDir, args.path).split('\\').join('/');
      const fileUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`;
      const contents = source
        .replaceAll('import.meta.url', `${fileUrl}.href`)
        .replaceAll('import.meta.dirname', `__pathDirname(__fileUrlPath(${fileUrl}))`);
      return { contents, loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
};

await build({
  entryPoints: [`${root}apps/api/src/server.ts`, `${root}apps/api/src/make-database-template.ts`],
  outdir: outDir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: 'linked',
  logLevel: 'warning',
  banner: {
    js: [
      "import { fileURLToPath as __fileUrlPath } from 'node:url';",
      "import { dirname as __pathDirname } from 'node:path';",
    ].join('\n'),
  },
  plugins: [externalPackages, sourceRelativeImportMeta],
});
