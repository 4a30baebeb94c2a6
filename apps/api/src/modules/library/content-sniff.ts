import { open } from 'node:fs/promises';
import {
  hasControlCharacters,
  LIBRARY_DOCUMENT_MAX_BYTES,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_VIDEO_MAX_BYTES,
  type LibraryFileType,
  libraryMessages,
} from '@pathshala/contracts';
import { fileTypeFromFile } from 'file-type';
import { AppError, badRequest } from '../../lib/errors';
import { type ByteReader, mp4StreamingProblem } from './mp4-boxes';

/** What the viewers can show, told by a file's bytes. */
export type ShowableKind = 'mp4' | 'webm' | 'pdf' | 'docx' | 'html';

/** A file's kind by its bytes: one we can show, or a description of what it is for the refusal. */
export type Sniffed =
  | { kind: ShowableKind }
  | { kind: 'unsupported-video' | 'presentation' | 'other-document' | 'other'; found: string };

/** The stored form of each kind: a Word document is stored as the HTML the document viewer shows. */
export const STORED_AS: Record<ShowableKind, { extension: string; mimeType: string }> = {
  mp4: { extension: 'mp4', mimeType: 'video/mp4' },
  webm: { extension: 'webm', mimeType: 'video/webm' },
  pdf: { extension: 'pdf', mimeType: 'application/pdf' },
  docx: { extension: 'html', mimeType: 'text/html; charset=utf-8' },
  html: { extension: 'html', mimeType: 'text/html; charset=utf-8' },
};

/** Which kinds each content type takes: presentations and documents may be PDFs (pdf.js shows them). */
const ACCEPTS: Record<LibraryFileType, readonly ShowableKind[]> = {
  VID: ['mp4', 'webm'],
  PDF: ['pdf'],
  PPT: ['pdf'],
  DOC: ['docx', 'html', 'pdf'],
};

const DESCRIPTIONS: Record<ShowableKind, string> = {
  mp4: 'an MP4 video',
  webm: 'a WebM video',
  pdf: 'a PDF',
  docx: 'a Word document',
  html: 'an HTML document',
};

const PRESENTATIONS: Record<string, string> = {
  pptx: 'a PowerPoint presentation',
  pptm: 'a PowerPoint presentation',
  ppsx: 'a PowerPoint slide show',
  ppsm: 'a PowerPoint slide show',
  potx: 'a PowerPoint template',
  odp: 'an OpenDocument presentation',
  key: 'a Keynote presentation',
};
const OTHER_DOCUMENTS: Record<string, string> = {
  cfb: 'an older Office file (.doc, .ppt or .xls)',
  docm: 'a Word document with macros',
  dotx: 'a Word template',
  odt: 'an OpenDocument text',
  rtf: 'an RTF document',
  epub: 'an e-book',
};
const UNSUPPORTED_VIDEOS = new Set([
  'mov',
  'mkv',
  'avi',
  'wmv',
  'flv',
  '3gp',
  '3g2',
  'f4v',
  'mpg',
  'mts',
  'ogv',
]);

const HTML_START = /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype\s+html|html)[\s>]/i;

/** True when the start of a text file is an HTML document's start (UTF-8, no control characters). */
function looksLikeHtml(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  return HTML_START.test(text) && !hasControlCharacters(text.replace(/\uFFFD$/, ''));
}

export function fileReader(path: string): { read: ByteReader; close: () => Promise<void> } {
  const handle = open(path, 'r');
  return {
    read: async (position, length) => {
      const file = await handle;
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    },
    close: async () => (await handle).close(),
  };
}

/** What the file is, by its first bytes (and, for Office files, the names inside the zip). */
export async function sniffFile(path: string): Promise<Sniffed> {
  const detected = await fileTypeFromFile(path);
  if (!detected) {
    const reader = fileReader(path);
    try {
      if (looksLikeHtml(await reader.read(0, 4096))) return { kind: 'html' };
    } finally {
      await reader.close();
    }
    return { kind: 'other', found: 'a file of another kind' };
  }
  const { ext } = detected;
  if (ext === 'mp4' || ext === 'm4v') return { kind: 'mp4' };
  if (ext === 'webm' || ext === 'pdf' || ext === 'docx') return { kind: ext };
  if (UNSUPPORTED_VIDEOS.has(ext)) return { kind: 'unsupported-video', found: `a .${ext} video` };
  const presentation = PRESENTATIONS[ext];
  if (presentation) return { kind: 'presentation', found: presentation };
  const document = OTHER_DOCUMENTS[ext];
  if (document) return { kind: 'other-document', found: document };
  return { kind: 'other', found: `a .${ext} file` };
}

/**
 * Checks that a file of this kind may become content of this type, or throws the refusal that says
 * what to do instead: a presentation is exported as PDF, an old document saved as .docx or PDF, a
 * video converted to MP4 or WebM.
 */
export function acceptKind(type: LibraryFileType, sniffed: Sniffed): ShowableKind {
  if (sniffed.kind === 'presentation') throw badRequest(libraryMessages.presentationAsPdf);
  if ('found' in sniffed) {
    if (type === 'VID' || sniffed.kind === 'unsupported-video') {
      throw badRequest(
        type === 'VID' ? libraryMessages.notVideo : libraryMessages.wrongType(sniffed.found, type),
      );
    }
    if (type === 'PDF') throw badRequest(libraryMessages.notPdf);
    if (type === 'PPT') throw badRequest(libraryMessages.presentationAsPdf);
    throw badRequest(libraryMessages.documentFormats);
  }
  if (!ACCEPTS[type].includes(sniffed.kind)) {
    throw badRequest(libraryMessages.wrongType(DESCRIPTIONS[sniffed.kind], type));
  }
  return sniffed.kind;
}

/** The size limit of what the file turned out to be; the announced type's limit was checked at upload. */
export function assertWithinKindLimit(kind: ShowableKind, sizeBytes: number): void {
  if (sizeBytes === 0) throw badRequest(libraryMessages.fileEmpty);
  if (kind === 'docx' || kind === 'html') {
    if (sizeBytes > LIBRARY_DOCUMENT_MAX_BYTES) throw new AppError(413, libraryMessages.documentTooLarge);
    return;
  }
  const video = kind === 'mp4' || kind === 'webm';
  if (sizeBytes > (video ? LIBRARY_VIDEO_MAX_BYTES : LIBRARY_FILE_MAX_BYTES)) {
    throw new AppError(413, libraryMessages.uploadTooLarge(video ? 'VID' : 'PDF'));
  }
}

/** A PDF ends with %%EOF (within its last kilobyte, as readers allow); one that does not was cut short. */
async function assertPdfComplete(read: ByteReader, sizeBytes: number): Promise<void> {
  const tailLength = Math.min(1024, sizeBytes);
  const tail = await read(sizeBytes - tailLength, tailLength);
  if (!tail.includes('%%EOF', 0, 'latin1')) throw badRequest(libraryMessages.pdfIncomplete);
}

/** An MP4 must be playable while it downloads: its index first, its boxes whole. */
async function assertMp4Streamable(read: ByteReader, sizeBytes: number): Promise<void> {
  const problem = await mp4StreamingProblem(read, sizeBytes);
  if (problem === 'index-at-end') throw badRequest(libraryMessages.videoIndexAtEnd);
  if (problem === 'no-index') throw badRequest(libraryMessages.videoNoIndex);
  if (problem === 'damaged') throw badRequest(libraryMessages.videoDamaged);
}

/** The checks a kind's viewer needs beyond its first bytes: a whole PDF, a streamable MP4. */
export async function assertViewable(path: string, kind: ShowableKind, sizeBytes: number): Promise<void> {
  if (kind !== 'pdf' && kind !== 'mp4') return;
  const reader = fileReader(path);
  try {
    if (kind === 'pdf') await assertPdfComplete(reader.read, sizeBytes);
    else await assertMp4Streamable(reader.read, sizeBytes);
  } finally {
    await reader.close();
  }
}
