import {
  formatByteLimit,
  LIBRARY_DOCUMENT_MAX_BYTES,
  type LibraryFileType,
  libraryUploadLimitBytes,
} from '@pathshala/contracts';
import type { Messages } from '../../i18n';

export const FILE_TYPES = ['VID', 'PDF', 'PPT', 'DOC'] as const satisfies readonly LibraryFileType[];

const EXTENSIONS: Record<LibraryFileType, readonly string[]> = {
  VID: ['.mp4', '.m4v', '.webm'],
  PDF: ['.pdf'],
  PPT: ['.pdf'],
  DOC: ['.docx', '.pdf', '.html', '.htm'],
};
const PRESENTATION_EXTENSIONS = ['.ppt', '.pptx', '.pps', '.ppsx', '.odp', '.key'];

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** What the file picker offers: the chosen type's files, or every kind the library takes. */
export function acceptFor(type: LibraryFileType | ''): string {
  const extensions = type ? EXTENSIONS[type] : [...new Set(Object.values(EXTENSIONS).flat())];
  return extensions.join(',');
}

/** The type a file's name suggests, for choosing it automatically (the server checks the bytes). */
export function guessType(name: string): LibraryFileType | '' {
  const extension = extensionOf(name);
  if (EXTENSIONS.VID.includes(extension)) return 'VID';
  if (extension === '.pdf') return 'PDF';
  if (EXTENSIONS.DOC.includes(extension)) return 'DOC';
  return '';
}

/** Why this file cannot be sent as this type, said before a byte is uploaded; null when it may go. */
export function fileProblem(file: File, type: LibraryFileType | '', t: Messages['library']['upload']) {
  if (PRESENTATION_EXTENSIONS.includes(extensionOf(file.name))) return t.presentationFile;
  if (file.size === 0) return t.emptyFile;
  if (!type) return null;
  const extension = extensionOf(file.name);
  const document = type === 'DOC' && extension !== '.pdf';
  const limit = document ? LIBRARY_DOCUMENT_MAX_BYTES : libraryUploadLimitBytes(type);
  return file.size > limit ? t.tooLarge(formatByteLimit(limit)) : null;
}

/** A video's length in whole minutes, read by the browser from the file itself; null if it cannot tell. */
export function videoMinutes(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function' || typeof document === 'undefined') {
      resolve(null);
      return;
    }
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (minutes: number | null) => {
      URL.revokeObjectURL(url);
      resolve(minutes);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      done(Number.isFinite(video.duration) ? Math.max(1, Math.ceil(video.duration / 60)) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
