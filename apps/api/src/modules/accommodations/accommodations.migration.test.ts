import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, testDriver } from '../../../test/test-app';

/**
 * Migration 0009 (issue 27): extra time becomes one row per student per scope. A row a teacher set
 * becomes that teacher's; one an admin set, or with no known setter, becomes the school-wide row.
 */
const folder = fileURLToPath(new URL('../../../../../packages/db/drizzle/', import.meta.url));
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const target = files.findIndex((name) => name.startsWith('0009_'));
const statements = (file: string) =>
  readFileSync(`${folder}${file}`, 'utf8')
    .split('--> statement-breakpoint')
    .filter((text) => text.trim() !== '');

interface Runner {
  query: (text: string) => Promise<Array<Record<string, unknown>>>;
  close: () => Promise<void>;
}

async function openRunner(): Promise<Runner> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const db = new PGlite();
    return { query: async (text) => (await db.query(text)).rows as never, close: () => db.close() };
  }
  const throwaway = await createThrowawayDatabase(server);
  const client = new pg.Client({ connectionString: throwaway.url });
  await client.connect();
  return {
    query: async (text) => (await client.query(text)).rows,
    close: async () => {
      await client.end();
      await throwaway.drop();
    },
  };
}

let db: Runner;
beforeAll(async () => {
  db = await openRunner();
  for (const file of files.slice(0, target)) for (const text of statements(file)) await db.query(text);
}, 120_000);
afterAll(async () => db?.close());

describe(`migration 0009: who set it decides the row's scope (${testDriver})`, () => {
  it("a teacher's row becomes hers; an admin's or an unknown setter's, school-wide", async () => {
    await db.query(`insert into users (id, type, username, password_hash, first_name, last_name) values
      (1, 'admin', 'admin', 'x', 'A', 'Admin'), (2, 'teacher', 't2', 'x', 'T', 'Two'),
      (3, 'teacher', 't3', 'x', 'T', 'Three'), (10, 'student', 's10', 'x', 'S', 'Ten'),
      (11, 'student', 's11', 'x', 'S', 'Eleven'), (12, 'student', 's12', 'x', 'S', 'Twelve')`);
    await db.query(`insert into student_accommodations (student_id, kind, amount, note, updated_by) values
      (10, 'PERCENT', 25, 'by a teacher', 2), (11, 'MINUTES', 10, 'by an admin', 1),
      (12, 'PERCENT', 50, 'setter unknown', null)`);
    for (const text of statements(files[target]!)) await db.query(text);
    const rows = await db.query(
      'select student_id, teacher_id, kind, amount, updated_by from student_accommodations order by student_id',
    );
    expect(rows).toEqual([
      { student_id: 10, teacher_id: 2, kind: 'PERCENT', amount: 25, updated_by: 2 },
      { student_id: 11, teacher_id: null, kind: 'MINUTES', amount: 10, updated_by: 1 },
      { student_id: 12, teacher_id: null, kind: 'PERCENT', amount: 50, updated_by: null },
    ]);
    // A second teacher's row for the same student now fits beside the first; a second school-wide one does not.
    await db.query(
      `insert into student_accommodations (student_id, teacher_id, kind, amount) values (10, 3, 'PERCENT', 10)`,
    );
    await expect(
      db.query(`insert into student_accommodations (student_id, kind, amount) values (11, 'PERCENT', 5)`),
    ).rejects.toThrow(/student_accommodations_scope_key/);
  });
});
