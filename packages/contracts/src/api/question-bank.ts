import { z } from 'zod';
import { CacheBust, endpoint, Id } from './endpoint';
import { hasControlCharacters } from './fields';
import {
  QUESTION_CATEGORIES_MAX,
  QUESTION_CATEGORY_MAX_CHARS,
  QUESTION_EXPLANATION_MAX_CHARS,
  QUESTION_MARKS_MAX,
  QUESTION_MARKS_MIN,
  QUESTION_OPTION_MAX_CHARS,
  QUESTION_TEXT_MAX_CHARS,
  questionBankMessages,
} from './question-bank.messages';

/** Teachers write and curate the bank; admins run the 'Question Banks' tool. Students never reach it. */
const STAFF = ['teacher', 'admin'] as const;
export const QUESTION_BANK_PAGE_SIZE = 25;

const BankText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value), questionBankMessages.controlCharacters);

export const QuestionUse = z.enum(['PRACTICE', 'ASSESSMENT', 'BOTH'], {
  error: questionBankMessages.useInvalid,
});
export type QuestionUse = z.infer<typeof QuestionUse>;
export const QuestionDifficulty = z.enum(['EASY', 'MEDIUM', 'HARD'], {
  error: questionBankMessages.difficultyInvalid,
});
export type QuestionDifficulty = z.infer<typeof QuestionDifficulty>;
export const QuestionStatus = z.enum(['ACTIVE', 'RETIRED']);
export type QuestionStatus = z.infer<typeof QuestionStatus>;

export const QuestionMarks = z
  .number({ error: questionBankMessages.marksInvalid })
  .min(QUESTION_MARKS_MIN, questionBankMessages.marksInvalid)
  .max(QUESTION_MARKS_MAX, questionBankMessages.marksInvalid)
  .refine((value) => Number.isInteger(value * 2), questionBankMessages.marksInvalid);

/** An option as written: its text, and an image uploaded to the bank (by its id) if it has one. */
export const QuestionOptionInput = z.object({
  text: z.string({ error: 'Option text must be a string' }),
  imageId: Id.nullable().optional(),
});

/**
 * A question as a teacher writes it: two to four options in order, the 1-based position of the
 * correct one, and its place by subconcept (the server fills curriculum, course and concept).
 */
export const QuestionInput = z
  .object({
    subconceptId: Id,
    text: BankText(
      QUESTION_TEXT_MAX_CHARS,
      questionBankMessages.stemRequired,
      questionBankMessages.stemTooLong,
    ),
    options: z
      .array(QuestionOptionInput, { error: questionBankMessages.optionCount })
      .min(2, questionBankMessages.optionCount)
      .max(4, questionBankMessages.tooManyOptions),
    correctOption: z
      .number({ error: questionBankMessages.correctMissing })
      .int(questionBankMessages.correctMissing)
      .min(1, questionBankMessages.correctOutOfRange)
      .max(4, questionBankMessages.correctOutOfRange),
    marks: QuestionMarks.default(1),
    explanation: z
      .string()
      .trim()
      .max(QUESTION_EXPLANATION_MAX_CHARS, questionBankMessages.explanationTooLong)
      .refine((value) => !hasControlCharacters(value), questionBankMessages.controlCharacters)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    use: QuestionUse.default('BOTH'),
    difficulty: QuestionDifficulty.nullable()
      .optional()
      .transform((value) => value ?? null),
    imageId: Id.nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((value, context) => {
    value.options.forEach((option, index) => {
      const label = String.fromCharCode(65 + index);
      const text = option.text.trim();
      if (!text && !option.imageId)
        context.addIssue({
          code: 'custom',
          path: ['options', index, 'text'],
          message: questionBankMessages.optionRequired(label),
        });
      if (text.length > QUESTION_OPTION_MAX_CHARS)
        context.addIssue({
          code: 'custom',
          path: ['options', index, 'text'],
          message: questionBankMessages.optionTooLong(label),
        });
      if (hasControlCharacters(text))
        context.addIssue({
          code: 'custom',
          path: ['options', index, 'text'],
          message: questionBankMessages.controlCharacters,
        });
    });
    if (value.correctOption > value.options.length)
      context.addIssue({
        code: 'custom',
        path: ['correctOption'],
        message: questionBankMessages.correctOutOfRange,
      });
  })
  .transform((value) => ({
    ...value,
    options: value.options.map((option) => ({ text: option.text.trim(), imageId: option.imageId ?? null })),
  }));
export type QuestionInput = z.infer<typeof QuestionInput>;

/** Where a question sits, with names, for lists and the editor. */
export const QuestionPlace = z.object({
  curriculumId: z.number().int(),
  curriculumName: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  conceptId: z.number().int(),
  conceptName: z.string(),
  subconceptId: z.number().int(),
  subconceptName: z.string(),
});
export type QuestionPlace = z.infer<typeof QuestionPlace>;

/** An image as a page shows it: its URL is built from its content hash and says nothing else. */
export const QuestionImage = z.object({ id: z.number().int(), url: z.string() });
export type QuestionImage = z.infer<typeof QuestionImage>;

/** A bank question as staff see it, key included. */
export const BankQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(z.object({ text: z.string(), image: QuestionImage.nullable() })),
  correctOption: z.number().int(),
  marks: z.number(),
  explanation: z.string().nullable(),
  use: QuestionUse,
  difficulty: QuestionDifficulty.nullable(),
  image: QuestionImage.nullable(),
  place: QuestionPlace,
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  version: z.number().int(),
  /**
   * Set on an older version: the id of the version that replaced it (null or absent = the current
   * version). The editor shows an older version read-only, with a link to the one that replaced it.
   */
  replacedById: z.number().int().nullable().optional(),
  status: QuestionStatus,
  /** Placed in an assessment that has been served, answered, or practised: edits make a new version. */
  used: z.boolean(),
  /** What the caller may do with it, decided by the server. */
  actions: z.object({ edit: z.boolean(), retire: z.boolean(), restore: z.boolean(), delete: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankQuestion = z.infer<typeof BankQuestion>;

/** Filters of the bank list and of an export; every one optional. */
export const QuestionFilters = CacheBust.extend({
  curriculumId: Id.optional(),
  courseId: Id.optional(),
  conceptId: Id.optional(),
  subconceptId: Id.optional(),
  use: QuestionUse.optional(),
  status: z.enum(['ACTIVE', 'RETIRED', 'ALL']).default('ACTIVE'),
  /** Words in the stem or an option. */
  text: z.string().trim().max(200).optional(),
  /** An author's id, or 'me'. */
  author: z.union([z.literal('me'), Id]).optional(),
  marks: z.coerce.number().min(0).max(QUESTION_MARKS_MAX).optional(),
});
export type QuestionFilters = z.infer<typeof QuestionFilters>;

export const QuestionListQuery = QuestionFilters.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(QUESTION_BANK_PAGE_SIZE),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuery>;

/** The places questions can be written in: live curricula down to subconcepts, with bank counts. */
export const BankPlaceTree = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    courses: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        concepts: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            subconcepts: z.array(
              z.object({ id: z.number().int(), name: z.string(), questionCount: z.number().int() }),
            ),
          }),
        ),
      }),
    ),
  }),
);
export type BankPlaceTree = z.infer<typeof BankPlaceTree>;

// --- Import and export ---

export const QuestionFileFormat = z.enum(['csv', 'xlsx', 'moodle-xml', 'gift', 'aiken'], {
  error: questionBankMessages.formatInvalid,
});
export type QuestionFileFormat = z.infer<typeof QuestionFileFormat>;
export const QuestionExportFormat = z.enum(['csv', 'xlsx', 'moodle-xml'], {
  error: questionBankMessages.formatInvalid,
});
export type QuestionExportFormat = z.infer<typeof QuestionExportFormat>;

/**
 * The spreadsheet template's columns, in order. Place columns may be left empty when the import
 * names a place; Option C and D may be empty for two or three options.
 */
export const QUESTION_TEMPLATE_COLUMNS = [
  'Curriculum',
  'Course',
  'Concept',
  'Subconcept',
  'Question',
  'Option A',
  'Option B',
  'Option C',
  'Option D',
  'Correct',
  'Marks',
  'Explanation',
  'Use',
  'Difficulty',
] as const;

/**
 * The multipart fields of a dry run and of an import besides `file`: the format (taken from the
 * file name when missing), and the place used for every question the file does not place itself.
 */
export const QuestionImportFields = z.object({
  format: QuestionFileFormat.optional(),
  subconceptId: Id.optional(),
  /** For files without marks (GIFT, Aiken) and rows that leave Marks empty. */
  defaultMarks: z.coerce.number().pipe(QuestionMarks).optional(),
  use: QuestionUse.optional(),
  /**
   * Where each Moodle category of the file goes, as the teacher confirmed it after the dry run: a
   * JSON object from the category (as the report names it) to a subconcept id, or to null for the
   * place chosen for the file. Categories it leaves out are placed as the dry run proposes.
   */
  categoryPlaces: z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: questionBankMessages.categoryPlacesInvalid });
        return z.NEVER;
      }
    })
    .pipe(
      z.record(z.string().max(QUESTION_CATEGORY_MAX_CHARS), Id.nullable(), {
        error: questionBankMessages.categoryPlacesInvalid,
      }),
    )
    .refine((places) => Object.keys(places).length <= QUESTION_CATEGORIES_MAX, {
      message: questionBankMessages.categoryPlacesInvalid,
    })
    .optional(),
  /**
   * What to do with a question already in the bank at another place (the same text, options and
   * key): skip it (the default, so a second file of the same questions makes no copies) or keep
   * it as a copy in the new place.
   */
  duplicates: z.enum(['skip', 'keep'], { error: questionBankMessages.duplicatesInvalid }).optional(),
});
export type QuestionImportFields = z.infer<typeof QuestionImportFields>;

/** One item of a file, numbered as a person finds it: row number for spreadsheets, question number otherwise. */
export const ImportItemProblem = z.object({
  item: z.number().int(),
  name: z.string().nullable(),
  reason: z.string(),
});
export type ImportItemProblem = z.infer<typeof ImportItemProblem>;

/** A question of another type in the file: listed, not imported. */
export const ImportSkippedItem = z.object({
  item: z.number().int(),
  name: z.string().nullable(),
  type: z.string(),
});
export type ImportSkippedItem = z.infer<typeof ImportSkippedItem>;

/**
 * How an item fared: it will be (or was) created, it is already in the bank at its place, it is in
 * the bank at another place and is skipped (ELSEWHERE), or it has a problem.
 */
export const ImportItemOutcome = z.enum(['NEW', 'EXISTING', 'ELSEWHERE', 'FAILED']);
export type ImportItemOutcome = z.infer<typeof ImportItemOutcome>;

/** How a category's place was found: the teacher's choice, her last import, its names, the file's place, or none. */
export const ImportCategorySource = z.enum(['CHOSEN', 'REMEMBERED', 'NAMES', 'FILE_PLACE', 'NONE']);
export type ImportCategorySource = z.infer<typeof ImportCategorySource>;

/** A Moodle category of the file (XML category entries, GIFT `$CATEGORY:`) and the place its questions go to. */
export const ImportCategory = z.object({
  /** The category's names below Moodle's context and `top`, joined by " / ". */
  category: z.string(),
  questionCount: z.number().int(),
  subconceptId: z.number().int().nullable(),
  /** Curriculum / Course / Concept / Subconcept of that place. */
  placePath: z.string().nullable(),
  source: ImportCategorySource,
});
export type ImportCategory = z.infer<typeof ImportCategory>;

export const ImportPreviewItem = z.object({
  item: z.number().int(),
  name: z.string().nullable(),
  outcome: ImportItemOutcome,
  text: z.string(),
  options: z.array(z.string()),
  correctOption: z.number().int().nullable(),
  marks: z.number().nullable(),
  subconceptName: z.string().nullable(),
  /** Where the bank already holds this question at another place (Curriculum / … / Subconcept). */
  alreadyAt: z.string().nullable(),
  hasImage: z.boolean(),
  warnings: z.array(z.string()),
});

/** What a dry run finds, and what an import reports when it ends. */
export const ImportReport = z.object({
  format: QuestionFileFormat,
  totalItems: z.number().int(),
  newCount: z.number().int(),
  existingCount: z.number().int(),
  failedCount: z.number().int(),
  skippedCount: z.number().int(),
  /** Questions already in the bank at another place: skipped, or kept as copies when asked. */
  elsewhereCount: z.number().int(),
  /** The file's Moodle categories and their places (empty for files without categories). */
  categories: z.array(ImportCategory),
  problems: z.array(ImportItemProblem),
  skipped: z.array(ImportSkippedItem),
  /** The first items as they will be imported (at most 50). */
  preview: z.array(ImportPreviewItem),
  /** The failed items in the template's columns (plus Problem), to fix and upload again. */
  failedItems: z.array(z.record(z.string(), z.string())),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const ImportStatus = z.object({
  id: z.number().int(),
  status: z.enum(['RUNNING', 'DONE', 'FAILED']),
  fileName: z.string(),
  totalItems: z.number().int(),
  doneItems: z.number().int(),
  createdCount: z.number().int(),
  existingCount: z.number().int(),
  failedCount: z.number().int(),
  skippedCount: z.number().int(),
  report: ImportReport.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof ImportStatus>;

const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });
const IdParams = z.object({ id: Id });

export const questionBankEndpoints = {
  places: endpoint({
    method: 'GET',
    path: '/api/question-bank/places',
    summary: 'Live curricula, courses, concepts and subconcepts with the number of bank questions in each',
    access: STAFF,
    query: CacheBust,
    response: ok({ curricula: BankPlaceTree }),
  }),
  authors: endpoint({
    method: 'GET',
    path: '/api/question-bank/authors',
    summary: 'Everyone who has written a question in the bank, for the author filter',
    access: STAFF,
    query: CacheBust,
    response: ok({ authors: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  }),
  listQuestions: endpoint({
    method: 'GET',
    path: '/api/question-bank/questions',
    summary: 'Search and filter the bank (current versions), newest first, a page at a time',
    access: STAFF,
    query: QuestionListQuery,
    response: ok({
      questions: z.array(BankQuestion),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  getQuestion: endpoint({
    method: 'GET',
    path: '/api/question-bank/questions/:id',
    summary: 'One question with its earlier versions',
    access: STAFF,
    params: IdParams,
    query: CacheBust,
    response: ok({
      question: BankQuestion,
      versions: z.array(z.object({ id: z.number().int(), version: z.number().int(), updatedAt: z.string() })),
    }),
  }),
  createQuestion: endpoint({
    method: 'POST',
    path: '/api/question-bank/questions',
    summary: 'Write a question',
    access: STAFF,
    body: QuestionInput,
    response: ok({ question: BankQuestion }),
  }),
  updateQuestion: endpoint({
    method: 'PATCH',
    path: '/api/question-bank/questions/:id',
    summary: 'Change a question: in place while unused, as a new version once used',
    access: STAFF,
    params: IdParams,
    body: QuestionInput,
    response: ok({ question: BankQuestion, newVersion: z.boolean() }),
  }),
  duplicateQuestion: endpoint({
    method: 'POST',
    path: '/api/question-bank/questions/:id/duplicate',
    summary: 'Copy a question into a new one of your own',
    access: STAFF,
    params: IdParams,
    response: ok({ question: BankQuestion }),
  }),
  retireQuestion: endpoint({
    method: 'POST',
    path: '/api/question-bank/questions/:id/retire',
    summary: 'Retire a question: it leaves practice and new assessments; served papers keep it',
    access: STAFF,
    params: IdParams,
    response: ok({ question: BankQuestion }),
  }),
  restoreQuestion: endpoint({
    method: 'POST',
    path: '/api/question-bank/questions/:id/restore',
    summary: 'Bring a retired question back',
    access: STAFF,
    params: IdParams,
    response: ok({ question: BankQuestion }),
  }),
  deleteQuestion: endpoint({
    method: 'DELETE',
    path: '/api/question-bank/questions/:id',
    summary: 'Delete a question that was never used (a used one is retired instead)',
    access: STAFF,
    params: IdParams,
    response: ok({}),
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/question-bank/images',
    summary: 'Upload an image for a question or an option (multipart: file)',
    access: STAFF,
    response: ok({ image: QuestionImage }),
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/question-bank/template',
    summary: 'The question spreadsheet template as CSV or XLSX',
    access: STAFF,
    query: CacheBust.extend({ format: z.enum(['csv', 'xlsx']) }),
    response: z.custom<Uint8Array>(),
  }),
  checkImport: endpoint({
    method: 'POST',
    path: '/api/question-bank/imports/check',
    summary:
      'Dry run: read a question file and report what an import would do (multipart: file + QuestionImportFields)',
    access: STAFF,
    response: ok({ report: ImportReport }),
  }),
  startImport: endpoint({
    method: 'POST',
    path: '/api/question-bank/imports',
    summary:
      'Import a question file; answers at once with the import to follow (multipart: file + QuestionImportFields)',
    access: STAFF,
    response: ok({ import: ImportStatus }),
  }),
  getImport: endpoint({
    method: 'GET',
    path: '/api/question-bank/imports/:id',
    summary: 'Progress and report of an import you started',
    access: STAFF,
    params: IdParams,
    query: CacheBust,
    response: ok({ import: ImportStatus }),
  }),
  exportQuestions: endpoint({
    method: 'GET',
    path: '/api/question-bank/export',
    summary: 'The filtered bank as CSV, XLSX or Moodle XML',
    access: STAFF,
    query: QuestionFilters.extend({ format: QuestionExportFormat }),
    response: z.custom<Uint8Array>(),
  }),
} as const;

/** Where an image is served: public by content hash, cached for good (the bytes never change). */
export const QUESTION_IMAGE_PATH = '/api/question-images';
export function questionImageUrl(sha256: string): string {
  return `${QUESTION_IMAGE_PATH}/${sha256}`;
}
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './question-bank.messages';
