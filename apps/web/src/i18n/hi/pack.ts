import './devanagari.css';
import type { LanguagePack } from '../index';
import { serverTranslator } from '../server-messages';
import { hi } from './index';
import { serverMessages } from './server-messages';

/** Hindi, loaded only when chosen, with its Devanagari font. */
export const pack: LanguagePack = {
  messages: hi,
  translateServer: serverTranslator(serverMessages),
  intl: 'hi-IN',
  // Intl's Hindi writes '10:30 am'; the time of day in Hindi instead.
  dayPeriods: { am: 'पूर्वाह्न', pm: 'अपराह्न' },
};
