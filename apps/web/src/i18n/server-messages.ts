import {
  accommodationMessages,
  assessmentQuestionMessages,
  assessmentSettingsMessages,
  backupMessages,
  bulkMessages,
  cohortMessages,
  examRoomMessages,
  messages,
  organisationMessages,
  peopleMessages,
  questionBankMessages,
  servingMessages,
  setupMessages,
  teacherAuthoringMessages,
} from '@pathshala/contracts';
import type { Widen } from './widen';

/**
 * The texts the server and the shared contracts write (the spec's messages, validation and refusals),
 * in English. A translation gives the same shape; the web shows a server's message in the reader's
 * language by finding its English text here (see `translateServerMessage` in ./index).
 */
export const serverMessagesEn = {
  messages,
  accommodationMessages,
  assessmentQuestionMessages,
  assessmentSettingsMessages,
  backupMessages,
  bulkMessages,
  cohortMessages,
  examRoomMessages,
  organisationMessages,
  peopleMessages,
  questionBankMessages,
  servingMessages,
  setupMessages,
  teacherAuthoringMessages,
};

export type ServerMessages = Widen<typeof serverMessagesEn>;
