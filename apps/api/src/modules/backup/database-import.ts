import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Database, Executor } from '@pathshala/db';
import { sql } from 'drizzle-orm';
import type { Manifest } from './archive-format';
import { RestoreRefused } from './archive-reader';
import { quoteIdentifier, sequenceColumns } from './database-tables';

/** Rows per INSERT, and the most text one INSERT carries. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;
/** No row of ours comes near this; a longer line is a crafted archive, refused before it fills memory. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/**
 * Inserts every table's rows, in the manifest's (foreign-key) order, in one transaction: a failure
 * leaves the database as empty as it was. PostgreSQL reads each row back from its own JSON with
 * json_populate_recordset into the table's row type, so types (times, dates, reals, jsonb) come back
 * exactly as they were written. Counts are checked per table, and every sequence is moved past the
 * largest id restored so new rows get new ids.
 *
 * The transaction reads files while open: a restore runs with the server stopped, nothing waits on it.
 */
export async function loadTables(db: Database, stagingDir: string, manifest: Manifest): Promise<number> {
  return db.transaction(async (tx) => {
    let total = 0;
    for (const table of manifest.database.tables) {
      let lines = 0;
      for await (const batch of lineBatches(join(stagingDir, table.file))) {
        const rows = `[${batch.join(',')}]`;
        await tx.execute(
          sql`insert into ${sql.identifier(table.name)} select * from json_populate_recordset(null::${sql.identifier(table.name)}, ${rows}::json)`,
        );
        lines += batch.length;
      }
      const counted = await countRows(tx, table.name);
      if (lines !== table.rows || counted !== table.rows) {
        throw new RestoreRefused(
          `Table ${table.name} restored ${counted} rows where the manifest says ${table.rows}: nothing was restored.`,
        );
      }
      total += counted;
    }
    await resetSequences(tx);
    return total;
  });
}

export async function countRows(db: Executor, table: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number((result.rows[0] as { n: number | string }).n);
}

async function resetSequences(tx: Executor): Promise<void> {
  for (const { table, column } of await sequenceColumns(tx)) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${quoteIdentifier(table)}, ${column}),
                        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1,
                        false)`,
    );
  }
}

/** The file's lines in batches (bounded in rows and bytes); a line over the limit is refused. */
async function* lineBatches(path: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let batchBytes = 0;
  let rest = '';
  for await (const chunk of createReadStream(path, { encoding: 'utf8' })) {
    if (!(chunk as string).includes('\n')) {
      rest += chunk as string;
      if (rest.length > MAX_LINE_BYTES) throw new RestoreRefused(`${path} has a line too long to be a row.`);
      continue;
    }
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
        yield batch;
        batch = [];
        batchBytes = 0;
      }
    }
  }
  if (rest !== '') batch.push(rest);
  if (batch.length > 0) yield batch;
}
