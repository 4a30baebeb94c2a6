import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { api, buildPath, type LibraryItem, libraryMessages } from '@pathshala/contracts';
import { auditLog, concepts } from '@pathshala/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { contentRow, craftDocx, craftMp4, seedFile, type UploadTarget } from './library.test-support';
import {
  type LibraryApp,
  pdfVariant,
  type LibraryRole as Role,
  startLibraryApp,
} from './library-app.test-helper';

let t: TestApp;
let pages: Server;
let pagesUrl: string;
const pagesReceived: string[] = [];
/** A public-looking page: this machine has no internet, and a .invalid name never resolves. */
const PAGE = 'https://pages.example.invalid';
let tokens: LibraryApp['tokens'];
/** Science (teacher1 and teacher2 teach it; teacher3 teaches only Mathematics). */
let science: LibraryApp['science'];
let maths: LibraryApp['maths'];
let client: LibraryApp['client'];
/** Uploads a whole file for a place: the Science subconcept unless the target names another. */
let upload: LibraryApp['upload'];
const pdf = seedFile('cells-notes.pdf');
const slides = seedFile('forces-slides.pdf');

beforeAll(async () => {
  ({ t, tokens, science, maths, client, upload } = await startLibraryApp());
  // A web server on this machine: a link to it must never make the server ask it anything.
  pages = createServer((request, response) => {
    pagesReceived.push(request.url ?? '');
    response.end('<html></html>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});
afterAll(async () => {
  pages?.close();
  await t?.close();
});

const contentDir = () => join(t.ctx.config.dataDir, 'content');
const hashNamedFiles = () => readdirSync(contentDir()).filter((name) => /^[0-9a-f]{64}\./.test(name));

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
}
function call(endpoint: Call, role: Role | null, params: Record<string, number> = {}, body?: object) {
  return t.app.inject({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
    ...(body ? { payload: body } : {}),
  });
}

/**
 * Adds an upload. These tests add the demo's files again and again, so a file already in the library
 * is kept (library-duplicates.routes.test.ts is where the library asks first).
 */
async function attach(role: Role, uploadId: string, name = 'Notes', durationSeconds = 600) {
  return call(api.library.attachUpload, role, {}, { uploadId, name, durationSeconds, keepDuplicate: true });
}

async function addPdf(role: Role, target: Partial<UploadTarget> = {}, bytes = pdf): Promise<LibraryItem> {
  const response = await attach(role, await upload(role, bytes, target));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item;
}

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('who may edit content', () => {
  it('answers 401, 403, 403 (other curriculum), then 200 for the curriculum’s teacher and an admin', async () => {
    const item = await addPdf('admin');
    const place = { subconceptId: science.subconceptId };
    const calls: Array<[Call, Record<string, number>, object | undefined]> = [
      [api.library.subconceptContent, place, undefined],
      [api.library.conceptContent, { conceptId: science.conceptId }, undefined],
      [api.library.addSubconceptLink, place, { name: 'Page', url: `${PAGE}/ok`, durationSeconds: 60 }],
      [
        api.library.addConceptLink,
        { conceptId: science.conceptId },
        { name: 'Page', url: `${PAGE}/ok`, durationSeconds: 60 },
      ],
      [api.library.update, { contentId: item.id }, { name: 'Renamed' }],
    ];

    for (const [endpoint, params, body] of calls) {
      expect((await call(endpoint, null, params, body)).statusCode).toBe(401);
      expect((await call(endpoint, 'student', params, body)).statusCode).toBe(403);
      const foreign = await call(endpoint, 'teacher3', params, body);
      expect(foreign.statusCode, endpoint.path).toBe(403);
      expect(foreign.json().message).toBe(libraryMessages.notYourCurriculum);
      for (const role of ['teacher2', 'admin'] as const) {
        expect((await call(endpoint, role, params, body)).statusCode, `${role} ${endpoint.path}`).toBe(200);
      }
    }
    for (const role of ['teacher2', 'admin'] as const) {
      expect((await call(api.library.retire, role, { contentId: item.id })).statusCode).toBe(200);
      expect((await call(api.library.restore, role, { contentId: item.id })).statusCode).toBe(200);
    }
    for (const endpoint of [api.library.retire, api.library.restore]) {
      expect((await call(endpoint, null, { contentId: item.id })).statusCode).toBe(401);
      expect((await call(endpoint, 'student', { contentId: item.id })).statusCode).toBe(403);
      expect((await call(endpoint, 'teacher3', { contentId: item.id })).statusCode).toBe(403);
    }
    // Reorder and the upload calls, by the same rule.
    const live = (await call(api.library.subconceptContent, 'admin', place)).json().items as LibraryItem[];
    const order = { contentIds: live.filter((i) => !i.retiredAt).map((i) => i.id) };
    expect((await call(api.library.reorderSubconcept, null, place, order)).statusCode).toBe(401);
    expect((await call(api.library.reorderSubconcept, 'student', place, order)).statusCode).toBe(403);
    expect((await call(api.library.reorderSubconcept, 'teacher3', place, order)).statusCode).toBe(403);
    expect((await call(api.library.reorderSubconcept, 'teacher2', place, order)).statusCode).toBe(200);
    const body = { uploadId: 'a'.repeat(32), name: 'X', durationSeconds: 1 };
    expect((await call(api.library.attachUpload, null, {}, body)).statusCode).toBe(401);
    expect((await call(api.library.attachUpload, 'student', {}, body)).statusCode).toBe(403);
    expect((await call(api.library.replaceFile, 'student', { contentId: item.id }, body)).statusCode).toBe(
      403,
    );
    const teacher3Upload = await upload('teacher3', pdf, { subconceptId: maths.subconceptId });
    const foreignReplace = await call(
      api.library.replaceFile,
      'teacher3',
      { contentId: item.id },
      { uploadId: teacher3Upload },
    );
    expect(foreignReplace.statusCode).toBe(403);
  });

  it('answers 404 for unknown places and items', async () => {
    expect((await call(api.library.conceptContent, 'admin', { conceptId: 999_999 })).statusCode).toBe(404);
    expect((await call(api.library.subconceptContent, 'admin', { subconceptId: 999_999 })).statusCode).toBe(
      404,
    );
    expect((await call(api.library.retire, 'admin', { contentId: 999_999 })).statusCode).toBe(404);
    const missing = await call(api.library.update, 'admin', { contentId: 999_999 }, { name: 'X' });
    expect(missing.json().message).toBe(libraryMessages.contentNotFound(999_999));
  });

  it('lists the curricula each editor may change', async () => {
    const names = async (role: Role) =>
      ((await call(api.library.curricula, role)).json().curricula as Array<{ name: string }>).map(
        (c) => c.name,
      );
    expect(await names('admin')).toEqual(['Class 8 Mathematics', 'Class 8 Science']);
    expect(await names('teacher1')).toEqual(['Class 8 Mathematics', 'Class 8 Science']);
    expect(await names('teacher2')).toEqual(['Class 8 Science']);
    expect(await names('teacher3')).toEqual(['Class 8 Mathematics']);
    expect((await call(api.library.curricula, 'student')).statusCode).toBe(403);
    const [curriculum] = (await call(api.library.curricula, 'teacher2')).json().curricula;
    const concept = curriculum.courses[0].concepts[0];
    expect(concept.subconcepts[0]).toMatchObject({ id: expect.any(Number), liveItems: expect.any(Number) });
  });
});

describe('adding uploads', () => {
  it('stores a finished upload by its sha256, records it at the end of its place and serves it', async () => {
    const before = (
      await call(api.library.subconceptContent, 'teacher2', { subconceptId: science.subconceptId })
    ).json();
    const uploadId = await upload('teacher2', pdf, { filename: 'Cell notes.pdf' });
    const response = await attach('teacher2', uploadId);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().item as LibraryItem;
    // The upload is gone from DATA_DIR/uploads once added.
    expect(existsSync(join(t.ctx.config.dataDir, 'uploads', `${uploadId}.json`))).toBe(false);
    expect(item).toMatchObject({
      type: 'PDF',
      name: 'Notes',
      durationSeconds: 600,
      fileName: 'Cell notes.pdf',
    });
    expect(item.sizeBytes).toBe(pdf.length);
    const row = await contentRow(t.database.db, item.id);
    expect(row.storagePath).toBe(`${row.sha256}.pdf`);
    expect(readFileSync(join(contentDir(), row.storagePath!)).equals(pdf)).toBe(true);
    const liveBefore = (before.items as LibraryItem[]).filter((i) => !i.retiredAt);
    expect(item.position).toBeGreaterThan(Math.max(...liveBefore.map((i) => i.position)));
    expect((await lastAudit('content.create'))?.entityId).toBe(String(item.id));

    const served = await t.app.inject({ method: 'GET', url: item.openLink });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('stores a file uploaded twice once', async () => {
    const first = await addPdf('admin', { type: 'PPT', subconceptId: science.subconceptId }, slides);
    const second = await addPdf('admin', { type: 'PPT', conceptId: science.conceptId }, slides);
    const [a, b] = [await contentRow(t.database.db, first.id), await contentRow(t.database.db, second.id)];
    expect(a.storagePath).toBe(b.storagePath);
    expect(hashNamedFiles().filter((name) => name === a.storagePath)).toHaveLength(1);
  });

  it('refuses another user’s upload, an unfinished one, and one made for another type', async () => {
    const theirs = await upload('teacher2', pdf);
    const stolen = await attach('teacher1', theirs);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(libraryMessages.uploadNotFound);

    const created = await client.create(tokens.teacher2, pdf.length, {
      filename: 'half.pdf',
      type: 'PDF',
      subconceptId: science.subconceptId,
    });
    const location = created.headers.get('location')!;
    await client.patch(tokens.teacher2, location, 0, pdf.subarray(0, 1000));
    const unfinished = await attach('teacher2', location.split('/').pop()!);
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toBe(libraryMessages.uploadUnfinished);

    const malformed = await call(
      api.library.attachUpload,
      'admin',
      {},
      { uploadId: '../../etc', name: 'X', durationSeconds: 1 },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(libraryMessages.uploadIdInvalid);
  });

  it('checks the type by content: a .mp4 holding a PDF is refused and its upload deleted', async () => {
    const uploadId = await upload('admin', pdf, { filename: 'lesson.mp4', type: 'VID' });
    const refused = await attach('admin', uploadId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(libraryMessages.wrongType('a PDF', 'VID'));
    expect(existsSync(join(t.ctx.config.dataDir, 'uploads', uploadId))).toBe(false);
    expect((await attach('admin', uploadId)).statusCode).toBe(404);
  });

  it('refuses a video that cannot start before it has downloaded, with how to fix it', async () => {
    const uploadId = await upload('admin', craftMp4('index-at-end'), { filename: 'lesson.mp4', type: 'VID' });
    const refused = await attach('admin', uploadId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(libraryMessages.videoIndexAtEnd);
    expect(refused.json().message).toContain('-movflags +faststart');

    const good = await attach(
      'admin',
      await upload('admin', craftMp4('fast-start'), { type: 'VID', filename: 'a.mp4' }),
    );
    expect(good.statusCode).toBe(200);
    expect(good.json().item).toMatchObject({ type: 'VID', mimeType: 'video/mp4' });
  });

  it('turns a .docx into the document viewer’s HTML', async () => {
    const docx = craftDocx(['# Transpiration', 'Water leaves the leaves.']);
    const response = await attach(
      'teacher2',
      await upload('teacher2', docx, { filename: 'water.docx', type: 'DOC' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().item as LibraryItem;
    expect(item).toMatchObject({ type: 'DOC', fileName: 'water.docx', mimeType: 'text/html; charset=utf-8' });
    const row = await contentRow(t.database.db, item.id);
    expect(row.storagePath).toMatch(/^[0-9a-f]{64}\.html$/);
    const served = await t.app.inject({ method: 'GET', url: item.openLink });
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(served.body).toContain('<h1>Transpiration</h1>');
  });
});

describe('replacing a file', () => {
  it('keeps a file still used by another item (retired ones included); removes it when unused', async () => {
    const own = pdfVariant('replace');
    const a = await addPdf('admin', {}, own);
    const b = await addPdf('admin', { conceptId: science.conceptId }, own);
    const shared = (await contentRow(t.database.db, a.id)).storagePath!;
    expect((await contentRow(t.database.db, b.id)).storagePath).toBe(shared);
    expect((await call(api.library.retire, 'admin', { contentId: b.id })).statusCode).toBe(200);

    const replaceA = await call(
      api.library.replaceFile,
      'admin',
      { contentId: a.id },
      { uploadId: await upload('admin', slides), keepDuplicate: true },
    );
    expect(replaceA.statusCode, replaceA.body).toBe(200);
    expect(replaceA.json().item.sizeBytes).toBe(slides.length);
    expect((await contentRow(t.database.db, a.id)).storagePath).not.toBe(shared);
    // The retired item still uses the old file: it stays.
    expect(existsSync(join(contentDir(), shared))).toBe(true);
    expect((await lastAudit('content.replace'))?.entityId).toBe(String(a.id));

    await call(api.library.restore, 'admin', { contentId: b.id });
    const replaceB = await call(
      api.library.replaceFile,
      'admin',
      { contentId: b.id },
      { uploadId: await upload('admin', slides, { conceptId: science.conceptId }), keepDuplicate: true },
    );
    expect(replaceB.statusCode).toBe(200);
    expect(existsSync(join(contentDir(), shared))).toBe(false);
    // The new file is the one both now use, stored once.
    expect((await contentRow(t.database.db, b.id)).storagePath).toBe(
      (await contentRow(t.database.db, a.id)).storagePath,
    );
  });

  it('wants an upload of the same place and type, and no web link', async () => {
    const item = await addPdf('admin');
    const elsewhere = await call(
      api.library.replaceFile,
      'admin',
      { contentId: item.id },
      {
        uploadId: await upload('admin', pdf, { conceptId: science.conceptId }),
      },
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(libraryMessages.uploadOtherPlace);
    const otherType = await call(
      api.library.replaceFile,
      'admin',
      { contentId: item.id },
      {
        uploadId: await upload('admin', pdf, { type: 'DOC' }),
      },
    );
    expect(otherType.statusCode).toBe(409);
    const link = (
      await call(
        api.library.addSubconceptLink,
        'admin',
        { subconceptId: science.subconceptId },
        {
          name: 'Page',
          url: `${PAGE}/ok`,
          durationSeconds: 60,
        },
      )
    ).json().item;
    const web = await call(
      api.library.replaceFile,
      'admin',
      { contentId: link.id },
      {
        uploadId: await upload('admin', pdf),
      },
    );
    expect(web.statusCode).toBe(400);
    expect(web.json().message).toBe(libraryMessages.webHasNoFile);
  });
});

describe('web links', () => {
  it('adds http(s) links, saying when the page cannot be reached (whether a page may be framed: web-probe.test)', async () => {
    const place = { conceptId: science.conceptId };
    const ok = await call(api.library.addConceptLink, 'teacher2', place, {
      name: 'Ok',
      url: `${PAGE}/ok`,
      durationSeconds: 300,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      webCheck: 'unreachable',
      item: { type: 'WEB', url: `${PAGE}/ok`, openLink: `${PAGE}/ok` },
    });
    expect((await lastAudit('content.create'))?.details).toMatchObject({ type: 'WEB' });
  });

  it('refuses a link to this machine or the school network, in any spelling, without asking it anything', async () => {
    const port = new URL(pagesUrl).port;
    const place = { conceptId: science.conceptId };
    const before = (await call(api.library.conceptContent, 'teacher2', place)).json().items.length;
    const urls = [
      `${pagesUrl}/direct`,
      `http://2130706433:${port}/decimal`,
      `http://0x7f000001:${port}/hex`,
      `http://127.1:${port}/short`,
      `http://localhost:${port}/name`,
      `http://[::ffff:127.0.0.1]:${port}/mapped`,
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://127.1/',
      'http://localhost/',
      'http://[::1]/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://172.16.0.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
      `${PAGE}:8443/other-port`,
    ];
    for (const url of urls) {
      const response = await call(api.library.addConceptLink, 'teacher2', place, {
        name: 'Inside',
        url,
        durationSeconds: 60,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(libraryMessages.urlNotAllowed);
    }
    expect(pagesReceived).toEqual([]);
    expect((await call(api.library.conceptContent, 'teacher2', place)).json().items).toHaveLength(before);
    // Nor can a link be changed to point there.
    const link = (
      await call(api.library.addConceptLink, 'teacher2', place, {
        name: 'Out',
        url: `${PAGE}/x`,
        durationSeconds: 1,
      })
    ).json().item;
    const moved = await call(
      api.library.update,
      'teacher2',
      { contentId: link.id },
      { url: `${pagesUrl}/moved` },
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(libraryMessages.urlNotAllowed);
    expect(pagesReceived).toEqual([]);
  });

  it.each([
    ['javascript:alert(1)', libraryMessages.urlScheme],
    ['ftp://files.example.org/a', libraryMessages.urlScheme],
    ['https://user:secret@example.org/', libraryMessages.urlCredentials],
    ['not a link', libraryMessages.urlInvalid],
    ['', libraryMessages.urlRequired],
  ])('refuses %j', async (url, message) => {
    const response = await call(
      api.library.addConceptLink,
      'admin',
      { conceptId: science.conceptId },
      {
        name: 'Link',
        url,
        durationSeconds: 60,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('names each missing or wrong field', async () => {
    const place = { conceptId: science.conceptId };
    const noName = await call(api.library.addConceptLink, 'admin', place, {
      url: 'https://example.org',
      durationSeconds: 1,
    });
    expect(noName.json().message).toBe(libraryMessages.nameRequired);
    const badDuration = await call(api.library.addConceptLink, 'admin', place, {
      name: 'X',
      url: 'https://example.org',
      durationSeconds: -1,
    });
    expect(badDuration.json().message).toBe(libraryMessages.durationInvalid);
  });

  it('takes a file or a link without a duration (a PDF has none to give): no duration set', async () => {
    const uploadId = await upload('admin', pdfVariant('no duration'));
    const attached = await call(
      api.library.attachUpload,
      'admin',
      {},
      { uploadId, name: 'Notes without a time' },
    );
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().item.durationSeconds).toBe(0);
    const link = await call(
      api.library.addConceptLink,
      'admin',
      { conceptId: science.conceptId },
      { name: 'A page', url: 'https://example.org' },
    );
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().item.durationSeconds).toBe(0);
  });
});

describe('editing, ordering, retiring and restoring', () => {
  it('changes a name and duration; only a web link has an address', async () => {
    const item = await addPdf('teacher2');
    const renamed = await call(
      api.library.update,
      'teacher2',
      { contentId: item.id },
      { name: '  Cells  ', durationSeconds: 120 },
    );
    expect(renamed.json().item).toMatchObject({ name: 'Cells', durationSeconds: 120 });
    expect((await lastAudit('content.update'))?.details).toEqual({ name: 'Cells', durationSeconds: 120 });
    const url = await call(
      api.library.update,
      'teacher2',
      { contentId: item.id },
      { url: 'https://example.org' },
    );
    expect(url.statusCode).toBe(400);
    expect(url.json().message).toBe(libraryMessages.urlOnlyForWeb);
  });

  it('orders exactly the live items of a place', async () => {
    const place = { conceptId: maths.conceptId };
    const added: LibraryItem[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const response = await call(api.library.addConceptLink, 'teacher3', place, {
        name,
        url: `${PAGE}/ok`,
        durationSeconds: 60,
      });
      added.push(response.json().item);
    }
    const reversed = added.map((i) => i.id).reverse();
    const ordered = await call(api.library.reorderConcept, 'teacher3', place, { contentIds: reversed });
    expect(ordered.statusCode).toBe(200);
    expect((ordered.json().items as LibraryItem[]).map((i) => i.id)).toEqual(reversed);
    expect((await lastAudit('content.reorder'))?.details).toMatchObject({ contentIds: reversed });

    const missing = await call(api.library.reorderConcept, 'teacher3', place, {
      contentIds: reversed.slice(1),
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(libraryMessages.reorderMismatch);
    const repeated = await call(api.library.reorderConcept, 'teacher3', place, {
      contentIds: [...reversed, reversed[0]],
    });
    expect(repeated.statusCode).toBe(400);
    const foreignItem = await addPdf('admin');
    const foreign = await call(api.library.reorderConcept, 'teacher3', place, {
      contentIds: [...reversed.slice(1), foreignItem.id],
    });
    expect(foreign.statusCode).toBe(409);

    // A retired item leaves the order; restored, it comes back at the end.
    await call(api.library.retire, 'teacher3', { contentId: reversed[0]! });
    const withoutRetired = await call(api.library.reorderConcept, 'teacher3', place, {
      contentIds: reversed.slice(1),
    });
    expect(withoutRetired.statusCode).toBe(200);
    const restored = await call(api.library.restore, 'teacher3', { contentId: reversed[0]! });
    expect(restored.json().item.retiredAt).toBeNull();
    const listed = (await call(api.library.conceptContent, 'teacher3', place)).json().items as LibraryItem[];
    expect(listed.map((i) => i.id)).toEqual([...reversed.slice(1), reversed[0]]);
  });

  it('retires and restores, keeping the file and answering 409 when already done', async () => {
    const item = await addPdf('teacher2');
    const retired = await call(api.library.retire, 'teacher2', { contentId: item.id });
    expect(retired.json().item.retiredAt).toBe(t.clock.now().toISOString());
    expect((await lastAudit('content.retire'))?.entityId).toBe(String(item.id));
    expect(existsSync(join(contentDir(), (await contentRow(t.database.db, item.id)).storagePath!))).toBe(
      true,
    );
    const listed = (
      await call(api.library.subconceptContent, 'teacher2', { subconceptId: science.subconceptId })
    ).json();
    // Retired items are listed after the live ones.
    const items = listed.items as LibraryItem[];
    expect(items.at(-1)).toMatchObject({ id: item.id, retiredAt: expect.any(String) });
    expect(items.findIndex((i) => i.retiredAt)).toBe(items.length - 1);
    expect((await call(api.library.retire, 'teacher2', { contentId: item.id })).json().message).toBe(
      libraryMessages.alreadyRetired,
    );
    const renameRetired = await call(api.library.update, 'teacher2', { contentId: item.id }, { name: 'X' });
    expect(renameRetired.statusCode).toBe(409);
    expect((await call(api.library.restore, 'teacher2', { contentId: item.id })).statusCode).toBe(200);
    expect((await lastAudit('content.restore'))?.entityId).toBe(String(item.id));
    const again = await call(api.library.restore, 'teacher2', { contentId: item.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(libraryMessages.notRetired);
  });

  it('keeps a retired concept’s content as it is, but lists it', async () => {
    const item = await addPdf('admin', { conceptId: maths.conceptId });
    const db = t.database.db;
    await db.update(concepts).set({ retiredAt: t.clock.now() }).where(eq(concepts.id, maths.conceptId));
    try {
      const listed = await call(api.library.conceptContent, 'teacher3', { conceptId: maths.conceptId });
      expect(listed.json().place.retired).toBe(true);
      const refused = await call(api.library.retire, 'teacher3', { contentId: item.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(libraryMessages.placeRetired);
    } finally {
      await db
        .update(concepts)
        .set({ retiredAt: null })
        .where(and(eq(concepts.id, maths.conceptId)));
    }
  });
});

describe('opening a stored file', () => {
  it('serves staff their preview link, and only for that item and an editor', async () => {
    const item = await addPdf('teacher2');
    const token = new URL(item.openLink, 'http://x').searchParams.get('token')!;
    const other = await addPdf('admin');
    const wrongItem = await t.app.inject({
      method: 'GET',
      url: `/api/library/content/${other.id}/file?token=${token}`,
    });
    expect(wrongItem.statusCode).toBe(401);
    const asTeacher3 = await call(api.library.file, 'teacher3', { contentId: item.id });
    expect(asTeacher3.statusCode).toBe(403);
    expect((await call(api.library.file, null, { contentId: item.id })).statusCode).toBe(401);
    expect((await call(api.library.file, 'student', { contentId: item.id })).statusCode).toBe(403);
    expect((await call(api.library.file, 'admin', { contentId: item.id })).statusCode).toBe(200);
    const ranged = await t.app.inject({ method: 'GET', url: item.openLink, headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(pdf.subarray(0, 10))).toBe(true);
  });
});
