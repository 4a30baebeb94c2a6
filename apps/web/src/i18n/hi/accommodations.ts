import {
  ACCOMMODATION_EXAMPLE_MINUTES,
  ACCOMMODATION_NOTE_MAX_LENGTH,
  MAX_EXTRA_TIME_MINUTES,
  MAX_EXTRA_TIME_PERCENT,
} from '@pathshala/contracts';
import type { Messages } from '../index';
import { serverMessages } from './server-messages';

/** A length of time in words: "15 मिनट", "19 मिनट 48 सेकंड", "36 सेकंड". */
const duration = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} सेकंड`;
  return rest === 0 ? `${minutes} मिनट` : `${minutes} मिनट ${rest} सेकंड`;
};

/** Extra time that lives on a student (issue 14). */
export const accommodations: Messages['accommodations'] = {
  page: {
    title: 'अतिरिक्त समय',
    teacherIntro:
      'अतिरिक्त समय छात्र के साथ जुड़ा रहता है। आप जो तय करें वह आपका है: यह आपके पढ़ाए समूहों के समयबद्ध आकलनों पर अपने-आप लागू होता है, बंद होने के समय पर भी। प्रशासक का पूरे विद्यालय का अतिरिक्त समय हर परीक्षा पर लागू होता है; जहाँ कई लागू हों, वहाँ सबसे बड़ा गिना जाता है, जोड़ नहीं। अपना समय देखने और बदलने के लिए अपना कोई समूह चुनें।',
    adminIntro:
      'अतिरिक्त समय छात्र के साथ जुड़ा रहता है। आप जो तय करते हैं वह पूरे विद्यालय का है: यह हर समयबद्ध आकलन पर अपने-आप लागू होता है, बंद होने के समय पर भी। हर शिक्षक अपने समूहों की परीक्षाओं के लिए अपना समय तय कर सकता है; जहाँ कई लागू हों, वहाँ सबसे बड़ा गिना जाता है, जोड़ नहीं। सब देखने के लिए कोई भी समूह चुनें।',
    backToTeacherDashboard: 'डैशबोर्ड पर वापस जाएँ',
  },
  /** The ways in from the dashboards. */
  dashboard: {
    teacherTitle: 'अतिरिक्त समय',
    teacherBody:
      'अपने समूहों के किसी छात्र को अपने समूहों के समयबद्ध आकलनों में अतिरिक्त समय दें: प्रतिशत या मिनट में, एक नोट के साथ।',
    teacherAction: 'अतिरिक्त समय प्रबंधित करें',
    adminTool: {
      title: 'अतिरिक्त समय',
      body: 'छात्रों का अतिरिक्त समय: पूरे विद्यालय का और हर शिक्षक का, समूह के अनुसार',
    },
  },
  cohorts: {
    label: 'समूह',
    placeholder: 'समूह चुनें',
    loadFailed: 'समूह लोड नहीं हो सके।',
    none: 'आप अभी किसी समूह को नहीं पढ़ाते, इसलिए अतिरिक्त समय देने के लिए कोई छात्र नहीं है।',
    noneAdmin: 'अभी तक कोई समूह नहीं है।',
    option: (name: string, center: string) => `${name} (${center})`,
    chooseFirst: 'छात्र देखने के लिए कोई समूह चुनें।',
  },
  students: {
    loadFailed: 'छात्र लोड नहीं हो सके।',
    listLabel: (cohort: string) => `${cohort} के छात्र`,
    summary: (students: number, withExtraTime: number) => `${students} छात्र, ${withExtraTime} को अतिरिक्त समय`,
    searchLabel: 'छात्र खोजें',
    searchPlaceholder: 'नाम या ईमेल पता',
    empty: 'इस समूह में कोई छात्र नहीं है।',
    noMatch: 'इस समूह का कोई छात्र मेल नहीं खाता।',
    none: 'कोई अतिरिक्त समय नहीं',
    inactive: 'सक्रिय नहीं',
    inactiveHint: 'अतिरिक्त समय केवल सक्रिय छात्र के लिए तय किया जा सकता है।',
    setBy: (name: string, when: string) => `${when} को ${name} ने तय किया`,
    setOn: (when: string) => `${when} को तय किया गया`,
    note: (note: string) => `नोट: ${note}`,
    set: 'अतिरिक्त समय तय करें',
    change: 'बदलें',
    remove: 'हटाएँ',
    setLabel: (name: string) => `${name} के लिए अतिरिक्त समय तय करें`,
    changeLabel: (name: string) => `${name} का अतिरिक्त समय बदलें`,
    removeLabel: (name: string) => `${name} का अतिरिक्त समय हटाएँ`,
    ownTitle: 'आपका: आपके पढ़ाए समूहों की परीक्षाओं में',
    schoolWideTitle: 'पूरे विद्यालय का: हर परीक्षा में',
    schoolWideReadOnly: 'प्रशासक ने तय किया; केवल प्रशासक इसे बदल सकता है।',
    teachersTitle: 'शिक्षकों का अपना: हर एक उस शिक्षक के समूहों की परीक्षाओं में',
    removeTeacherLabel: (teacher: string, student: string) =>
      `${student} के लिए ${teacher} का अतिरिक्त समय हटाएँ`,
    appliesTitle: 'इस समूह की परीक्षाओं में',
    appliesNone: 'यहाँ कुछ लागू नहीं',
    appliesFrom: (rows: string) => `${rows} से: सबसे बड़ा गिना जाता है, जोड़ नहीं।`,
    fromSchool: 'पूरे विद्यालय का',
    fromYou: 'आप',
  },
  /** What an accommodation is and gives. */
  amount: {
    PERCENT: (amount: number) => `+${amount}% समय`,
    MINUTES: (amount: number) => `+${amount} मिनट`,
    short: {
      PERCENT: (amount: number) => `+${amount}%`,
      MINUTES: (amount: number) => `+${amount} मिनट`,
    },
    example: (seconds: number) => `${ACCOMMODATION_EXAMPLE_MINUTES} मिनट की परीक्षा में +${duration(seconds)}`,
  },
  dialog: {
    setTitle: (name: string) => `${name} के लिए अतिरिक्त समय`,
    kindLabel: 'अतिरिक्त समय किस रूप में',
    PERCENT: 'परीक्षा के समय का प्रतिशत',
    MINUTES: 'मिनट',
    amountLabel: {
      PERCENT: 'कितना प्रतिशत',
      MINUTES: 'कितने मिनट',
    },
    amountHint: {
      PERCENT: `1 से ${MAX_EXTRA_TIME_PERCENT}% तक`,
      MINUTES: `1 से ${MAX_EXTRA_TIME_MINUTES} मिनट तक`,
    },
    noteLabel: 'नोट',
    noteHint: `छात्र को अतिरिक्त समय क्यों मिला है (किसने अनुरोध किया, कौन-सा दस्तावेज़)। अधिकतम ${ACCOMMODATION_NOTE_MAX_LENGTH} अक्षर।`,
    noteCount: (length: number) => `${length} / ${ACCOMMODATION_NOTE_MAX_LENGTH}`,
    preview: (example: string) => `यानी ${example}।`,
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है…',
    cancel: 'रद्द करें',
    close: 'बंद करें',
    saveFailed: 'अतिरिक्त समय सहेजा नहीं जा सका।',
  },
  remove: {
    title: 'अतिरिक्त समय हटाएँ?',
    body: (name: string, amount: string) =>
      `इससे ${name} के लिए यहाँ तय किया गया ${amount} हट जाएगा। दूसरों का तय किया अतिरिक्त समय जहाँ लागू था वहाँ लागू रहेगा; जो प्रयास पहले ही शुरू हो चुके हैं, उनका समय वैसा ही रहेगा।`,
    confirm: 'हटाएँ',
    removing: 'हटाया जा रहा है…',
    cancel: 'रद्द करें',
    close: 'बंद करें',
    failed: 'अतिरिक्त समय हटाया नहीं जा सका।',
  },
  /** The server's words, for the checks the page makes before sending. */
  errors: {
    amountRequired: serverMessages.accommodationMessages.amountRequired,
    percentTooHigh: serverMessages.accommodationMessages.percentTooHigh,
    minutesTooHigh: serverMessages.accommodationMessages.minutesTooHigh,
    noteRequired: serverMessages.accommodationMessages.noteRequired,
    noteTooLong: serverMessages.accommodationMessages.noteTooLong,
  },
};
