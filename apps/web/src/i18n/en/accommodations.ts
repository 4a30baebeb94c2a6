import {
  ACCOMMODATION_EXAMPLE_MINUTES,
  ACCOMMODATION_NOTE_MAX_LENGTH,
  accommodationMessages,
  MAX_EXTRA_TIME_MINUTES,
  MAX_EXTRA_TIME_PERCENT,
} from '@pathshala/contracts';

/** A length of time in words: "15 min", "19 min 48 s", "36 s". */
const duration = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
};

/** Extra time that lives on a student (issue 14). */
export const accommodations = {
  page: {
    title: 'Extra time',
    teacherIntro:
      'Extra time lives on the student. What you set is yours: it applies by itself in the timed assessments of the cohorts you teach, closing time included. An administrator’s school-wide extra time applies in every exam; where several apply, the largest counts, not the sum. Choose one of your cohorts to see and change yours.',
    adminIntro:
      'Extra time lives on the student. What you set is school-wide: it applies by itself in every timed assessment, closing time included. Each teacher may set her own for her cohorts’ exams; where several apply, the largest counts, not the sum. Choose any cohort to see them all.',
    backToTeacherDashboard: 'Back to Dashboard',
  },
  /** The ways in from the dashboards. */
  dashboard: {
    teacherTitle: 'Extra time',
    teacherBody:
      'Give a student of your cohorts extra time in your cohorts’ timed assessments: a percentage or minutes, with a note.',
    teacherAction: 'Manage extra time',
    adminTool: {
      title: 'Extra Time',
      body: "Students' extra time: school-wide and each teacher's, cohort by cohort",
    },
  },
  cohorts: {
    label: 'Cohort',
    placeholder: 'Choose a cohort',
    loadFailed: 'The cohorts could not be loaded.',
    none: 'You do not teach any cohort yet, so there is nobody to give extra time to.',
    noneAdmin: 'There are no cohorts yet.',
    option: (name: string, center: string) => `${name} (${center})`,
    chooseFirst: 'Choose a cohort to see its students.',
  },
  students: {
    loadFailed: 'The students could not be loaded.',
    listLabel: (cohort: string) => `Students of ${cohort}`,
    summary: (students: number, withExtraTime: number) =>
      `${students} ${students === 1 ? 'student' : 'students'}, ${withExtraTime} with extra time`,
    searchLabel: 'Find a student',
    searchPlaceholder: 'Name or e-mail address',
    empty: 'This cohort has no students.',
    noMatch: 'No student of this cohort matches.',
    none: 'No extra time',
    inactive: 'Not active',
    inactiveHint: 'Extra time can only be set for an active student.',
    setBy: (name: string, when: string) => `Set by ${name} on ${when}`,
    setOn: (when: string) => `Set on ${when}`,
    note: (note: string) => `Note: ${note}`,
    set: 'Set extra time',
    change: 'Change',
    remove: 'Remove',
    setLabel: (name: string) => `Set extra time for ${name}`,
    changeLabel: (name: string) => `Change the extra time of ${name}`,
    removeLabel: (name: string) => `Remove the extra time of ${name}`,
    /** The rows (issue 27): the caller's own, the school-wide one, teachers' (to an admin), what applies. */
    ownTitle: 'Yours: in the exams of the cohorts you teach',
    schoolWideTitle: 'School-wide: in every exam',
    schoolWideReadOnly: 'Set by an administrator; only an administrator can change it.',
    teachersTitle: 'Teachers’ own: each in the exams of that teacher’s cohorts',
    removeTeacherLabel: (teacher: string, student: string) => `Remove ${teacher}’s extra time for ${student}`,
    appliesTitle: 'In this cohort’s exams',
    appliesNone: 'None applies here',
    appliesFrom: (rows: string) => `From ${rows}: the largest counts, not the sum.`,
    fromSchool: 'school-wide',
    fromYou: 'you',
  },
  /** What an accommodation is and gives. */
  amount: {
    PERCENT: (amount: number) => `+${amount}% time`,
    MINUTES: (amount: number) => `+${amount} min`,
    /** The same, shorter, in the line that names what applies. */
    short: {
      PERCENT: (amount: number) => `+${amount}%`,
      MINUTES: (amount: number) => `+${amount} min`,
    },
    example: (seconds: number) => `+${duration(seconds)} on a ${ACCOMMODATION_EXAMPLE_MINUTES}-minute test`,
  },
  dialog: {
    setTitle: (name: string) => `Extra time for ${name}`,
    kindLabel: 'Extra time as',
    PERCENT: 'A percentage of the test’s time',
    MINUTES: 'Minutes',
    amountLabel: {
      PERCENT: 'How many percent',
      MINUTES: 'How many minutes',
    },
    amountHint: {
      PERCENT: `From 1 to ${MAX_EXTRA_TIME_PERCENT}%`,
      MINUTES: `From 1 to ${MAX_EXTRA_TIME_MINUTES} minutes`,
    },
    noteLabel: 'Note',
    noteHint: `Why the student has extra time (who asked, which document). At most ${ACCOMMODATION_NOTE_MAX_LENGTH} characters.`,
    noteCount: (length: number) => `${length} / ${ACCOMMODATION_NOTE_MAX_LENGTH}`,
    preview: (example: string) => `That is ${example}.`,
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    close: 'Close',
    saveFailed: 'The extra time could not be saved.',
  },
  remove: {
    title: 'Remove extra time?',
    body: (name: string, amount: string) =>
      `This removes the ${amount} set here for ${name}. Extra time set by others still applies where it did; attempts already started keep the time they had.`,
    confirm: 'Remove',
    removing: 'Removing…',
    cancel: 'Cancel',
    close: 'Close',
    failed: 'The extra time could not be removed.',
  },
  /** The server's words, for the checks the page makes before sending. */
  errors: {
    amountRequired: accommodationMessages.amountRequired,
    percentTooHigh: accommodationMessages.percentTooHigh,
    minutesTooHigh: accommodationMessages.minutesTooHigh,
    noteRequired: accommodationMessages.noteRequired,
    noteTooLong: accommodationMessages.noteTooLong,
  },
};
