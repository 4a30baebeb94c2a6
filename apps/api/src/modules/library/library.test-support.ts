import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { concepts, contentItems, courses, curricula, type Executor, subconcepts } from '@pathshala/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { craftZip, deflated } from '../admin/crafted-zip.test-helper';

const SEED_FILES = fileURLToPath(new URL('../../../../../packages/db/src/seed/files/', import.meta.url));

/** A committed demo file (real PDFs, WebM videos and HTML readings made by real programs). */
export function seedFile(name: string): Buffer {
  return readFileSync(`${SEED_FILES}${name}`);
}

/** One ISO media box: its 32-bit size, its type and its payload. */
export function box(type: string, payload: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

const FTYP = box(
  'ftyp',
  Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]),
);
const MOOV = box('moov', box('mvhd', Buffer.alloc(100)));
const MDAT = box('mdat', Buffer.alloc(4096, 0x5a));

/** A tiny MP4 layout: index first (streamable) or last (must be refused). */
export function craftMp4(layout: 'fast-start' | 'index-at-end' | 'no-index'): Buffer {
  if (layout === 'fast-start') return Buffer.concat([FTYP, MOOV, MDAT]);
  if (layout === 'index-at-end') return Buffer.concat([FTYP, MDAT, MOOV]);
  return Buffer.concat([FTYP, box('free', Buffer.alloc(16)), MDAT]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** word/document.xml with one paragraph per text; a paragraph styled Heading1 when it starts with '# '. */
function documentXml(paragraphs: string[]): string {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = paragraphs
    .map((text) =>
      text.startsWith('# ')
        ? `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${escapeXml(text.slice(2))}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

/** A minimal real .docx (the three parts Word needs), deflated like Word writes it. */
export function craftDocx(paragraphs: string[]): Buffer {
  const entry = (name: string, text: string) => {
    const { data, size, crc } = deflated(text);
    return { name, data, crc, centralUncompressed: size };
  };
  return craftZip([
    entry('[Content_Types].xml', CONTENT_TYPES),
    entry('_rels/.rels', ROOT_RELS),
    entry('word/document.xml', documentXml(paragraphs)),
  ]);
}

/** The first live concept of the named curriculum that has a live subconcept, with that subconcept. */
export async function placeIn(db: Executor, curriculumName: string) {
  const [row] = await db
    .select({ conceptId: concepts.id, subconceptId: subconcepts.id, curriculumId: curricula.id })
    .from(subconcepts)
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(and(eq(curricula.name, curriculumName), isNull(subconcepts.retiredAt)))
    .orderBy(asc(concepts.id), asc(subconcepts.id))
    .limit(1);
  if (!row) throw new Error(`no place in ${curriculumName}`);
  return row;
}

export async function contentRow(db: Executor, id: number) {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row!;
}

/** The app listening on a free local port (tus needs real HTTP): its base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface UploadTarget {
  filename: string;
  type: 'VID' | 'PDF' | 'PPT' | 'DOC';
  conceptId?: number;
  subconceptId?: number;
}

const TUS = { 'tus-resumable': '1.0.0' };
const base64 = (text: string) => Buffer.from(text).toString('base64');

export function uploadMetadata(target: UploadTarget): string {
  return Object.entries(target)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key} ${base64(String(value))}`)
    .join(',');
}

/** Raw tus calls with fetch, as any tus client sends them. */
export function tusClient(baseUrl: string) {
  const auth = (token: string | undefined): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  return {
    create: (token: string | undefined, length: number | string, target: UploadTarget, extra = {}) =>
      fetch(`${baseUrl}/api/library/uploads`, {
        method: 'POST',
        headers: {
          ...TUS,
          ...auth(token),
          'upload-length': String(length),
          'upload-metadata': uploadMetadata(target),
          ...extra,
        },
      }),
    head: (token: string | undefined, location: string) =>
      fetch(`${baseUrl}${location}`, { method: 'HEAD', headers: { ...TUS, ...auth(token) } }),
    patch: (token: string | undefined, location: string, offset: number, bytes: Buffer) =>
      fetch(`${baseUrl}${location}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth(token),
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(bytes),
      }),
    remove: (token: string | undefined, location: string) =>
      fetch(`${baseUrl}${location}`, { method: 'DELETE', headers: { ...TUS, ...auth(token) } }),
    /** Creates and sends a whole file; returns the upload's id. */
    async upload(token: string, bytes: Buffer, target: UploadTarget): Promise<string> {
      const created = await this.create(token, bytes.length, target);
      if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
      const location = created.headers.get('location')!;
      const sent = await this.patch(token, location, 0, bytes);
      if (sent.status !== 204) throw new Error(`patch: ${sent.status} ${await sent.text()}`);
      return location.split('/').pop()!;
    },
  };
}

/**
 * A PATCH of `bytes` from `offset` to the upload at `url` that sends only the first `sendFirst` of
 * them and leaves its line open: `cut()` drops it as a flaky network would, `ended` resolves when
 * the line closes on either side, and `sent` once the first bytes are on their way.
 */
export function partialPatch(url: string, token: string, offset: number, bytes: Buffer, sendFirst: number) {
  const target = new URL(url);
  const request = httpRequest({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${token}`,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    },
  });
  const ended = new Promise<void>((resolve) => {
    request.on('error', () => resolve());
    request.on('close', () => resolve());
  });
  const sent = new Promise<void>((resolve) => request.write(bytes.subarray(0, sendFirst), () => resolve()));
  return { ended, sent, cut: () => request.destroy() };
}
