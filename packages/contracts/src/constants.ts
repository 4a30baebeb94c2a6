/** Business constants and limits of spec section 9; units are part of each name. */
export const API_TIMEOUT_MS = 30_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MIN_SPLASH_MS = 2_000;
export const WELCOME_SHOW_MS = 2_000;
export const WELCOME_FADE_MS = 500;
export const ERROR_RETRY_WARNING_AFTER = 2;

export const QUIZ_FEEDBACK_MS = 2_000;
export const TIMER_TICK_MS = 1_000;
export const TIMER_WARNING_BELOW_SECONDS = 60;
export const THANK_YOU_COUNTDOWN_SECONDS = 10;
export const MAX_OPTIONS_PER_QUESTION = 4;
export const PRACTICE_OPTION_LABELS = ['A', 'B', 'C', 'D'] as const;
/** Grace after an assessment's deadline during which answers in flight are still accepted (decisions.md). */
export const ANSWER_GRACE_SECONDS = 5;

export const SUBCONCEPT_COMPLETED_PERCENT = 90;
export const STUDY_COMPLETED_PERCENT = 90;
export const PROGRESS_REPORT_INTERVAL_MS = 30_000;

export const VIDEO_SKIP_SECONDS = 10;
export const VIDEO_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const VIDEO_VOLUME_STEP = 0.1;
export const VIDEO_BOOKMARK_EVERY_SECONDS = 30;

export const PDF_ZOOM_MIN_PERCENT = 50;
export const PDF_ZOOM_MAX_PERCENT = 200;
export const PDF_ZOOM_STEP_PERCENT = 10;
export const PDF_ZOOM_DEFAULT_PERCENT = 100;
export const PDF_SECONDS_PER_PAGE = 60;

export const SLIDE_SECONDS_PER_SLIDE = 120;
export const SLIDE_AUTO_ADVANCE_SECONDS = [15, 30, 60, 120, 300] as const;
export const SLIDE_AUTO_ADVANCE_DEFAULT_SECONDS = 30;

export const DOC_FONT_MIN_PX = 12;
export const DOC_FONT_MAX_PX = 24;
export const DOC_FONT_STEP_PX = 2;
export const DOC_FONT_DEFAULT_PX = 16;
export const DOC_BOOKMARK_EVERY_PERCENT = 5;
/**
 * Stored HTML documents may style themselves and show the pictures they carry inline (a converted
 * Word document's images are data: URLs) but load and run nothing: the server sends this policy
 * with the file, and a copy saved for offline carries it in a meta element.
 */
export const HTML_DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export const WEB_INACTIVITY_TIMEOUT_SECONDS = 120;
export const WEB_MIN_ESTIMATED_MINUTES = 5;

export const PRACTICE_QUESTION_COUNT = 5;
export const PRACTICE_QUESTION_COUNT_MAX = 20;

export const TEACHER_SEARCH_MIN_CHARS = 3;
export const SERVE_REDIRECT_MS = 3_000;
export const SERVE_CONFIRM_STUDENT_PREVIEW = 5;

export const PASSWORD_MIN_LENGTH = 6;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const JUSTIFICATION_MIN_LENGTH = 20;
export const REJECTION_REASON_MIN_LENGTH = 10;

export const RESET_LINK_LIFETIME_MINUTES = 30;
export const PASSWORD_REDIRECT_MS = 3_000;
export const BULK_PREVIEW_ROWS = 5;
export const BULK_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const BULK_MAX_ROWS = 5_000;
/**
 * How long the web app waits for a bulk upload: passwords are hashed one at a time so sign-ins stay
 * fast (about 40 ms a row here), so a full file takes minutes, not the usual 30 s.
 */
export const BULK_UPLOAD_TIMEOUT_MS = 10 * 60_000;
export const GENERATED_PASSWORD_LENGTH = 12;
export const GENERATED_PASSWORD_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';
export const YEAR_MIN = 2020;
export const YEAR_MAX = 2030;

/**
 * Content library uploads (issue 12): a video up to 1 GB, any other file up to 100 MB; Word and HTML
 * documents are converted in memory, so at most 20 MB. An upload not added to the library within a
 * day is deleted with its parts, and one person keeps at most a few unfinished uploads at a time.
 */
export const LIBRARY_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
export const LIBRARY_FILE_MAX_BYTES = 100 * 1024 * 1024;
export const LIBRARY_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const LIBRARY_UPLOAD_EXPIRY_HOURS = 24;
export const LIBRARY_OPEN_UPLOADS_MAX = 10;
/** Uploads one person may hold not yet added to the library, finished or not (the quota counts bytes; this, how many). */
export const LIBRARY_HELD_UPLOADS_MAX = 50;
/** Each upload counts as at least this much against the quota: a one-byte file still costs a record and a file. */
export const LIBRARY_UPLOAD_MIN_CHARGE_BYTES = 64 * 1024;
/** The web sends an upload in parts of this size, so a dropped connection loses at most one part. */
export const LIBRARY_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** Session model of decisions.md. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const REFRESH_TOKEN_LIFETIME_DAYS = 7;

/** The two calls a client never answers a 401 of with a token refresh (it would refresh forever). */
export const SIGN_IN_PATHS = { login: '/api/auth/login', refresh: '/api/auth/refresh' } as const;

/**
 * Where the first page's own calls go, apart from their schemas: the web app sends them at once and
 * parses the answer when the schemas have loaded (the endpoints in ./api/auth and ./api/setup use these).
 */
export const FIRST_PAGE_ROUTES = {
  verify: { method: 'GET', path: '/api/auth/verify' },
  health: { method: 'GET', path: '/api/health' },
  setupStatus: { method: 'GET', path: '/api/setup/status' },
  setUp: { method: 'POST', path: '/api/setup' },
} as const;

/** Browser storage keys named by the spec (section 3). */
export const STORAGE_KEYS = {
  token: 'authToken',
  user: 'currentUser',
  welcome: 'showWelcome',
} as const;
