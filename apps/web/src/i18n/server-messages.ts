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
 * language by finding its English text here (see `translateServerMessage` in ./index). Only language
 * packs import this file, so English readers never load it.
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

/** Each English text with its translation, walking both catalogues side by side (functions are left out). */
export function pairServerTexts(translated: ServerMessages): ReadonlyMap<string, string> {
  const pairs = new Map<string, string>();
  const walk = (english: unknown, other: unknown) => {
    if (typeof english === 'string') {
      if (typeof other === 'string') pairs.set(english, other);
      return;
    }
    if (!english || typeof english !== 'object' || !other || typeof other !== 'object') return;
    for (const [key, value] of Object.entries(english)) walk(value, (other as Record<string, unknown>)[key]);
  };
  walk(serverMessagesEn, translated);
  return pairs;
}
