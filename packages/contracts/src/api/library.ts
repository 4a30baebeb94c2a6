import { z } from 'zod';
import {
  LIBRARY_DOCUMENT_MAX_BYTES,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_HELD_UPLOADS_MAX,
  LIBRARY_OPEN_UPLOADS_MAX,
  LIBRARY_UPLOAD_EXPIRY_HOURS,
  LIBRARY_VIDEO_MAX_BYTES,
} from '../constants';
import { ContentType } from '../enums';
import { WebCheckReason } from './content';
import { CacheBust, ErrorResponse, endpoint, Id } from './endpoint';
import { hasControlCharacters } from './fields';

/** Admins, and teachers of a cohort whose curriculum holds the place (the server checks which). */
const EDITORS = ['admin', 'teacher'] as const;

/** The content types that are files (a web link is the fifth, WEB). */
export const LibraryFileType = z.enum(['VID', 'PDF', 'PPT', 'DOC'], {
  error: 'Type must be VID, PDF, PPT or DOC',
});
export type LibraryFileType = z.infer<typeof LibraryFileType>;

/** "1 GB", "100 MB", "146 KB": a size limit as the messages name it. */
export function formatByteLimit(bytes: number): string {
  const gigabytes = bytes / 1024 ** 3;
  if (gigabytes >= 1) return `${Number(gigabytes.toFixed(1))} GB`;
  return bytes >= 1024 ** 2 ? `${Math.round(bytes / 1024 ** 2)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The largest file an upload of this type may announce; what the file turns out to be is checked again. */
export function libraryUploadLimitBytes(type: LibraryFileType): number {
  return type === 'VID' ? LIBRARY_VIDEO_MAX_BYTES : LIBRARY_FILE_MAX_BYTES;
}

const TYPE_WORDS: Record<LibraryFileType, string> = {
  VID: 'a video',
  PDF: 'a PDF',
  PPT: 'a presentation',
  DOC: 'a document',
};

/** The fix for a video whose index sits at its end: said the same way by the API and the form. */
export const FAST_START_HOWTO =
  'Re-save it with fast start: ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4 (or, in HandBrake, tick "Web Optimized"), then upload the new file.';

/** The content library's answers: plain words that say what to do. */
export const libraryMessages = {
  notYourCurriculum: 'You can change content only in the curricula of cohorts you teach.',
  placeRetired: 'This concept or subconcept is retired. Restore it before changing its content.',
  contentNotFound: (id: number) => `Content ${id} not found`,
  contentRetired: 'This content is retired. Restore it before changing it.',
  notRetired: 'This content is not retired.',
  alreadyRetired: 'This content is already retired.',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 200 characters',
  durationInvalid: 'Duration must be a whole number of seconds from 0 to 86400',
  urlRequired: 'Web address is required',
  urlInvalid: 'Please enter a valid web address, such as https://example.org/page',
  urlScheme: 'Web address must start with http:// or https://',
  urlCredentials: 'Web address must not contain a user name or password',
  urlOnlyForWeb: 'Only a web link has a web address; replace the file instead.',
  urlNotAllowed:
    'This web address is not allowed: a web link must point to a public web site, on the standard port (80 or 443), not to this server or the school network.',
  webHasNoFile: 'A web link has no file to replace; change its web address instead.',
  uploadIdInvalid: 'Upload ID is not valid',
  uploadNotFound: `Upload not found. Unfinished uploads are kept for ${LIBRARY_UPLOAD_EXPIRY_HOURS} hours: please upload the file again.`,
  uploadUnfinished: 'The upload has not finished yet. Let it finish, then add it.',
  uploadBusy: 'This upload is already being added.',
  uploadOtherPlace: 'This upload was made for another concept or subconcept.',
  uploadOtherType: (type: LibraryFileType) =>
    `This upload was made for ${TYPE_WORDS[type]}; the content being replaced is of another type.`,
  uploadLengthRequired:
    'Upload-Length is required: the size of the file must be known when the upload starts.',
  uploadMetadataInvalid:
    'Upload-Metadata must name the file (filename), its type (VID, PDF, PPT or DOC) and the place (conceptId or subconceptId).',
  tooManyUploads: `You have ${LIBRARY_OPEN_UPLOADS_MAX} unfinished uploads. Finish or cancel one before starting another.`,
  fileEmpty: 'The file is empty.',
  uploadTooLarge: (type: LibraryFileType) =>
    `The file is too large: ${TYPE_WORDS[type].replace(/^an? /, '')} files can be at most ${formatByteLimit(libraryUploadLimitBytes(type))}.`,
  documentTooLarge: `Word and HTML documents can be at most ${formatByteLimit(LIBRARY_DOCUMENT_MAX_BYTES)}. Save a larger document as PDF and upload that.`,
  notVideo:
    'This file is not an MP4 or WebM video. Convert it to MP4 (H.264) or WebM and upload the new file.',
  notPdf: 'This file is not a PDF. Save or export it as PDF and upload the PDF.',
  presentationAsPdf:
    'Presentations are accepted as PDF: export your slides as PDF (PowerPoint: File > Export > PDF; Google Slides: File > Download > PDF) and upload the PDF.',
  documentFormats:
    'Documents are accepted as Word (.docx), PDF or HTML. Save an older .doc, .odt or .rtf file as .docx or PDF and upload that.',
  wrongType: (found: string, type: LibraryFileType) =>
    `This file is ${found}, not ${TYPE_WORDS[type]}. Choose the type that fits it, or upload another file.`,
  videoIndexAtEnd: `This MP4 keeps its index (the moov atom) at the end of the file, so students could not start it until all of it has downloaded. ${FAST_START_HOWTO}`,
  videoNoIndex:
    'This MP4 has no index (moov atom): it is incomplete or damaged. Export the video again and upload the new file.',
  videoDamaged:
    'This MP4 is incomplete or damaged: its parts run past the end of the file. Export the video again and upload the new file.',
  pdfIncomplete:
    'This PDF is incomplete: it does not end the way a PDF file ends. Save it again and upload the new file.',
  documentUnreadable:
    'The Word document could not be read. Open it in Word, save it again as .docx, and upload the new file.',
  htmlEmpty: 'This HTML document has no text to show.',
  documentTooLargeToShow:
    'This Word document is too large to show as a reading (its text unpacks to more than the server converts). Split it into smaller documents, or save it as PDF and upload that.',
  reorderMismatch:
    'The order must list every current item of this place exactly once. Reload the page and try again.',
  keepDuplicateInvalid: 'keepDuplicate must be true or false',
  /** Each place as `Curriculum / Course / Concept / Subconcept: title`. */
  alreadyInLibrary: (places: string[], more: number) =>
    `This file is already in the library at ${places.join('; ')}${
      more > 0 ? ` and ${more} more ${more === 1 ? 'place' : 'places'}` : ''
    }. Nothing was changed: send it again with keepDuplicate set to true to keep it here as well, or cancel the upload to skip it.`,
} as const;

/** The most places a duplicate refusal names (the count says how many there are in all). */
export const LIBRARY_DUPLICATES_LISTED = 10;

/**
 * Refusals of a new upload for room (issue 27): the person's quota of uploads not yet added, and the
 * server's free disk with every unfinished upload counted. Apart from libraryMessages so that the web
 * catalogues carry them.
 */
export const uploadQuotaMessages = {
  quotaFull: (quota: string, held: string) =>
    `Your uploads not yet added to the library already hold ${held} of the ${quota} each person may keep, so this file does not fit. Add those files, or cancel the uploads you do not need; an upload not added is deleted after ${LIBRARY_UPLOAD_EXPIRY_HOURS} hours and frees its space.`,
  fileOverQuota: (quota: string) =>
    `This file is bigger than the ${quota} each person may keep in uploads not yet added to the library, so it cannot be uploaded here. Ask an administrator to raise the upload quota, or make the file smaller.`,
  serverFull:
    'The server does not have enough free space for this file right now, counting the uploads in progress. Try again later, or ask an administrator to free space.',
  tooManyHeld: `You already have ${LIBRARY_HELD_UPLOADS_MAX} uploads not yet added to the library. Add those files, or cancel the uploads you do not need, before starting another; an upload not added is deleted after ${LIBRARY_UPLOAD_EXPIRY_HOURS} hours.`,
} as const;

/** A content item's name: what students see as its title. */
const ContentName = z
  .string({ error: libraryMessages.nameRequired })
  .trim()
  .min(1, libraryMessages.nameRequired)
  .max(200, libraryMessages.nameTooLong)
  .refine((value) => !hasControlCharacters(value), 'Text must not contain control characters');

const DurationSeconds = z
  .number({ error: libraryMessages.durationInvalid })
  .int(libraryMessages.durationInvalid)
  .min(0, libraryMessages.durationInvalid)
  .max(86_400, libraryMessages.durationInvalid);

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A web link: http or https only (no other scheme reaches the viewer's frame), with a host and no
 * credentials. A link typed without a scheme gets https://, as the viewer does (spec section 5), and
 * then needs a dotted host name.
 */
export const LibraryWebAddress = z
  .string({ error: libraryMessages.urlRequired })
  .trim()
  .min(1, libraryMessages.urlRequired)
  .max(2000, libraryMessages.urlInvalid)
  .refine((value) => !hasControlCharacters(value) && !/\s/.test(value), libraryMessages.urlInvalid)
  .transform((value, context) => {
    const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
    // "example.org:8080/page" has no scheme, only a port.
    const hasScheme = scheme !== undefined && !/^[a-z0-9.-]+:\d/i.test(value);
    if (hasScheme && scheme !== 'http' && scheme !== 'https') {
      context.addIssue({ code: 'custom', message: libraryMessages.urlScheme });
      return z.NEVER;
    }
    let url: URL;
    try {
      url = new URL(hasScheme ? value : `https://${value.replace(/^\/+/, '')}`);
    } catch {
      context.addIssue({ code: 'custom', message: libraryMessages.urlInvalid });
      return z.NEVER;
    }
    if (url.username || url.password) {
      context.addIssue({ code: 'custom', message: libraryMessages.urlCredentials });
      return z.NEVER;
    }
    // A bare word typed without a scheme ("notes") is a slip, not an intranet server's name.
    if (!hasScheme && !url.hostname.includes('.') && !url.hostname.startsWith('[')) {
      context.addIssue({ code: 'custom', message: libraryMessages.urlInvalid });
      return z.NEVER;
    }
    return url.href;
  });

/** A tus upload's id, as the server named it (32 hex digits). */
export const LibraryUploadId = z
  .string({ error: libraryMessages.uploadIdInvalid })
  .regex(/^[0-9a-f]{32}$/, libraryMessages.uploadIdInvalid);

/**
 * What a tus upload declares when it is created (Upload-Metadata): the file's name, the content
 * type it is meant to become (its size limit), and the place: a subconcept, or a concept directly.
 */
export const LibraryUploadMetadata = z
  .object({
    filename: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .refine((value) => !hasControlCharacters(value)),
    type: LibraryFileType,
    conceptId: Id.optional(),
    subconceptId: Id.optional(),
  })
  .refine((value) => (value.conceptId === undefined) !== (value.subconceptId === undefined));
export type LibraryUploadMetadata = z.infer<typeof LibraryUploadMetadata>;

/** The tus endpoint (POST creates; HEAD, PATCH and DELETE on `${path}/:uploadId`): raw requests, same rule of access. */
export const libraryUploads = {
  path: '/api/library/uploads',
  access: EDITORS,
} as const;

export const LibraryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ContentType,
  durationSeconds: z.number().int(),
  position: z.number().int(),
  /** The uploader's file name (staff only); null for a web link or a file the demo brought. */
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  url: z.string().nullable(),
  /** Where staff can open it: the stored file (with a short-lived token) or the web address. */
  openLink: z.string(),
  retiredAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type LibraryItem = z.infer<typeof LibraryItem>;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** Where content sits, with its ancestors for the breadcrumb, and whether any of them is retired. */
export const LibraryPlace = z.object({
  curriculum: Named,
  course: Named,
  concept: Named,
  subconcept: Named.nullable(),
  retired: z.boolean(),
  /** On a concept's page: its live subconcepts, each with its number of live items. */
  subconcepts: z.array(Named.extend({ liveItems: z.number().int() })),
});
export type LibraryPlace = z.infer<typeof LibraryPlace>;

const EditorSubconcept = Named.extend({ liveItems: z.number().int() });
const EditorConcept = Named.extend({ liveItems: z.number().int(), subconcepts: z.array(EditorSubconcept) });
export const LibraryCurriculum = Named.extend({
  courses: z.array(Named.extend({ concepts: z.array(EditorConcept) })),
});
export type LibraryCurriculum = z.infer<typeof LibraryCurriculum>;

/** How long studying an item takes: a video says, a PDF or a page may not (then 0: no duration set). */
/**
 * Whether to go on when the file is already in the library (the same bytes in a live item of a live
 * place the caller may change): false refuses with 409 and names those places, true keeps it as well.
 */
const KeepDuplicate = z.boolean({ error: libraryMessages.keepDuplicateInvalid }).default(false);
export const LibraryAttachBody = z.object({
  uploadId: LibraryUploadId,
  name: ContentName,
  durationSeconds: DurationSeconds.default(0),
  keepDuplicate: KeepDuplicate,
});
export const LibraryReplaceBody = z.object({ uploadId: LibraryUploadId, keepDuplicate: KeepDuplicate });

/** A live item that already holds the same file: what it is called and where it sits. */
export const LibraryDuplicate = z.object({
  contentId: z.number().int(),
  name: z.string(),
  /** Curriculum / Course / Concept / Subconcept (a concept's own item: down to the concept). */
  placePath: z.string(),
  conceptId: z.number().int(),
  subconceptId: z.number().int().nullable(),
});
export type LibraryDuplicate = z.infer<typeof LibraryDuplicate>;

/**
 * The 409 answer of adding an upload (or replacing a file with one) whose file is already in the
 * library: nothing changed, and the upload is kept, so the same call with keepDuplicate: true adds
 * it, and cancelling the upload (tus DELETE) skips it. duplicates lists the first places
 * (LIBRARY_DUPLICATES_LISTED); duplicateCount counts them all.
 */
export const LibraryDuplicateRefusal = ErrorResponse.extend({
  duplicates: z.array(LibraryDuplicate).min(1),
  duplicateCount: z.number().int(),
});
export type LibraryDuplicateRefusal = z.infer<typeof LibraryDuplicateRefusal>;
export const LibraryWebLinkBody = z.object({
  name: ContentName,
  url: LibraryWebAddress,
  durationSeconds: DurationSeconds.default(0),
});
export const LibraryUpdateBody = z.object({
  name: ContentName.optional(),
  durationSeconds: DurationSeconds.optional(),
  url: LibraryWebAddress.optional(),
});
export const LibraryOrderBody = z.object({
  contentIds: z
    .array(z.number().int().positive(), { error: 'contentIds must be a list of content IDs' })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'contentIds must not repeat an ID'),
});

const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });
const PlaceContent = ok({ place: LibraryPlace, items: z.array(LibraryItem) });
const OneItem = ok({ item: LibraryItem });

export const libraryEndpoints = {
  curricula: endpoint({
    method: 'GET',
    path: '/api/library/curricula',
    summary:
      "The curricula whose content the caller may edit (an admin: all; a teacher: their cohorts'), with their live courses, concepts and subconcepts",
    access: EDITORS,
    query: CacheBust,
    response: ok({ curricula: z.array(LibraryCurriculum) }),
  }),
  conceptContent: endpoint({
    method: 'GET',
    path: '/api/library/concepts/:conceptId/content',
    summary: "A concept's own content for editing, retired items included",
    access: EDITORS,
    params: z.object({ conceptId: Id }),
    query: CacheBust,
    response: PlaceContent,
  }),
  subconceptContent: endpoint({
    method: 'GET',
    path: '/api/library/subconcepts/:subconceptId/content',
    summary: "A subconcept's content for editing, retired items included",
    access: EDITORS,
    params: z.object({ subconceptId: Id }),
    query: CacheBust,
    response: PlaceContent,
  }),
  attachUpload: endpoint({
    method: 'POST',
    path: '/api/library/content',
    summary:
      'Add a finished upload as a content item of the place it was uploaded for: its type is checked by content, then it is stored by its sha256. A file already in the library is refused (409, with where) unless keepDuplicate is true',
    access: EDITORS,
    body: LibraryAttachBody,
    response: OneItem,
  }),
  addConceptLink: endpoint({
    method: 'POST',
    path: '/api/library/concepts/:conceptId/links',
    summary: 'Add a web link to a concept (http or https)',
    access: EDITORS,
    params: z.object({ conceptId: Id }),
    body: LibraryWebLinkBody,
    response: ok({ item: LibraryItem, webCheck: WebCheckReason.nullable() }),
  }),
  addSubconceptLink: endpoint({
    method: 'POST',
    path: '/api/library/subconcepts/:subconceptId/links',
    summary: 'Add a web link to a subconcept (http or https)',
    access: EDITORS,
    params: z.object({ subconceptId: Id }),
    body: LibraryWebLinkBody,
    response: ok({ item: LibraryItem, webCheck: WebCheckReason.nullable() }),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/library/content/:contentId',
    summary: "Change a content item's name, duration or (a web link's) address",
    access: EDITORS,
    params: z.object({ contentId: Id }),
    body: LibraryUpdateBody,
    response: OneItem,
  }),
  replaceFile: endpoint({
    method: 'POST',
    path: '/api/library/content/:contentId/file',
    summary:
      "Replace a content item's file with a finished upload of the same type; the old file stays while anything else uses it. A file already in another item is refused (409, with where) unless keepDuplicate is true",
    access: EDITORS,
    params: z.object({ contentId: Id }),
    body: LibraryReplaceBody,
    response: OneItem,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/library/content/:contentId/file',
    summary: "Open a content item's stored file (staff preview; supports Range)",
    access: EDITORS,
    linkToken: true,
    params: z.object({ contentId: Id }),
    query: z.object({ token: z.string().max(2048).optional() }),
    response: z.unknown(),
  }),
  reorderConcept: endpoint({
    method: 'POST',
    path: '/api/library/concepts/:conceptId/order',
    summary: "Put a concept's live content in this order (every live item, once)",
    access: EDITORS,
    params: z.object({ conceptId: Id }),
    body: LibraryOrderBody,
    response: PlaceContent,
  }),
  reorderSubconcept: endpoint({
    method: 'POST',
    path: '/api/library/subconcepts/:subconceptId/order',
    summary: "Put a subconcept's live content in this order (every live item, once)",
    access: EDITORS,
    params: z.object({ subconceptId: Id }),
    body: LibraryOrderBody,
    response: PlaceContent,
  }),
  retire: endpoint({
    method: 'POST',
    path: '/api/library/content/:contentId/retire',
    summary: 'Retire a content item: hidden from study, its file, progress and bookmarks kept',
    access: EDITORS,
    params: z.object({ contentId: Id }),
    response: OneItem,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/library/content/:contentId/restore',
    summary: 'Bring a retired content item back, at the end of its place',
    access: EDITORS,
    params: z.object({ contentId: Id }),
    response: OneItem,
  }),
} as const;
