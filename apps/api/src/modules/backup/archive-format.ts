import { z } from 'zod';

/**
 * A Pathshala backup is a gzipped tar holding, in this order:
 *   database/<table>.jsonl   every table, one row per line as PostgreSQL's row_to_json writes it
 *   content/<path>           every file of DATA_DIR/content
 *   manifest.json            what the archive holds: versions, row counts, sizes and sha256 of every part
 * The manifest comes last because content hashes are taken while the files are streamed in.
 * The format is logical (no driver's files): an archive of PGlite restores into PostgreSQL and back.
 */
export const BACKUP_FORMAT = 'pathshala-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_PREFIX = 'database/';
export const CONTENT_PREFIX = 'content/';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A table name as PostgreSQL's unquoted identifiers are: it also names a file in the archive. */
const TableName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  appVersion: z.string().max(50),
  database: z.object({
    /** Where the archive was made: informative only, a restore takes either. */
    driver: z.enum(['pglite', 'postgres']),
    /** The last migration applied when the snapshot was taken: a restore migrates to it first. */
    migration: z.object({
      tag: z.string().max(200).nullable(),
      createdAt: z.number().int().nonnegative(),
      hash: z.string().max(128),
    }),
    /** In foreign-key order: a restore inserts them as listed. */
    tables: z
      .array(
        z.object({
          name: TableName,
          file: z.string(),
          rows: z.number().int().nonnegative(),
          bytes: z.number().int().nonnegative(),
          sha256: Sha256,
        }),
      )
      .max(500),
  }),
  content: z
    .array(z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: Sha256 }))
    .max(1_000_000),
});
export type Manifest = z.infer<typeof Manifest>;
export type ManifestTable = Manifest['database']['tables'][number];
export type ManifestContentFile = Manifest['content'][number];

export const tableFileName = (table: string) => `${DATABASE_PREFIX}${table}.jsonl`;

const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 255;

/**
 * Whether a content path (relative to DATA_DIR/content, '/'-separated) stays inside that folder:
 * no absolute path, no '..' or '.' segment, no empty segment, no backslash or drive letter, no
 * control character. An archive is hostile input: anything else is refused, never "cleaned".
 */
export function isConfinedRelativePath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  if (path.includes('\\') || /^[A-Za-z]:/.test(path)) return false;
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return path
    .split('/')
    .every(
      (segment) =>
        segment !== '' && segment !== '.' && segment !== '..' && segment.length <= MAX_SEGMENT_LENGTH,
    );
}

/** The file name of an archive made at `at`: UTC, so names sort by time and never repeat across DST. */
export function archiveName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-21T02:00:00.000Z
  return `pathshala-backup-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z.tar.gz`;
}

const ARCHIVE_NAME = /^pathshala-backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** When an archive of that name was made, or null when the name is not one the server writes. */
export function archiveTime(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const at = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return Number.isNaN(at.getTime()) ? null : at;
}
