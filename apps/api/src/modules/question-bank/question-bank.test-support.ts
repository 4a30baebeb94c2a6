import { buildPath } from '@pathshala/contracts';
import { concepts, courses, curricula, questions, subconcepts } from '@pathshala/db';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';

export type Role = 'admin' | 'teacher1' | 'teacher2' | 'teacher3' | 'student';
export const ROLES: readonly Role[] = ['admin', 'teacher1', 'teacher2', 'teacher3', 'student'];

/** Signs every demo role in once. */
export async function signInAll(t: TestApp): Promise<Record<Role, string>> {
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) tokens[role] = (await t.login(role)).token;
  return tokens;
}

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
}

/** Calls an endpoint as a role (or without a token), with params filled and an optional body. */
export function caller(t: TestApp, tokens: Record<Role, string>) {
  return (endpoint: Call, role: Role | null, params: Record<string, number | string> = {}, body?: unknown) =>
    t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, params),
      headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
}

/** The first subconcept of a curriculum, with its parents' ids. */
export async function firstPlace(t: TestApp, curriculumName: string) {
  const [row] = await t.database.db
    .select({
      curriculumId: curricula.id,
      courseId: courses.id,
      conceptId: concepts.id,
      subconceptId: subconcepts.id,
    })
    .from(subconcepts)
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(eq(curricula.name, curriculumName))
    .orderBy(asc(courses.position), asc(concepts.position), asc(subconcepts.position))
    .limit(1);
  return row!;
}

/** A valid question for a subconcept; `overrides` change any field. */
export function questionInput(subconceptId: number, overrides: Record<string, unknown> = {}) {
  return {
    subconceptId,
    text: 'What is \\(\\frac{1}{2} + \\frac{1}{4}\\)?',
    options: [{ text: '\\(\\frac{3}{4}\\)' }, { text: '\\(\\frac{2}{6}\\)' }, { text: '1' }],
    correctOption: 1,
    marks: 1,
    explanation: 'Write both with the denominator 4: 2/4 + 1/4 = 3/4.',
    use: 'BOTH',
    difficulty: 'EASY',
    ...overrides,
  };
}

export async function countQuestions(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(questions);
  return Number(row!.n);
}

/** A current demo question (no author) of an assessment, at a given seq. */
export async function questionAt(t: TestApp, assessmentId: number, seqNum: number) {
  const rows = (await t.database.db.execute(
    `select question_id::int as id from assessment_questions where assessment_id = ${assessmentId} and seq_num = ${seqNum}` as never,
  )) as { rows: Array<{ id: number }> };
  const id = Number(rows.rows[0]!.id);
  const [row] = await t.database.db.select().from(questions).where(eq(questions.id, id));
  return row!;
}

/** Current, active questions of a subconcept. */
export function activeQuestionsOf(t: TestApp, subconceptId: number) {
  return t.database.db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.subconceptId, subconceptId),
        isNull(questions.replacedById),
        isNull(questions.retiredAt),
      ),
    );
}

/** A multipart body with one `file` part. */
export function multipartFile(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1x1 PNG; `variant` adds a text chunk, so each variant has a hash of its own. */
export function pngBytes(variant = ''): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  if (!variant) return png;
  // Insert a tEXt chunk before IEND (CRC left zero: readers and file-type do not check it).
  const data = Buffer.from(`Comment\0${variant}`);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'ascii');
  data.copy(chunk, 8);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}
