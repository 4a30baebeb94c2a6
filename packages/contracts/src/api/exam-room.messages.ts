import { MAX_EXTRA_TIME_MINUTES } from '../exam';

/** The words of the room's answers, shared by server and web. */
export const examRoomMessages = {
  roomNotFound: 'Exam room not found',
  studentNotInRoom: 'This student is not in this exam room',
  notStarted: 'This student has not started the assessment yet: extra time can be given once they start',
  alreadyCompleted: 'This attempt is already completed: time cannot be added to it',
  timeAlreadyUp: "This student's time is already up",
  alreadyPaused: 'The room is already paused',
  notPaused: 'The room is not paused',
  roomClosed: 'The room has closed: its window ended',
  reasonRequired: 'A reason is required',
  noteRequired: 'A note is required',
  minutes: `Minutes must be a whole number from 1 to ${MAX_EXTRA_TIME_MINUTES}`,
  receiptInvalid: 'A receipt code has 10 letters and digits, like 7KQ2M-9XW4D',
  receiptNotFound: 'No attempt has this receipt',
  /** What each kind of event in the room's record is called, on screen and in its CSV. */
  eventKinds: {
    EXTEND: 'Extra time',
    PAUSE: 'Paused',
    RESUME: 'Resumed',
    IRREGULARITY: 'Irregularity',
    LATE_SYNC: 'Answers synced late',
    FORGED_BATCH: 'Refused offline batch',
  },
} as const;
