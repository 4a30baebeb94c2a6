import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DemoContent, demoCurricula } from './demo-curriculum';

/** A copied demo file, by its name in files/. */
export type DemoFiles = Map<string, { storagePath: string; sizeBytes: number; mime: string }>;

const FILES_DIR = fileURLToPath(new URL('./files', import.meta.url));
const MIME_TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
};

/** Copies every file the demo curricula name into contentDir/demo. */
export function copyContentFiles(contentDir: string): DemoFiles {
  const target = join(contentDir, 'demo');
  mkdirSync(target, { recursive: true });
  const files: DemoFiles = new Map();
  const names = new Set(
    demoCurricula
      .flatMap((cu) =>
        cu.courses.flatMap((co) => co.concepts.flatMap((cn) => cn.subconcepts.flatMap((sc) => sc.content))),
      )
      .map((content) => content.file)
      .filter((file): file is string => Boolean(file)),
  );
  for (const name of names) {
    copyFileSync(join(FILES_DIR, name), join(target, name));
    files.set(name, {
      storagePath: `demo/${name}`,
      sizeBytes: statSync(join(target, name)).size,
      mime: MIME_TYPES[extname(name)] ?? 'application/octet-stream',
    });
  }
  return files;
}

/** Where a content item's bytes are: a copied file, or a URL for web content. */
export function contentSource(
  content: DemoContent,
  files: DemoFiles,
): { storagePath: string | null; mimeType: string | null; sizeBytes: number | null; url: string | null } {
  if (content.type === 'WEB' || !content.file) {
    return { storagePath: null, mimeType: null, sizeBytes: null, url: content.url ?? null };
  }
  const file = files.get(content.file);
  if (!file) throw new Error(`Demo file ${content.file} is missing`);
  return { storagePath: file.storagePath, mimeType: file.mime, sizeBytes: file.sizeBytes, url: null };
}
