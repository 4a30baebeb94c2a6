import './devanagari.css';
import type { LanguagePack } from '../index';
import { pairServerTexts } from '../server-messages';
import { hi } from './index';
import { serverMessages } from './server-messages';

/** Hindi, loaded only when chosen, with its Devanagari font. */
export const pack: LanguagePack = {
  messages: hi,
  serverTexts: pairServerTexts(serverMessages),
  intl: 'hi-IN',
};
