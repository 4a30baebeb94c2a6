import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  api,
  buildPath,
  LIBRARY_DUPLICATES_LISTED,
  type LibraryDuplicate,
  LibraryDuplicateRefusal,
  libraryMessages,
} from '@pathshala/contracts';
import { auditLog, contentItems } from '@pathshala/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { contentRow, craftDocx, type UploadTarget } from './library.test-support';
import {
  type LibraryApp,
  pdfVariant,
  type LibraryRole as Role,
  startLibraryApp,
} from './library-app.test-helper';

type Place = LibraryApp['science'];

let t: TestApp;
let client: LibraryApp['client'];
let tokens: LibraryApp['tokens'];
/** Class 8 Science: teacher1 and teacher2 teach it; teacher3 teaches only Mathematics. */
let science: Place;
let maths: Place;
/** Uploads a whole file for a place (the Science subconcept unless named). */
let upload: LibraryApp['upload'];
/** Where the two places sit, as a refusal writes them (read from the content lists). */
const pathOf = new Map<number, string>();

beforeAll(async () => {
  ({ t, tokens, science, maths, client, upload } = await startLibraryApp());
  for (const place of [science, maths]) {
    const listed = await call(api.library.subconceptContent, 'admin', { subconceptId: place.subconceptId });
    const { curriculum, course, concept, subconcept } = listed.json().place;
    pathOf.set(place.subconceptId, [curriculum, course, concept, subconcept].map((p) => p.name).join(' / '));
  }
});
afterAll(async () => t?.close());

const uploadsDir = () => join(t.ctx.config.dataDir, 'uploads');
const hashNamedFiles = () =>
  readdirSync(join(t.ctx.config.dataDir, 'content')).filter((name) => /^[0-9a-f]{64}\./.test(name));

function call(
  endpoint: { method: string; path: string },
  role: Role,
  params: Record<string, number> = {},
  body?: object,
) {
  return t.app.inject({
    method: endpoint.method as 'GET' | 'POST',
    url: buildPath(endpoint.path, params),
    headers: { authorization: `Bearer ${tokens[role]}` },
    ...(body ? { payload: body } : {}),
  });
}

const attach = (role: Role, uploadId: string, extra: object = {}) =>
  call(api.library.attachUpload, role, {}, { uploadId, name: 'Notes', durationSeconds: 600, ...extra });

async function add(role: Role, bytes: Buffer, name: string, target: Partial<UploadTarget> = {}) {
  const response = await attach(role, await upload(role, bytes, target), { name, keepDuplicate: true });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item.id as number;
}

/** The 409's body, checked against its contract. */
function refusal(response: Awaited<ReturnType<typeof call>>): LibraryDuplicateRefusal {
  expect(response.statusCode, response.body).toBe(409);
  return LibraryDuplicateRefusal.parse(response.json());
}

const copy = (contentId: number, name: string, place: Place): LibraryDuplicate => ({
  contentId,
  name,
  placePath: pathOf.get(place.subconceptId)!,
  conceptId: place.conceptId,
  subconceptId: place.subconceptId,
});

const itemsWithFile = async (storagePath: string) =>
  t.database.db.select().from(contentItems).where(eq(contentItems.storagePath, storagePath));

async function audits(action: string, entityId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

describe('adding a file already in the library', () => {
  it('refuses (409) naming where it is, changes nothing, and keeps the upload for the choice', async () => {
    const bytes = pdfVariant('asked');
    const first = await add('teacher2', bytes, 'Cell notes');
    const storagePath = (await contentRow(t.database.db, first)).storagePath!;
    const filesBefore = hashNamedFiles();

    const uploadId = await upload('teacher2', bytes);
    const refused = refusal(await attach('teacher2', uploadId));
    const at = copy(first, 'Cell notes', science);
    expect(refused).toEqual({
      success: false,
      message: libraryMessages.alreadyInLibrary([`${at.placePath}: Cell notes`], 0),
      duplicates: [at],
      duplicateCount: 1,
    });
    expect(refused.message).toMatch(
      /^This file is already in the library at Class 8 Science \/ .+ \/ .+ \/ .+: /,
    );
    expect(await itemsWithFile(storagePath)).toHaveLength(1);
    expect(hashNamedFiles()).toEqual(filesBefore);
    expect(existsSync(join(uploadsDir(), uploadId))).toBe(true);
    // Asking again asks again: nothing was decided for the teacher.
    expect(refusal(await attach('teacher2', uploadId)).duplicateCount).toBe(1);
  });

  it('keeps it as well when asked to: a second item, the file stored once, the audit says beside what', async () => {
    const bytes = pdfVariant('kept');
    const first = await add('teacher2', bytes, 'Cell notes');
    const uploadId = await upload('teacher2', bytes, { conceptId: science.conceptId });
    refusal(await attach('teacher2', uploadId, { name: 'Cell notes again' }));

    const kept = await attach('teacher2', uploadId, { name: 'Cell notes again', keepDuplicate: true });
    expect(kept.statusCode, kept.body).toBe(200);
    const second = kept.json().item.id as number;
    const [a, b] = [await contentRow(t.database.db, first), await contentRow(t.database.db, second)];
    expect(b).toMatchObject({ conceptId: science.conceptId, subconceptId: null, name: 'Cell notes again' });
    expect(b.storagePath).toBe(a.storagePath);
    expect(hashNamedFiles().filter((name) => name === a.storagePath)).toHaveLength(1);
    expect(existsSync(join(uploadsDir(), uploadId))).toBe(false);
    const [created] = await audits('content.create', second);
    expect(created?.details).toMatchObject({ keptBeside: [first] });
    expect((await audits('content.create', first))[0]?.details).not.toHaveProperty('keptBeside');

    // The concept's own item is named down to the concept.
    const third = refusal(await attach('teacher2', await upload('teacher2', bytes)));
    expect(third.duplicates.map((d) => d.placePath)).toEqual([
      pathOf.get(science.subconceptId),
      pathOf.get(science.subconceptId)!.split(' / ').slice(0, 3).join(' / '),
    ]);
  });

  it('skips it when the upload is cancelled: nothing added, and the upload and no stored file left behind', async () => {
    const bytes = pdfVariant('skipped');
    const first = await add('teacher2', bytes, 'Cell notes');
    const filesBefore = hashNamedFiles();
    const uploadId = await upload('teacher2', bytes);
    const location = `/api/library/uploads/${uploadId}`;
    refusal(await attach('teacher2', uploadId));

    expect((await client.remove(tokens.teacher2, location)).status).toBe(204);
    expect(existsSync(join(uploadsDir(), uploadId))).toBe(false);
    expect(existsSync(join(uploadsDir(), `${uploadId}.json`))).toBe(false);
    expect(hashNamedFiles()).toEqual(filesBefore);
    expect(await itemsWithFile((await contentRow(t.database.db, first)).storagePath!)).toHaveLength(1);
    expect((await attach('teacher2', uploadId, { keepDuplicate: true })).statusCode).toBe(404);
  });

  it('leaves no converted document behind when a Word file is refused as a duplicate', async () => {
    const docx = craftDocx(['# Osmosis', 'Water moves across a membrane.']);
    const target = { filename: 'osmosis.docx', type: 'DOC' as const };
    await add('teacher2', docx, 'Osmosis', target);
    const uploadId = await upload('teacher2', docx, target);
    expect(refusal(await attach('teacher2', uploadId)).duplicates[0]?.name).toBe('Osmosis');
    expect(readdirSync(uploadsDir()).filter((name) => name.startsWith('.work-'))).toEqual([]);
    expect((await attach('teacher2', uploadId, { keepDuplicate: true })).statusCode).toBe(200);
  });

  it('adds one of two uploads of one file sent at once and asks about the other', async () => {
    const bytes = pdfVariant('together');
    const [a, b] = [await upload('teacher2', bytes), await upload('teacher1', bytes)];
    const answers = await Promise.all([attach('teacher2', a), attach('teacher1', b)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('names the first places and counts the rest', async () => {
    const bytes = pdfVariant('many');
    for (let n = 0; n <= LIBRARY_DUPLICATES_LISTED; n++) await add('admin', bytes, `Copy ${n}`);
    const refused = refusal(await attach('admin', await upload('admin', bytes)));
    expect(refused.duplicates).toHaveLength(LIBRARY_DUPLICATES_LISTED);
    expect(refused.duplicateCount).toBe(LIBRARY_DUPLICATES_LISTED + 1);
    expect(refused.message).toMatch(/ and 1 more place\. Nothing was changed/);
  });

  it('refuses a keepDuplicate that is not true or false (400), changing nothing', async () => {
    const bytes = pdfVariant('typed');
    await add('admin', bytes, 'Typed');
    const uploadId = await upload('admin', bytes);
    for (const value of ['yes', 1, null]) {
      const refused = await attach('admin', uploadId, { keepDuplicate: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(libraryMessages.keepDuplicateInvalid);
    }
    expect(existsSync(join(uploadsDir(), uploadId))).toBe(true);
  });
});

describe('who is told, and about what', () => {
  it('only an editor may keep or skip: a student 403, another teacher’s upload 404 (to add or to cancel)', async () => {
    const bytes = pdfVariant('theirs');
    await add('teacher2', bytes, 'Theirs');
    const uploadId = await upload('teacher2', bytes);
    const location = `/api/library/uploads/${uploadId}`;

    const student = await attach('student', uploadId, { keepDuplicate: true });
    expect(student.statusCode).toBe(403);
    for (const other of ['teacher1', 'admin'] as const) {
      const stolen = await attach(other, uploadId, { keepDuplicate: true });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().message).toBe(libraryMessages.uploadNotFound);
      expect((await client.remove(tokens[other], location)).status).toBe(404);
    }
    expect((await client.remove(tokens.student, location)).status).toBe(403);
    // Still the owner's to decide.
    expect(refusal(await attach('teacher2', uploadId)).duplicates[0]?.name).toBe('Theirs');
  });

  it('does not count a retired item, nor one in a retired place', async () => {
    const retiredItem = pdfVariant('retired item');
    const item = await add('teacher2', retiredItem, 'Old notes');
    expect((await call(api.library.retire, 'teacher2', { contentId: item })).statusCode).toBe(200);
    expect((await attach('teacher2', await upload('teacher2', retiredItem))).statusCode).toBe(200);

    const inRetiredPlace = pdfVariant('retired place');
    await add('teacher2', inRetiredPlace, 'Hidden notes');
    const subconceptId = science.subconceptId;
    expect((await call(api.curriculum.retireSubconcept, 'admin', { subconceptId })).statusCode).toBe(200);
    try {
      const elsewhere = await upload('teacher2', inRetiredPlace, { conceptId: science.conceptId });
      expect((await attach('teacher2', elsewhere)).statusCode).toBe(200);
    } finally {
      await call(api.curriculum.restoreSubconcept, 'admin', { subconceptId });
    }
  });

  it('names only places the caller may change: a curriculum she does not teach stays unnamed', async () => {
    const bytes = pdfVariant('other curriculum');
    await add('admin', bytes, 'Science notes');
    // teacher3 teaches Mathematics only: the Science copy is not hers to see or use.
    const mathsTarget = { subconceptId: maths.subconceptId };
    const own = await attach('teacher3', await upload('teacher3', bytes, mathsTarget), {
      name: 'Maths notes',
    });
    expect(own.statusCode, own.body).toBe(200);
    const mathsItem = own.json().item.id as number;

    const again = refusal(await attach('teacher3', await upload('teacher3', bytes, mathsTarget)));
    expect(again.duplicates).toEqual([copy(mathsItem, 'Maths notes', maths)]);
    expect(again.message).not.toContain('Science');

    // The admin may change every curriculum: both are named.
    const admin = refusal(await attach('admin', await upload('admin', bytes, mathsTarget)));
    expect(admin.duplicates.map((d) => d.name)).toEqual(['Science notes', 'Maths notes']);
  });
});

describe('replacing a file with one already in the library', () => {
  it('asks when another item holds it, not when the item itself does', async () => {
    const [p, q] = [pdfVariant('replace p'), pdfVariant('replace q')];
    const a = await add('teacher2', p, 'P');
    const b = await add('teacher2', q, 'Q');
    const replace = (uploadId: string, extra: object = {}) =>
      call(api.library.replaceFile, 'teacher2', { contentId: b }, { uploadId, ...extra });

    const same = await replace(await upload('teacher2', q));
    expect(same.statusCode, same.body).toBe(200);

    const uploadId = await upload('teacher2', p);
    expect(refusal(await replace(uploadId)).duplicates).toEqual([copy(a, 'P', science)]);
    expect((await contentRow(t.database.db, b)).name).toBe('Q');
    expect((await call(api.library.replaceFile, 'student', { contentId: b }, { uploadId })).statusCode).toBe(
      403,
    );
    const kept = await replace(uploadId, { keepDuplicate: true });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await contentRow(t.database.db, b)).storagePath).toBe(
      (await contentRow(t.database.db, a)).storagePath,
    );
    expect((await audits('content.replace', b))[0]?.details).toMatchObject({ keptBeside: [a] });
  });
});
