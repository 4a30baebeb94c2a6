import { RESET_LINK_LIFETIME_MINUTES } from '@pathshala/contracts';
import type { Messages } from '../index';
import { serverMessages } from './server-messages';

const accountTypes: Messages['recovery']['forgot']['accountTypes'] = {
  student: 'छात्र',
  teacher: 'शिक्षक',
  admin: 'व्यवस्थापक',
};

/** Password recovery pages (forgot, change, reset). */
export const recovery: Messages['recovery'] = {
  backToLogin: 'लॉग इन पर वापस जाएँ',
  goToLoginNow: 'अभी लॉग इन पर जाएँ',
  redirecting: (seconds: number) => `${seconds} सेकंड में आपको साइन इन पेज पर ले जाया जा रहा है…`,
  emailLabel: 'ईमेल पता',
  togglePassword: 'अक्षर दिखाएँ या छिपाएँ',
  forgot: {
    pageTitle: 'पासवर्ड भूल गए',
    title: 'अपना पासवर्ड भूल गए?',
    intro: 'अपने खाते का ईमेल पता डालें। हम आपको नया पासवर्ड चुनने का लिंक ईमेल करेंगे।',
    continue: 'आगे बढ़ें',
    checking: 'जाँच हो रही है...',
    accountTitle: 'अपना खाता चुनें',
    accountIntro: (email: string) => `${email} से एक से ज़्यादा खाते जुड़े हैं। आप किस खाते का पासवर्ड रीसेट करना चाहते हैं?`,
    accountLegend: 'खाते का प्रकार',
    accountTypes,
    send: 'रीसेट लिंक भेजें',
    sending: 'भेजा जा रहा है...',
    useDifferentEmail: 'कोई दूसरा ईमेल इस्तेमाल करें',
    successTitle: 'अपना ईमेल देखें',
    successBody: (email: string) =>
      `हमने ${email} पर पासवर्ड रीसेट लिंक भेजा है। यह एक ही बार काम करता है और ${RESET_LINK_LIFETIME_MINUTES} मिनट में समाप्त हो जाता है।`,
    successHint: 'कुछ मिनट बाद भी ईमेल नहीं आया? अपना स्पैम फ़ोल्डर देखें, या नया लिंक माँगें।',
    errorTitle: 'रीसेट लिंक नहीं भेजा जा सका',
    ...serverMessages.messages.forgot,
  },
  change: {
    pageTitle: 'पासवर्ड बदलें',
    title: 'अपना पासवर्ड बदलें',
    intro: 'अपना ईमेल पता, मौजूदा पासवर्ड और अपना नया पासवर्ड डालें।',
    requiredTitle: 'जारी रखने के लिए नया पासवर्ड चुनें',
    requiredBody:
      'आपका पासवर्ड आपके व्यवस्थापक ने तय किया है। आपको दिया गया पासवर्ड (अपनी साइन-इन पर्ची पर, या व्यवस्थापक से मिला) डालें, फिर अपना पासवर्ड चुनें। इसके बाद आपको फिर से साइन इन करना होगा।',
    currentLabel: 'मौजूदा पासवर्ड',
    newLabel: 'नया पासवर्ड',
    confirmLabel: 'नए पासवर्ड की पुष्टि करें',
    newHint: 'कम से कम 6 अक्षर। आम पासवर्ड से बचें।',
    submit: 'पासवर्ड बदलें',
    submitting: 'बदला जा रहा है...',
    successTitle: 'पासवर्ड बदल गया',
    errorTitle: 'पासवर्ड नहीं बदला जा सका',
    ...serverMessages.messages.change,
  },
  reset: {
    pageTitle: 'पासवर्ड रीसेट करें',
    title: 'नया पासवर्ड चुनें',
    forAccount: (email: string, type: keyof typeof accountTypes) =>
      `${accountTypes[type]} खाते ${email} के लिए।`,
    validating: 'आपका रीसेट लिंक जाँचा जा रहा है…',
    newLabel: 'नया पासवर्ड',
    confirmLabel: 'नए पासवर्ड की पुष्टि करें',
    submit: 'पासवर्ड रीसेट करें',
    submitting: 'रीसेट हो रहा है...',
    successTitle: 'पासवर्ड रीसेट हो गया',
    errorTitle: 'पासवर्ड रीसेट नहीं हो सका',
    invalidTitle: 'यह रीसेट लिंक काम नहीं कर रहा',
    invalidReasonsIntro: 'ऐसा तब हो सकता है जब:',
    invalidReasons: [
      `इसकी समय सीमा खत्म हो गई हो: लिंक केवल ${RESET_LINK_LIFETIME_MINUTES} मिनट तक काम करता है;`,
      'इसका पहले ही इस्तेमाल हो चुका हो, या इसके बाद नया लिंक भेजा गया हो;',
      'इसे गलत कॉपी किया गया हो: ईमेल से पूरा लिंक कॉपी करें।',
    ],
    requestNewLink: 'नया लिंक माँगें',
    tryAgain: 'फिर से कोशिश करें',
    ...serverMessages.messages.reset,
  },
};
