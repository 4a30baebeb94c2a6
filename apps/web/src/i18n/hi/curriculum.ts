import { type CurriculumLevel, SUBCONCEPT_DURATION_MAX_SECONDS } from '@pathshala/contracts';
import type { Messages } from '../index';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('hi-IN')} ${n === 1 ? one : many}`;

const levels = {
  curriculum: { one: 'पाठ्यक्रम', many: 'पाठ्यक्रम', title: 'पाठ्यक्रम' },
  course: { one: 'कोर्स', many: 'कोर्स', title: 'कोर्स' },
  concept: { one: 'अवधारणा', many: 'अवधारणाएँ', title: 'अवधारणा' },
  subconcept: { one: 'उप-अवधारणा', many: 'उप-अवधारणाएँ', title: 'उप-अवधारणा' },
} as const satisfies Record<CurriculumLevel, { one: string; many: string; title: string }>;

const DURATION_MAX_MINUTES = SUBCONCEPT_DURATION_MAX_SECONDS / 60;

/** Curriculum editing: curricula, courses, concepts, subconcepts. */
export const curriculumEditor: Messages['curriculumEditor'] = {
  level: (level: CurriculumLevel) => levels[level].title,
  count: (level: CurriculumLevel, n: number) => plural(n, levels[level].one, levels[level].many),
  contentCount: (n: number) => plural(n, 'सामग्री', 'सामग्री'),
  duration: (seconds: number) => {
    if (!seconds) return 'अवधि तय नहीं';
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return plural(minutes, 'मिनट', 'मिनट');
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const hoursText = plural(hours, 'घंटा', 'घंटे');
    return rest ? `${hoursText} ${rest} मिनट` : hoursText;
  },
  retired: 'निष्क्रिय',
  list: {
    title: 'पाठ्यक्रम',
    intro:
      'स्कूल का सिलेबस: पाठ्यक्रम, उनके कोर्स, अवधारणाएँ और उप-अवधारणाएँ। संपादित करने के लिए किसी एक को खोलें; निष्क्रिय करने पर आइटम छात्रों से छिप जाता है और उनकी प्रगति बनी रहती है।',
    createTitle: 'नया पाठ्यक्रम',
    create: 'पाठ्यक्रम बनाएँ',
    creating: 'बनाया जा रहा है…',
    created: (name: string) => `पाठ्यक्रम ${name} बनाया गया।`,
    createFailed: 'पाठ्यक्रम नहीं बन सका। कृपया फिर से कोशिश करें।',
    show: 'दिखाएँ',
    shows: { live: 'उपयोग में', retired: 'निष्क्रिय', all: 'सभी' },
    loadFailed: 'पाठ्यक्रम लोड नहीं हो सके',
    empty: 'अभी कोई पाठ्यक्रम नहीं है। ऊपर पहला पाठ्यक्रम बनाएँ।',
    noneRetired: 'कोई पाठ्यक्रम निष्क्रिय नहीं है।',
    caption: 'पाठ्यक्रमों की सूची',
    columns: {
      name: 'नाम',
      courses: 'कोर्स',
      concepts: 'अवधारणाएँ',
      subconcepts: 'उप-अवधारणाएँ',
      cohorts: 'समूह',
      status: 'स्थिति',
    },
    live: 'उपयोग में',
    showing: (from: number, to: number, total: number) =>
      `${total.toLocaleString('hi-IN')} में से ${from}–${to} दिखाए जा रहे हैं`,
    pages: 'पाठ्यक्रमों के पेज',
  },
  tree: {
    pageTitle: 'पाठ्यक्रम संपादित करें',
    intro:
      'कोर्स, अवधारणाएँ और उप-अवधारणाएँ जोड़ें, उनके नाम बदलें और उनका क्रम बदलें। "ऊपर" और "नीचे" बटन से आइटम आगे-पीछे करें। निष्क्रिय आइटम निशान के साथ यहीं रहते हैं, और उन्हें वापस लाया जा सकता है।',
    allCurricula: '← सभी पाठ्यक्रम',
    loadFailed: 'पाठ्यक्रम लोड नहीं हो सका',
    notFound: 'यह पाठ्यक्रम मौजूद नहीं है।',
    studiedBy: (names: string[]) =>
      `${names.length === 1 ? 'पढ़ने वाला समूह' : 'पढ़ने वाले समूह'}: ${names.join(', ')}`,
    notStudied: 'अभी कोई भी समूह यह पाठ्यक्रम नहीं पढ़ता।',
    retiredParentNote: 'निष्क्रिय: छात्रों को इसका कुछ भी नहीं दिखता। इसमें कुछ जोड़ने के लिए इसे वापस लाएँ।',
    coursesTitle: 'कोर्स',
    noCourses: 'अभी कोई कोर्स नहीं है।',
    noConcepts: 'इस कोर्स में अभी कोई अवधारणा नहीं है।',
    noSubconcepts: 'इस अवधारणा में अभी कोई उप-अवधारणा नहीं है।',
    add: (level: CurriculumLevel) => `${levels[level].one} जोड़ें`,
    addTo: (level: CurriculumLevel, parent: string) => `${parent} में ${levels[level].one} जोड़ें`,
    edit: 'संपादित करें',
    editNamed: (name: string) => `${name} संपादित करें`,
    moveUp: 'ऊपर',
    moveDown: 'नीचे',
    moveUpNamed: (name: string) => `${name} को ऊपर ले जाएँ`,
    moveDownNamed: (name: string) => `${name} को नीचे ले जाएँ`,
    moved: (name: string, position: number, total: number) =>
      `${name} अब स्थान ${position} पर है (कुल ${total})।`,
    moveFailed: 'नया क्रम सहेजा नहीं जा सका। कृपया पेज रीलोड करके फिर से कोशिश करें।',
    retire: 'निष्क्रिय करें',
    retireNamed: (name: string) => `${name} निष्क्रिय करें`,
    restore: 'वापस लाएँ',
    restoreNamed: (name: string) => `${name} वापस लाएँ`,
    content: 'सामग्री',
    contentNamed: (name: string) => `${name} की सामग्री`,
    expandLabel: (name: string, expanded: boolean) =>
      `${name}: ${expanded ? 'अंदर के आइटम छिपाएँ' : 'अंदर के आइटम दिखाएँ'}`,
  },
  form: {
    addTitle: (level: CurriculumLevel) => `${levels[level].one} जोड़ें`,
    editTitle: (level: CurriculumLevel) => `${levels[level].one} संपादित करें`,
    name: 'नाम',
    description: 'विवरण',
    descriptionHint: 'वैकल्पिक। छात्रों को यह नाम के नीचे दिखता है।',
    durationMinutes: 'अवधि (मिनट)',
    durationHint: 'इसे पढ़ने में कितना समय लगता है; समय न हो तो 0।',
    durationInvalid: `अवधि 0 से ${DURATION_MAX_MINUTES} तक पूरे मिनटों में होनी चाहिए`,
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है…',
    added: (level: CurriculumLevel, name: string) => `${levels[level].title} ${name} को जोड़ा गया।`,
    saved: (level: CurriculumLevel, name: string) => `${levels[level].title} ${name} को सहेजा गया।`,
    unchanged: 'कुछ भी नहीं बदला।',
    failed: 'सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  },
  confirm: {
    retireTitle: (level: CurriculumLevel) => `यह ${levels[level].one} निष्क्रिय करें?`,
    retireBody: (level: CurriculumLevel, name: string) =>
      level === 'subconcept'
        ? `छात्रों को अब ${name}, इसकी सामग्री और इसका अभ्यास क्विज़ नहीं दिखेंगे। उनकी प्रगति और परिणाम बने रहेंगे, और आप इसे वापस ला सकते हैं।`
        : `छात्रों को अब ${name} और इसके अंदर का कुछ भी नहीं दिखेगा। उनकी प्रगति और परिणाम बने रहेंगे, और आप इसे वापस ला सकते हैं।`,
    restoreTitle: (level: CurriculumLevel) => `यह ${levels[level].one} वापस लाएँ?`,
    restoreBody: (name: string) => `छात्र ${name} को फिर से देख सकेंगे, अभी उपयोग में चल रहे आइटमों के बाद।`,
    retired: (level: CurriculumLevel, name: string) => `${levels[level].title} ${name} को निष्क्रिय किया गया।`,
    restored: (level: CurriculumLevel, name: string) => `${levels[level].title} ${name} को वापस लाया गया।`,
    failed: 'बदलाव नहीं किया जा सका। कृपया फिर से कोशिश करें।',
  },
};
