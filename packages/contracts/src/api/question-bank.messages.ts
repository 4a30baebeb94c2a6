export const QUESTION_TEXT_MAX_CHARS = 4_000;
export const QUESTION_OPTION_MAX_CHARS = 1_000;
export const QUESTION_EXPLANATION_MAX_CHARS = 4_000;
export const QUESTION_MARKS_MIN = 0.5;
export const QUESTION_MARKS_MAX = 100;
export const QUESTION_IMAGE_MAX_BYTES = 1024 * 1024;
/**
 * The most pixels an image may declare, and the longest side: a small file can declare a size that
 * takes gigabytes to show (a decompression bomb) and stops a student's phone in an exam.
 */
export const QUESTION_IMAGE_MAX_PIXELS = 4096 * 4096;
export const QUESTION_IMAGE_MAX_SIDE = 8192;
/** The largest question file an import or a dry run reads. */
export const QUESTION_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The most questions one file may hold. */
export const QUESTION_FILE_MAX_ITEMS = 10_000;
/** The most categories an import's mapping may name, and the longest category it may name. */
export const QUESTION_CATEGORIES_MAX = 500;
export const QUESTION_CATEGORY_MAX_CHARS = 1_000;

/** The bank's answers: plain words that say what to do. */
export const questionBankMessages = {
  stemRequired: 'The question text is required.',
  stemTooLong: `The question text can be at most ${QUESTION_TEXT_MAX_CHARS} characters.`,
  optionRequired: (label: string) => `Option ${label} is empty. Write it, or remove it.`,
  optionTooLong: (label: string) => `Option ${label} can be at most ${QUESTION_OPTION_MAX_CHARS} characters.`,
  optionCount: 'A question has two to four options.',
  tooManyOptions: 'A question has at most four options.',
  correctMissing: 'Choose the one correct option.',
  correctOutOfRange: 'The correct option must be one of the options written.',
  twoCorrect: 'Only one option can be correct.',
  marksInvalid: `Marks must be a number from ${QUESTION_MARKS_MIN} to ${QUESTION_MARKS_MAX} in steps of 0.5.`,
  explanationTooLong: `The explanation can be at most ${QUESTION_EXPLANATION_MAX_CHARS} characters.`,
  useInvalid: 'Use must be practice, assessments or both.',
  difficultyInvalid: 'Difficulty must be easy, medium or hard.',
  controlCharacters: 'Text must not contain control characters.',
  placeRequired: 'Choose the subconcept this question belongs to.',
  placeNotFound: 'This subconcept does not exist or is retired. Choose another.',
  questionNotFound: (id: number) => `Question ${id} not found`,
  notYourQuestion: 'You can change only the questions you wrote. Duplicate it to make your own copy.',
  replacedVersion: 'This is an older version of the question. Open the current version to change it.',
  retired: 'This question is retired. Restore it before changing it.',
  notRetired: 'This question is not retired.',
  alreadyRetired: 'This question is already retired.',
  usedCannotDelete:
    'This question has been used in an assessment or in practice, so it is kept: retire it instead.',
  imageNotFound: 'This image was not found. Upload it again.',
  imageMissing: 'Choose an image file to upload.',
  imageNotImage: 'This file is not a PNG, JPEG, GIF or WebP image.',
  imageTooLarge: `Images can be at most ${QUESTION_IMAGE_MAX_BYTES / 1024 / 1024} MB. Make it smaller and upload it again.`,
  imageTooManyPixels: `Images can be at most ${QUESTION_IMAGE_MAX_SIDE.toLocaleString('en')} pixels wide or high and ${QUESTION_IMAGE_MAX_PIXELS / 1024 / 1024} megapixels in all. Make it smaller and upload it again.`,
  imageOneFile: 'Upload one image at a time.',
  fileMissing: 'Choose a question file to import.',
  fileTooLarge: `Question files can be at most ${QUESTION_FILE_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  fileUnreadable: 'This file could not be read as the chosen format.',
  formatInvalid: 'Format must be csv, xlsx, moodle-xml, gift or aiken.',
  tooManyItems: `A file can hold at most ${QUESTION_FILE_MAX_ITEMS.toLocaleString('en')} questions. Split it into smaller files.`,
  wrongColumns: (missing: string[]) =>
    `The file does not have the template's columns (missing: ${missing.join(', ')}). Download the template and use its header row.`,
  alreadyInBank: 'Already in the bank',
  categoryPlacesInvalid:
    'categoryPlaces must be a JSON object from each category to a subconcept id (or null for the place chosen for the file).',
  duplicatesInvalid: 'duplicates must be skip or keep.',
  importNotFound: (id: number) => `Import ${id} not found`,
  importBusy: 'You already have an import running. Wait until it finishes.',
} as const;
