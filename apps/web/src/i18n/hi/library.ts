import {
  formatByteLimit,
  LIBRARY_DOCUMENT_MAX_BYTES,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_VIDEO_MAX_BYTES,
} from '@pathshala/contracts';
import { formatBytes } from '../../lib/format';
import type { Messages } from '../index';

// Hindi nouns here keep one form for any count ("1 मिनट", "5 मिनट").
const count = (n: number, word: string) => `${n.toLocaleString('hi-IN')} ${word}`;

const FAST_START_HOWTO =
  'इसे फ़ास्ट स्टार्ट के साथ फिर से सहेजें: ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4 (या HandBrake में "Web Optimized" पर टिक करें), फिर नई फ़ाइल अपलोड करें।';

/** Content library: uploads (tus), web links, replace, reorder, retire. */
export const library: Messages['library'] = {
  types: { VID: 'वीडियो', PDF: 'PDF', PPT: 'प्रेज़ेंटेशन', DOC: 'दस्तावेज़', WEB: 'वेब लिंक' },
  /** What each type of file takes, under the type chooser. */
  typeHints: {
    VID: `MP4 या WebM वीडियो, अधिकतम ${formatByteLimit(LIBRARY_VIDEO_MAX_BYTES)}। MP4 फ़ाइल फ़ास्ट स्टार्ट के साथ सहेजी गई होनी चाहिए, ताकि वह डाउनलोड होते-होते ही चलने लगे। ${FAST_START_HOWTO}`,
    PDF: `PDF फ़ाइल, अधिकतम ${formatByteLimit(LIBRARY_FILE_MAX_BYTES)}।`,
    PPT: `अपनी स्लाइडें PDF के रूप में एक्सपोर्ट करें (PowerPoint: File > Export > PDF; Google Slides: File > Download > PDF) और वह PDF अपलोड करें, अधिकतम ${formatByteLimit(LIBRARY_FILE_MAX_BYTES)}। हर पेज एक स्लाइड बन जाता है।`,
    DOC: `Word दस्तावेज़ (.docx) या HTML पेज, अधिकतम ${formatByteLimit(LIBRARY_DOCUMENT_MAX_BYTES)}, या PDF, अधिकतम ${formatByteLimit(LIBRARY_FILE_MAX_BYTES)}। Word दस्तावेज़ पढ़ने वाला एक पेज बन जाता है, जिसमें छात्र अक्षरों का आकार छोटा-बड़ा कर सकते हैं।`,
  },
  itemCount: (n: number) => count(n, 'सामग्री'),
  minutes: (seconds: number) => (seconds ? count(Math.round(seconds / 60), 'मिनट') : 'अवधि तय नहीं'),
  size: formatBytes,
  retired: 'निष्क्रिय',
  entry: {
    title: 'सामग्री लाइब्रेरी',
    intro:
      'आप जिन पाठ्यक्रमों को पढ़ाते हैं, उनकी अध्ययन सामग्री: वीडियो, PDF, प्रेज़ेंटेशन, दस्तावेज़ और वेब लिंक जोड़ने, या उन्हें बदलने और क्रम में लगाने के लिए कोई अवधारणा या उप-अवधारणा खोलें।',
    loadFailed: 'आपके पाठ्यक्रम लोड नहीं हो सके',
    empty:
      'आप अभी किसी समूह को नहीं पढ़ाते, इसलिए सामग्री जोड़ने के लिए कोई पाठ्यक्रम नहीं है। किसी एडमिन से कहें कि वे आपको किसी समूह में जोड़ें।',
    noConcepts: 'अभी कोई अवधारणा नहीं है।',
    pages: 'पाठ्यक्रमों के पेज',
  },
  page: {
    title: (name: string) => `${name} की सामग्री`,
    intro:
      'छात्र यह सामग्री इसी क्रम में पढ़ते हैं। निष्क्रिय करने पर सामग्री छात्रों से छिप जाती है और उनकी प्रगति बनी रहती है; इसे वापस लाया जा सकता है।',
    breadcrumb: 'यह कहाँ है',
    backToCurriculum: '← पाठ्यक्रम पर वापस जाएँ',
    backToLibrary: '← सामग्री लाइब्रेरी पर वापस जाएँ',
    concept: 'अवधारणा',
    subconcept: 'उप-अवधारणा',
    retiredPlace:
      'यह अवधारणा या उप-अवधारणा (या इसके ऊपर का कोई हिस्सा) निष्क्रिय है: इसकी सामग्री यहाँ दिखती है, पर बदली नहीं जा सकती। पहले इसे पाठ्यक्रम संपादक में वापस लाएँ।',
    subconceptsTitle: 'उप-अवधारणाएँ',
    subconceptsIntro: 'हर उप-अवधारणा की अपनी सामग्री है:',
    subconceptLink: (name: string, n: number) => `${name} (${count(n, 'सामग्री')})`,
    itemsTitle: 'सामग्री',
    retiredTitle: 'निष्क्रिय सामग्री',
    noItems: 'अभी कोई सामग्री नहीं है। नीचे कोई फ़ाइल या वेब लिंक जोड़ें।',
    loadFailed: 'सामग्री लोड नहीं हो सकी',
    pages: 'सामग्री के पेज',
    retiredPages: 'निष्क्रिय सामग्री के पेज',
  },
  item: {
    open: 'खोलें',
    openNamed: (name: string) => `${name} खोलें (नए टैब में)`,
    edit: 'संपादित करें',
    editNamed: (name: string) => `${name} संपादित करें`,
    replace: 'फ़ाइल बदलें',
    replaceNamed: (name: string) => `${name} की फ़ाइल बदलें`,
    retire: 'निष्क्रिय करें',
    retireNamed: (name: string) => `${name} निष्क्रिय करें`,
    restore: 'वापस लाएँ',
    restoreNamed: (name: string) => `${name} वापस लाएँ`,
    moveUp: 'ऊपर',
    moveDown: 'नीचे',
    moveUpNamed: (name: string) => `${name} को ऊपर ले जाएँ`,
    moveDownNamed: (name: string) => `${name} को नीचे ले जाएँ`,
    position: (n: number) => `${n}.`,
    retiredOn: (date: string) => `${date} को निष्क्रिय किया गया`,
  },
  add: {
    title: 'सामग्री जोड़ें',
    tabs: 'सामग्री कैसे जोड़ें',
    uploadTab: 'फ़ाइल अपलोड करें',
    linkTab: 'वेब लिंक जोड़ें',
  },
  upload: {
    type: 'प्रकार',
    file: 'फ़ाइल',
    chooseType: 'प्रकार चुनें',
    chooseFile: 'फ़ाइल चुनें',
    clearFile: 'चुनी गई फ़ाइल हटाएँ',
    name: 'नाम',
    nameDescription: 'छात्रों को इसका यही शीर्षक दिखेगा।',
    duration: 'अवधि (मिनट, वैकल्पिक)',
    durationDescription: 'इसे पढ़ने में कितना समय लगता है; वीडियो से अपने-आप भर जाती है। पता न हो तो खाली छोड़ दें।',
    submit: 'अपलोड करें और जोड़ें',
    submitReplace: 'अपलोड करें और बदलें',
    uploading: (percent: number) => `अपलोड हो रहा है: ${percent}%`,
    progressLabel: 'अपलोड की प्रगति',
    sent: (sent: string, total: string) => `${total} में से ${sent} भेजा गया`,
    resuming: (percent: number) => `इस फ़ाइल का पिछला अपलोड ${percent}% से आगे जारी है।`,
    interrupted:
      'अपलोड रुक गया (कनेक्शन टूट गया)। जितना भेजा जा चुका है, वह एक दिन तक सर्वर पर रखा रहता है: "फिर से अपलोड करें" दबाने पर अपलोड वहीं से आगे बढ़ेगा।',
    retry: 'फिर से अपलोड करें',
    cancel: 'अपलोड रद्द करें',
    cancelled: 'अपलोड रद्द कर दिया गया।',
    checking: 'फ़ाइल जाँची और जोड़ी जा रही है…',
    added: (name: string) => `${name} को जोड़ दिया गया।`,
    replaced: (name: string) => `${name} की फ़ाइल बदल दी गई।`,
    fileRequired: 'कृपया एक फ़ाइल चुनें',
    typeRequired: 'कृपया प्रकार चुनें',
    nameRequired: 'नाम ज़रूरी है',
    durationInvalid: 'अवधि 0 से 1440 तक पूरे मिनटों में होनी चाहिए',
    tooLarge: (limit: string) => `फ़ाइल बहुत बड़ी है: इस प्रकार की फ़ाइल अधिकतम ${limit} की हो सकती है।`,
    emptyFile: 'फ़ाइल खाली है।',
    presentationFile:
      'प्रेज़ेंटेशन PDF के रूप में ही ली जाती हैं: अपनी स्लाइडें PDF के रूप में एक्सपोर्ट करें (PowerPoint: File > Export > PDF) और वह PDF अपलोड करें।',
    failed: 'अपलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    addFailed: 'फ़ाइल जोड़ी नहीं जा सकी। कृपया फिर से कोशिश करें।',
    unsupported: 'यह ब्राउज़र फ़ाइलों को हिस्सों में अपलोड नहीं कर सकता। कृपया किसी नए ब्राउज़र का इस्तेमाल करें।',
  },
  duplicate: {
    title: 'लाइब्रेरी में पहले से है',
    body: (n: number) =>
      n === 1 ? 'यह फ़ाइल लाइब्रेरी में पहले से यहाँ है:' : `यह फ़ाइल लाइब्रेरी में पहले से ${count(n, 'जगहों')} पर है:`,
    at: (place: string, name: string) => `${place}: ${name}`,
    more: (n: number) => `और ${count(n, n === 1 ? 'जगह' : 'जगहें')}`,
    ask: 'अभी कुछ नहीं जोड़ा गया है। क्या इसे यहाँ भी जोड़ें, दूसरी जगह के लिए, या इसे छोड़ दें?',
    askReplace: 'फ़ाइल अभी बदली नहीं गई है। क्या इसे यहाँ भी इस्तेमाल करें, या इसे छोड़कर मौजूदा फ़ाइल ही रखें?',
    keep: 'इसे यहाँ भी जोड़ें',
    keepReplace: 'फिर भी बदलें',
    skip: 'यह फ़ाइल छोड़ें',
    skipped: (name: string) => `${name} नहीं जोड़ा गया: यह लाइब्रेरी में पहले से है।`,
    skippedReplace: 'फ़ाइल नहीं बदली गई: यह लाइब्रेरी में पहले से है।',
  },
  link: {
    url: 'वेब पता',
    urlDescription: 'केवल http:// या https://, जैसे https://en.wikipedia.org/wiki/Photosynthesis',
    name: 'नाम',
    duration: 'अवधि (मिनट, वैकल्पिक)',
    submit: 'वेब लिंक जोड़ें',
    added: (name: string) => `${name} को जोड़ दिया गया।`,
    blocked: (name: string) =>
      `${name} को जोड़ दिया गया। वह साइट खुद को Pathshala के अंदर दिखाने नहीं देती: छात्रों को उसे नए टैब में खोलने का बटन मिलेगा।`,
    unreachable: (name: string) =>
      `${name} को जोड़ दिया गया, लेकिन जाँच के समय पेज ने जवाब नहीं दिया। वेब पता जाँच लें।`,
    urlRequired: 'वेब पता ज़रूरी है',
    failed: 'वेब लिंक जोड़ा नहीं जा सका। कृपया फिर से कोशिश करें।',
  },
  edit: {
    title: (name: string) => `${name} संपादित करें`,
    save: 'सहेजें',
    saved: (name: string) => `${name} को सहेज लिया गया।`,
    failed: 'बदलाव सहेजे नहीं जा सके। कृपया फिर से कोशिश करें।',
  },
  replace: {
    title: (name: string) => `${name} की फ़ाइल बदलें`,
    body: 'छात्रों की प्रगति और बुकमार्क बने रहते हैं। उसी प्रकार की फ़ाइल अपलोड करें; जब तक कोई दूसरी सामग्री पुरानी फ़ाइल का इस्तेमाल कर रही है, पुरानी फ़ाइल रखी जाती है।',
  },
  confirm: {
    retireTitle: 'यह सामग्री निष्क्रिय करें?',
    retireBody: (name: string) =>
      `${name} को छात्रों से छिपा दिया जाएगा। उनकी प्रगति बनी रहेगी, और आप इसे कभी भी वापस ला सकते हैं।`,
    restoreTitle: 'यह सामग्री वापस लाएँ?',
    restoreBody: (name: string) => `छात्र ${name} को फिर से देख सकेंगे; यह इस सूची के अंत में दिखेगी।`,
    retired: (name: string) => `${name} को निष्क्रिय कर दिया गया।`,
    restored: (name: string) => `${name} को वापस लाया गया, सूची के अंत में।`,
    failed: 'बदलाव सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  },
  order: {
    failed: 'नया क्रम सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
    moved: (name: string, position: number) => `${name} को स्थान ${position} पर ले जाया गया।`,
  },
};
