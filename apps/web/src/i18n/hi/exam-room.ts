import type { Messages } from '../index';
import { serverMessages } from './server-messages';

/** The live exam room and receipts (issue 14). */
export const examRoom: Messages['examRoom'] = {
  dashboard: {
    title: 'परीक्षा कक्ष',
    body: 'परीक्षा को लाइव देखें: कौन लिख रहा है, कौन जुड़ा है, कितना समय बचा है। समय बढ़ाएँ, कक्ष रोकें, कोई अनियमितता दर्ज करें।',
    action: 'परीक्षा कक्ष खोलें',
  },
  backToDashboard: 'डैशबोर्ड पर वापस जाएँ',
  backToRooms: 'परीक्षा कक्षों पर वापस जाएँ',
  list: {
    pageTitle: 'परीक्षा कक्ष',
    title: 'परीक्षा कक्ष',
    intro: 'हर उपलब्ध कराए गए आकलन का एक कक्ष होता है। जिन कक्षों में छात्र अभी लिख रहे हैं, वे सबसे पहले आते हैं।',
    empty: 'अभी तक कोई परीक्षा कक्ष नहीं है: अपने किसी समूह को कोई आकलन उपलब्ध कराएँ।',
    open: 'कक्ष खोलें',
    openRoomOf: (assessment: string, cohort: string) => `कक्ष खोलें: ${assessment}, ${cohort}`,
    counts: (students: number, inProgress: number, completed: number) =>
      `${students} छात्र · ${inProgress} लिख रहे हैं · ${completed} पूरा कर चुके`,
    state: { LIVE: 'लाइव', UPCOMING: 'आने वाला', OPEN: 'खुला', CLOSED: 'बंद' },
    opens: (when: string) => `खुलने का समय: ${when}`,
    closes: (when: string) => `बंद होने का समय: ${when}`,
    receipts: 'रसीद जाँचें',
  },
  room: {
    pageTitle: 'परीक्षा कक्ष',
    loading: 'कक्ष खुल रहा है…',
    live: 'लाइव',
    connecting: 'कनेक्ट हो रहा है…',
    reconnecting: 'कनेक्शन टूट गया: फिर से कनेक्ट हो रहा है…',
    liveLabel: 'लाइव अपडेट',
    paused: (since: string) => `${since} से रुका हुआ: सभी घड़ियाँ रुकी हुई हैं`,
    window: (opens: string | null, closes: string | null) =>
      [opens ? `खुलने का समय: ${opens}` : null, closes ? `बंद होने का समय: ${closes}` : null]
        .filter(Boolean)
        .join(' · '),
    extraForEveryone: (minutes: number) => `सभी को ${minutes} मिनट अतिरिक्त मिले हैं`,
    readOnly: 'आप इस कक्ष को देख सकते हैं और इसका रिकॉर्ड पढ़ सकते हैं; कार्रवाई इसके शिक्षक करते हैं।',
    summary: (s: {
      students: number;
      notStarted: number;
      inProgress: number;
      submitted: number;
      timeUp: number;
      connected: number;
      pendingAnswers: number;
    }) =>
      `${s.students} छात्र: ${s.inProgress} लिख रहे हैं, ${s.notStarted} ने शुरू नहीं किया, ${s.submitted} ने जमा किया, ${s.timeUp} का समय समाप्त · ${s.connected} जुड़े हुए · ${s.pendingAnswers} उत्तर सिंक होने बाकी`,
    actions: 'कक्ष की कार्रवाइयाँ',
    extendAll: 'सभी का समय बढ़ाएँ',
    pause: 'कक्ष रोकें',
    resume: 'कक्ष फिर से शुरू करें',
    irregularity: 'अनियमितता दर्ज करें',
  },
  table: {
    caption: 'कक्ष में छात्र',
    search: 'छात्र खोजें',
    searchPlaceholder: 'नाम या यूज़रनेम',
    statusFilter: 'स्थिति',
    allStatuses: 'सभी',
    connectedOnly: 'केवल जुड़े हुए',
    student: 'छात्र',
    status: 'स्थिति',
    progress: 'उत्तर दिए',
    timeLeft: 'बचा समय',
    connection: 'कनेक्शन',
    waiting: 'सिंक होने बाकी',
    extra: 'अतिरिक्त समय',
    late: 'देर से आए उत्तर',
    actions: 'कार्रवाई',
    extend: 'समय बढ़ाएँ',
    extendFor: (name: string) => `${name} का समय बढ़ाएँ`,
    none: 'कोई छात्र मेल नहीं खाता।',
    showing: (from: number, to: number, total: number) => `${total} में से ${from}–${to} दिखाए जा रहे हैं`,
    pages: 'छात्रों के पेज',
    statuses: {
      NOT_STARTED: 'शुरू नहीं किया',
      IN_PROGRESS: 'जारी है',
      SUBMITTED: 'जमा किया',
      TIME_UP: 'समय समाप्त',
    },
    connectedSince: (since: string) => `${since} से जुड़ा है`,
    disconnectedSince: (since: string) => `${since} से डिस्कनेक्ट है`,
    neverSeen: 'अभी तक नहीं जुड़ा',
    answered: (answered: number, total: number) => `${answered}/${total}`,
    minutes: (minutes: number) => `+${minutes} मिनट`,
  },
  dialog: {
    extendOneTitle: (name: string) => `${name} का समय बढ़ाएँ`,
    extendAllTitle: 'सभी का समय बढ़ाएँ',
    extendAllBody:
      'ये मिनट हर चालू प्रयास में, बाद में शुरू करने वाले छात्रों के समय में, और अगर कक्ष के बंद होने का समय तय है तो उसमें भी जोड़े जाते हैं।',
    pauseTitle: 'कक्ष रोकें',
    pauseBody: 'जब तक आप फिर से शुरू नहीं करते, सर्वर पर हर घड़ी रुकी रहती है: उत्तर और नई शुरुआत इंतज़ार करते हैं।',
    resumeTitle: 'कक्ष फिर से शुरू करें',
    resumeBody: 'कक्ष जितनी देर रुका रहा, उतना समय हर चालू प्रयास में और बंद होने के समय में जोड़ दिया जाता है।',
    irregularityTitle: 'अनियमितता दर्ज करें',
    minutes: 'मिनट',
    minutesHint: (max: number) => `1 से ${max}`,
    reason: 'कारण',
    reasonOptional: 'कारण (वैकल्पिक)',
    note: 'नोट',
    concerns: 'किससे संबंधित',
    wholeRoom: 'पूरा कक्ष',
    cancel: 'रद्द करें',
    confirmExtend: 'समय जोड़ें',
    confirmPause: 'रोकें',
    confirmResume: 'फिर से शुरू करें',
    confirmIrregularity: 'दर्ज करें',
    done: {
      extend: 'समय जोड़ा गया',
      pause: 'कक्ष रोक दिया गया है',
      resume: 'कक्ष फिर से चल रहा है',
      irregularity: 'अनियमितता दर्ज की गई',
    },
  },
  record: {
    title: 'रिकॉर्ड',
    intro: 'इस कक्ष की हर कार्रवाई और सर्वर ने जो देखा, सबसे पुराने से शुरू करके।',
    download: 'CSV डाउनलोड करें',
    empty: 'अभी तक कुछ दर्ज नहीं हुआ है।',
    at: 'समय',
    kind: 'घटना',
    who: 'छात्र',
    seconds: 'अवधि',
    reason: 'कारण या नोट',
    by: 'किसने',
    wholeRoom: 'पूरा कक्ष',
    server: 'सर्वर',
    kinds: serverMessages.examRoomMessages.eventKinds,
    duration: (seconds: number) =>
      seconds >= 60
        ? `${Math.floor(seconds / 60)} मिनट ${seconds % 60 ? `${seconds % 60} सेकंड` : ''}`.trim()
        : `${seconds} सेकंड`,
  },
  receipt: {
    pageTitle: 'रसीदें',
    title: 'रसीद जाँचें',
    intro:
      'परीक्षा पूरी करने पर छात्र को एक रसीद मिलती है। सर्वर के पास कौन-से उत्तर हैं, यह देखने के लिए रसीद कोड टाइप करें।',
    code: 'रसीद कोड',
    codePlaceholder: 'जैसे 7KQ2M-9XW4D',
    lookUp: 'जाँचें',
    matches: 'रसीद मेल खाती है: सर्वर के पास यही उत्तर हैं, जैसा छात्र को बताया गया था।',
    mismatch: 'रसीद अभी मौजूद उत्तरों से मेल नहीं खाती। इसकी सूचना किसी व्यवस्थापक को दें।',
    student: 'छात्र',
    assessment: 'आकलन',
    completed: 'पूरा किया',
    notCompleted: 'पूरा नहीं किया',
    timeUp: 'समय समाप्त',
    submitted: 'जमा किया',
    answersTitle: (count: number) => `सर्वर पर मौजूद उत्तर (${count})`,
    question: 'प्रश्न',
    chosen: 'चुना गया उत्तर',
    late: 'देर से सिंक हुआ',
    onTime: 'समय पर',
    noAnswers: 'कोई उत्तर मौजूद नहीं है।',
  },
};
