import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LibraryFileType, libraryMessages } from '@pathshala/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { craftZip, deflated } from '../admin/crafted-zip.test-helper';
import { acceptKind, assertViewable, sniffFile } from './content-sniff';
import { craftDocx, craftMp4, seedFile } from './library.test-support';

const dir = mkdtempSync(join(tmpdir(), 'pathshala-sniff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
/** Writes the bytes under a misleading name: only the content may decide. */
function fileOf(bytes: Buffer, name = 'upload.mp4'): string {
  const path = join(dir, `${counter++}-${name}`);
  writeFileSync(path, bytes);
  return path;
}

async function check(bytes: Buffer, type: LibraryFileType) {
  const path = fileOf(bytes);
  const kind = acceptKind(type, await sniffFile(path));
  await assertViewable(path, kind, bytes.length);
  return kind;
}

const pptx = craftZip(
  [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    ],
    ['ppt/presentation.xml', '<p:presentation/>'],
  ].map(([name, text]) => {
    const { data, size, crc } = deflated(text!);
    return { name: name!, data, crc, centralUncompressed: size };
  }),
);

describe('type by content', () => {
  it('knows each showable kind by its bytes, whatever the name says', async () => {
    expect(await check(seedFile('photosynthesis.webm'), 'VID')).toBe('webm');
    expect(await check(craftMp4('fast-start'), 'VID')).toBe('mp4');
    expect(await check(seedFile('cells-notes.pdf'), 'PDF')).toBe('pdf');
    expect(await check(seedFile('forces-slides.pdf'), 'PPT')).toBe('pdf');
    expect(await check(seedFile('cells-notes.pdf'), 'DOC')).toBe('pdf');
    expect(await check(craftDocx(['# Title', 'Text']), 'DOC')).toBe('docx');
    expect(await check(seedFile('energy-notes.html'), 'DOC')).toBe('html');
  });

  it('refuses a .mp4 name with PDF bytes as a video, saying what the file is', async () => {
    await expect(check(seedFile('cells-notes.pdf'), 'VID')).rejects.toMatchObject({
      statusCode: 400,
      message: libraryMessages.wrongType('a PDF', 'VID'),
    });
  });

  it('refuses a truncated PDF and a truncated MP4', async () => {
    const pdf = seedFile('cells-notes.pdf');
    await expect(check(pdf.subarray(0, pdf.length - 2000), 'PDF')).rejects.toMatchObject({
      message: libraryMessages.pdfIncomplete,
    });
    const mp4 = craftMp4('fast-start');
    await expect(check(mp4.subarray(0, mp4.length - 100), 'VID')).rejects.toMatchObject({
      message: libraryMessages.videoDamaged,
    });
  });

  it('refuses an MP4 whose index is at its end with the fast-start fix', async () => {
    await expect(check(craftMp4('index-at-end'), 'VID')).rejects.toMatchObject({
      message: expect.stringContaining('ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4'),
    });
    await expect(check(craftMp4('index-at-end'), 'VID')).rejects.toMatchObject({
      message: expect.stringContaining('Web Optimized'),
    });
  });

  it('asks for slides as PDF, documents as .docx/PDF/HTML, videos as MP4/WebM', async () => {
    for (const type of ['PPT', 'DOC', 'PDF'] as const) {
      await expect(check(pptx, type)).rejects.toMatchObject({ message: libraryMessages.presentationAsPdf });
    }
    await expect(check(Buffer.from('{\\rtf1 hello}'), 'DOC')).rejects.toMatchObject({
      message: libraryMessages.documentFormats,
    });
    await expect(check(Buffer.from('just some words'), 'PDF')).rejects.toMatchObject({
      message: libraryMessages.notPdf,
    });
    await expect(check(Buffer.from('just some words'), 'VID')).rejects.toMatchObject({
      message: libraryMessages.notVideo,
    });
    await expect(check(craftDocx(['Text']), 'PPT')).rejects.toMatchObject({
      message: libraryMessages.wrongType('a Word document', 'PPT'),
    });
  });
});
