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
      'Extra time lives on the student: it applies by itself to every timed assessment they take, closing time included. Choose one of your cohorts to see and change it.',
    adminIntro:
      'Extra time lives on the student: it applies by itself to every timed assessment they take, closing time included. Choose any cohort to see and change it.',
    backToTeacherDashboard: 'Back to Dashboard',
  },
  /** The ways in from the dashboards. */
  dashboard: {
    teacherTitle: 'Extra time',
    teacherBody:
      'Give a student of your cohorts extra time in every timed assessment: a percentage or minutes, with a note.',
    teacherAction: 'Manage extra time',
    adminTool: {
      title: 'Extra Time',
      body: "Students' extra time in every timed assessment, cohort by cohort",
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
  },
  /** What an accommodation is and gives. */
  amount: {
    PERCENT: (amount: number) => `+${amount}% time`,
    MINUTES: (amount: number) => `+${amount} min`,
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
      `${name} will no longer have ${amount} in timed assessments. Attempts already started keep the time they had.`,
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
