import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Executor } from '@pathshala/db';
import { sql } from 'drizzle-orm';
import { type ManifestTable, tableFileName } from './archive-format';
import {
  primaryKeyColumns,
  quoteIdentifier,
  schemaTableNames,
  tablesInForeignKeyOrder,
} from './database-tables';
import { HashingFileWriter } from './hashing-file';
import { isLockTimeout, LOCK_TIMEOUT_MS } from './lock-timeout';
import { lastAppliedMigration, type MigrationRef } from './migrations';

/** Rows fetched from the cursor at a time: a megabyte or two, never a whole table (fewer round trips are faster on PGlite). */
const FETCH_ROWS = 5000;

export interface DatabaseSnapshot {
  migration: MigrationRef;
  /** In foreign-key order, files relative to the work directory. */
  tables: ManifestTable[];
}

/**
 * Writes every table to `<workDir>/database/<table>.jsonl` from one snapshot: a REPEATABLE READ,
 * read-only transaction sees the database as it was at its first query, whatever commits meanwhile,
 * so the tables agree with each other. Each row is PostgreSQL's own JSON of it (row_to_json, times
 * in UTC): the same text from PGlite and from a server, and what json_populate_recordset reads back.
 *
 * This is the one transaction that waits on files while open: the snapshot is what is being copied.
 * It only reads; on a server other connections carry on; PGlite has one connection, so there other
 * queries wait until the copy is done (seconds for a school of thousands). The archive is built from
 * these files after the transaction, so a slow download holds no database. A table another
 * connection holds locked (a migration, maintenance) stops the snapshot after `lockTimeoutMs`.
 */
export async function exportDatabase(
  db: Database,
  workDir: string,
  { lockTimeoutMs = LOCK_TIMEOUT_MS }: { lockTimeoutMs?: number } = {},
): Promise<DatabaseSnapshot> {
  await mkdir(join(workDir, 'database'), { recursive: true });
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone to 'UTC'`);
      await tx.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`));
      const migration = await lastAppliedMigration(tx);
      if (!migration) throw new Error('The database has not been migrated: there is nothing to back up');
      const tables = await tablesInForeignKeyOrder(tx);
      assertSchemaTables(tables);
      const exported: ManifestTable[] = [];
      for (const table of tables) {
        try {
          exported.push(await exportTable(tx, table, workDir));
        } catch (error) {
          if (!isLockTimeout(error)) throw error;
          throw new Error(
            `The backup could not read table ${table}: it was locked by another connection for more than ${lockTimeoutMs / 1000} s (a migration or maintenance at work?). Try again once it is done.`,
          );
        }
      }
      return { migration, tables: exported };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A table the schema does not declare would be left out of the archive unseen: refuse instead. */
function assertSchemaTables(tables: string[]): void {
  const declared = schemaTableNames();
  const unknown = tables.filter((t) => !declared.includes(t));
  const missing = declared.filter((t) => !tables.includes(t));
  if (unknown.length > 0 || missing.length > 0) {
    throw new Error(
      `The database's tables differ from the schema (unknown: ${unknown.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'})`,
    );
  }
}

/**
 * How a table's rows are written: as PostgreSQL's own JSON of the row, except that a mail already
 * sent leaves its text behind (it may hold a temporary password or a reset link, and an archive
 * travels further than the server does); mail still waiting keeps it, to be sent after a restore.
 */
const ROW_JSON: Record<string, string> = {
  mail_queue: `(to_jsonb(t) || case when t.status = 'sent' then '{"text_body": ""}'::jsonb else '{}'::jsonb end)::text`,
};

async function exportTable(tx: Executor, table: string, workDir: string): Promise<ManifestTable> {
  const file = tableFileName(table);
  const writer = await HashingFileWriter.create(join(workDir, file));
  let rows = 0;
  try {
    const keys = await primaryKeyColumns(tx, table);
    const orderBy = keys.length > 0 ? ` order by ${keys.map(quoteIdentifier).join(', ')}` : '';
    // Ordered by primary key, so the same data always makes the same bytes.
    await tx.execute(
      sql.raw(
        `declare pathshala_backup no scroll cursor for select ${ROW_JSON[table] ?? 'row_to_json(t)::text'} as line from ${quoteIdentifier(table)} t${orderBy}`,
      ),
    );
    for (;;) {
      const batch = (await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from pathshala_backup`)))
        .rows as Array<{
        line: string;
      }>;
      if (batch.length > 0) await writer.write(`${batch.map((row) => row.line).join('\n')}\n`);
      rows += batch.length;
      if (batch.length < FETCH_ROWS) break;
    }
    await tx.execute(sql.raw('close pathshala_backup'));
    const { bytes, sha256 } = await writer.close();
    return { name: table, file, rows, bytes, sha256 };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
