import type { Messages } from '../index';

/** An account's first password (typed or generated) and the printed sign-in slips, in Hindi. */
export const firstPasswords: Messages['people']['firstPasswords'] = {
  choiceLabel: 'पहला पासवर्ड',
  choices: {
    generate: 'पासवर्ड बनवाएँ',
    type: 'पासवर्ड टाइप करें',
    file: 'फ़ाइल के पासवर्ड कॉलम का उपयोग करें',
    generateEach: 'हर व्यक्ति के लिए पासवर्ड बनवाएँ',
  },
  generateHint:
    'हर व्यक्ति के लिए पढ़ने में आसान पासवर्ड बनेगा और इसके ठीक बाद केवल एक बार दिखेगा, ताकि आप साइन-इन पर्चियाँ छाप सकें। पहली बार साइन इन करने पर हर व्यक्ति अपना पासवर्ड चुनेगा।',
  fileHasNoPasswords: 'फ़ाइल में पासवर्ड कॉलम नहीं है: हर व्यक्ति के लिए पासवर्ड बनाया जाएगा।',
  mustChange: 'पहली बार साइन इन करने पर नया पासवर्ड माँगें',
  mustChangeEach: 'पहली बार साइन इन करने पर हर व्यक्ति से नया पासवर्ड चुनने को कहें',
  shownOnceTitle: 'पासवर्ड केवल अभी दिख रहे हैं',
  shownOnce: (count: number) =>
    count === 1
      ? 'यह पासवर्ड केवल अभी दिख रहा है: यह पेज छोड़ने से पहले पर्ची छापें या इसे लिख लें। यह कहीं नहीं रखा जाता और दोबारा नहीं दिखाया जा सकता।'
      : `ये ${count} पासवर्ड केवल अभी दिख रहे हैं: यह पेज छोड़ने से पहले पर्चियाँ छापें। ये कहीं नहीं रखे जाते और दोबारा नहीं दिखाए जा सकते।`,
  passwordOf: (name: string) => `${name} का पहला पासवर्ड`,
  printSlips: (count: number) => (count === 1 ? 'साइन-इन पर्ची छापें' : `${count} साइन-इन पर्चियाँ छापें`),
  passwordColumn: 'पासवर्ड',
  slipsOf: 'कौन-सी पर्चियाँ छापें',
  slipsOfHint: 'हर समूह की पर्चियाँ उसके नाम के नीचे नए पेज से शुरू होती हैं; या एक बार में एक समूह की पर्चियाँ छापें।',
  everyCohort: (count: number) => `सभी समूह (${count} पर्चियाँ)`,
  groupOption: (cohort: string, count: number) => `${cohort}: ${count === 1 ? '1 पर्ची' : `${count} पर्चियाँ`}`,
  slip: {
    title: 'आपका Pathshala साइन-इन',
    signInAt: 'यहाँ साइन इन करें',
    name: 'नाम',
    username: 'यूज़रनेम',
    password: 'पासवर्ड',
    cohort: 'समूह',
    noCohort: 'किसी समूह में नहीं',
    slipCount: (count: number) => (count === 1 ? '1 पर्ची' : `${count} पर्चियाँ`),
    changeNote: 'पहली बार साइन इन करने पर आप अपना पासवर्ड चुनेंगे। यह पर्ची किसी को न दिखाएँ।',
  },
};
