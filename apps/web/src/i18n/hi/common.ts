import type { Messages } from '../index';
import { serverMessages } from './server-messages';

type AreaKey =
  | 'recovery'
  | 'student'
  | 'learning'
  | 'teacher'
  | 'admin'
  | 'setup'
  | 'organisation'
  | 'people'
  | 'cohorts'
  | 'curriculumEditor'
  | 'library'
  | 'backup'
  | 'questionBank'
  | 'examRoom'
  | 'accommodations'
  | 'insightPractice'
  | 'insightItems'
  | 'insightClass'
  | 'insightSchool';

/**
 * Every visible string of the web app that is not kept in a role area's file: the app frame, sign-in,
 * error pages and the server's general messages.
 */
export const common: Omit<Messages, AreaKey> = {
  app: {
    name: 'Pathshala',
    tagline: 'डिजिटल लर्निंग प्लेटफ़ॉर्म',
    loading: 'Pathshala लोड हो रहा है',
    skipToContent: 'मुख्य सामग्री पर जाएँ',
    dismiss: 'बंद करें',
    homeLink: 'Pathshala होम',
    /** The document title: the page, then the school when its name is known, else the product. */
    pageTitle: (page: string, school: string | null = null) => `${page} · ${school ?? 'Pathshala'}`,
    homeLinkAt: (school: string) => `Pathshala होम, ${school}`,
  },
  chrome: {
    offline: serverMessages.messages.offline,
    offlineStudy:
      'आपकी सीखने की यात्रा, आपकी सहेजी गई सामग्री और उनके अभ्यास क्विज़ ऑफ़लाइन भी चलते हैं; आपकी प्रगति इसी डिवाइस पर रखी जाती है। वेब पेज, बिना सहेजी सामग्री और नए आकलन के लिए कनेक्शन चाहिए।',
    waiting: (count: number) =>
      count === 1
        ? 'अध्ययन का 1 रिकॉर्ड भेजे जाने की प्रतीक्षा में है।'
        : `अध्ययन के ${count} रिकॉर्ड भेजे जाने की प्रतीक्षा में हैं।`,
    notKept: (count: number) =>
      count === 1
        ? 'अध्ययन का 1 रिकॉर्ड इस डिवाइस पर नहीं रखा जा सका (डिवाइस का स्टोरेज भर गया है या बंद है) और उसे भेजा नहीं जाएगा।'
        : `अध्ययन के ${count} रिकॉर्ड इस डिवाइस पर नहीं रखे जा सके (डिवाइस का स्टोरेज भर गया है या बंद है) और उन्हें भेजा नहीं जाएगा।`,
    installTitle: 'Pathshala इंस्टॉल करें',
    installBody: 'Pathshala को अपने डिवाइस पर जोड़ें, ताकि धीमे कनेक्शन पर भी इसे जल्दी खोल सकें।',
    install: 'इंस्टॉल करें',
    later: 'बाद में',
  },
  welcome: {
    student: (name: string) => `फिर से स्वागत है, ${name}!`,
    firstTime: (name: string) => `Pathshala में आपका स्वागत है, ${name}!`,
    teacher: (name: string) => `शिक्षक ${name}, आपका स्वागत है!`,
    admin: (name: string) => `व्यवस्थापक ${name}, आपका स्वागत है!`,
    generic: 'Pathshala में आपका स्वागत है!',
    preparing: 'आपका डैशबोर्ड तैयार हो रहा है…',
  },
  login: {
    pageTitle: 'साइन इन',
    title: 'Pathshala में साइन इन करें',
    subtitle: 'अपने स्कूल का यूज़रनेम या ईमेल पता इस्तेमाल करें।',
    usernameLabel: 'यूज़रनेम या ईमेल',
    usernamePlaceholder: 'you@school.example',
    passwordLabel: 'पासवर्ड',
    passwordPlaceholder: 'आपका पासवर्ड',
    // Deliberately without the word 'पासवर्ड', so the field's label stays unique.
    togglePassword: 'अक्षर दिखाएँ या छिपाएँ',
    forgotPassword: 'पासवर्ड भूल गए?',
    changePassword: 'पासवर्ड बदलें',
    submit: 'साइन इन करें',
    submitting: 'साइन इन हो रहा है...',
    waitingForTurn: 'अभी बहुत से लोग साइन इन कर रहे हैं। आपका साइन इन कुछ सेकंड में हो जाएगा…',
    errorTitle: 'साइन इन नहीं हो सका',
    dismissError: 'त्रुटि संदेश बंद करें',
    usernameRequired: serverMessages.messages.login.usernameRequired,
    passwordRequired: serverMessages.messages.login.passwordRequired,
    failed: serverMessages.messages.login.failed,
    failedRetry: serverMessages.messages.login.failedRetry,
    network: serverMessages.messages.api.network,
    demo: {
      title: 'डेमो खाते',
      hint: 'फ़ॉर्म भरने के लिए कोई खाता चुनें, फिर "साइन इन करें" चुनें।',
      student: 'छात्र',
      teacher: (n: number) => `शिक्षक ${n}`,
      admin: 'व्यवस्थापक',
      fill: (label: string, username: string) => `${label} (${username}) के रूप में फ़ॉर्म भरें`,
    },
  },
  unauthorized: {
    pageTitle: 'अनुमति नहीं है',
    title: serverMessages.messages.unauthorized.title,
    body: serverMessages.messages.unauthorized.body,
    codeLabel: 'त्रुटि कोड',
    unknownCode: 'अज्ञात',
    /** What each code means, shown beside it: a person should not have to know HTTP. */
    codeMeaning: {
      '403': 'यह पेज किसी दूसरे प्रकार के खाते के लिए है',
      '404': 'यह पेज या आइटम नहीं मिला',
      UNKNOWN: 'कारण पता नहीं है',
    } as Record<string, string>,
    goHome: 'होम पर जाएँ',
    goBack: 'वापस जाएँ',
  },
  notFound: {
    pageTitle: 'पेज नहीं मिला',
    code: '404',
    title: 'पेज नहीं मिला',
    body: 'आप जो पेज ढूँढ़ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    quickLinks: 'उपयोगी लिंक',
    goToLogin: 'लॉग इन पर जाएँ',
    goToDashboard: 'डैशबोर्ड पर जाएँ',
    links: {
      login: 'लॉग इन',
      dashboard: 'डैशबोर्ड',
      learning: 'सीखना',
      assessments: 'आकलन',
      createAssessment: 'आकलन बनाएँ',
      addUser: 'उपयोगकर्ता जोड़ें',
      manageAdmins: 'एडमिन प्रबंधित करें',
    },
  },
  error: {
    pageTitle: 'कुछ गलत हो गया',
    title: 'कुछ गलत हो गया',
    body: 'किसी अनपेक्षित समस्या के कारण यह पेज लोड नहीं हो सका। आप फिर से कोशिश कर सकते हैं या होम पेज पर वापस जा सकते हैं।',
    tryAgain: 'फिर से कोशिश करें',
    goHome: 'होम पर जाएँ',
    persistsTitle: 'समस्या अब भी बनी हुई है',
    persistsBody:
      'फिर से कोशिश करने से कोई फ़ायदा नहीं हुआ। होम पेज पर जाएँ, या अगर ऐसा बार-बार हो तो अपने स्कूल की सहायता टीम से संपर्क करें।',
    details: 'तकनीकी जानकारी',
  },
  session: {
    signOut: 'साइन आउट करें',
    confirmTitle: 'साइन आउट करें?',
    confirmBody: 'क्या आप वाकई Pathshala से साइन आउट करना चाहते हैं?',
    unsentKept: (count: number) =>
      `${count === 1 ? '1 उत्तर या अध्ययन रिकॉर्ड अभी' : `${count} उत्तर या अध्ययन रिकॉर्ड अभी`} स्कूल के सर्वर तक नहीं पहुँचे हैं। कनेक्शन होने पर वे अभी भेजे जाते हैं; जो नहीं भेजे जा सकते वे इसी डिवाइस पर केवल आपके लिए रखे रहते हैं, जब तक आप यहाँ फिर से साइन इन न करें। ऑफ़लाइन उपयोग के लिए यहाँ रखी बाकी सब चीज़ें हटा दी जाती हैं।`,
    cancel: 'रद्द करें',
    confirm: 'साइन आउट करें',
    signingOut: 'साइन आउट हो रहा है...',
    avatarLabel: (name: string) => `${name} के रूप में साइन इन है`,
  },
  /** The language switch on the sign-in page and in the header; each language is named in itself. */
  language: {
    label: 'भाषा',
    saveFailed:
      'नई भाषा इस डिवाइस पर इस्तेमाल हो रही है, लेकिन आपका खाता इसे याद नहीं रख सका। बाद में फिर से कोशिश करें।',
  },
  /** Page buttons of every paged list. */
  paging: {
    page: (n: number) => `पेज ${n}`,
    previous: 'पिछला पेज',
    next: 'अगला पेज',
    first: 'पहला पेज',
    last: 'आख़िरी पेज',
  },
  comingSoon: {
    badge: 'जल्द आ रहा है',
    laterRelease: 'यह स्क्रीन आगे के किसी संस्करण में आएगी।',
    backToDashboard: 'डैशबोर्ड पर वापस जाएँ',
  },
  dev: {
    crash: 'यह रूट त्रुटि स्क्रीन दिखाने के लिए जानबूझकर त्रुटि देता है (केवल डेवलपमेंट बिल्ड में)।',
  },
  api: serverMessages.messages.api,
};
