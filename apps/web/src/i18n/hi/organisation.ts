import type { Messages } from '../index';
import { serverMessages } from './server-messages';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Training partners and centers: list, create, edit, deactivate. */
export const organisation: Messages['organisation'] = {
  pageTitle: 'प्रशिक्षण भागीदार',
  title: 'प्रशिक्षण भागीदार और केंद्र',
  intro:
    'वे संगठन जिनसे आपके शिक्षक और समूह जुड़े हैं। निष्क्रिय करने पर किसी भागीदार या केंद्र से जुड़ी हर चीज़ बनी रहती है; बस उसे किसी नई चीज़ के लिए चुनने का विकल्प नहीं मिलता।',
  loading: 'लोड हो रहा है…',
  retry: 'फिर से कोशिश करें',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  statuses: { A: 'सक्रिय', I: 'निष्क्रिय', P: 'लंबित' },
  filters: {
    search: 'भागीदार खोजें',
    searchPlaceholder: 'भागीदार का नाम',
    status: 'दिखाएँ',
    all: 'सभी',
    active: 'केवल सक्रिय',
    inactive: 'केवल निष्क्रिय',
  },
  paging: {
    partners: 'भागीदारों की सूची के पेज',
    centers: (partner: string) => `${partner} के केंद्रों की सूची के पेज`,
  },
  partners: {
    add: 'प्रशिक्षण भागीदार जोड़ें',
    loadFailed: 'प्रशिक्षण भागीदार लोड नहीं हो सके',
    empty: 'अभी कोई प्रशिक्षण भागीदार नहीं है। केंद्र बनाना शुरू करने के लिए पहला भागीदार जोड़ें।',
    noMatch: 'इन फ़िल्टर से कोई प्रशिक्षण भागीदार मेल नहीं खाता।',
    counts: (centers: number, activeCenters: number, teachers: number) =>
      `${plural(centers, 'केंद्र', 'केंद्र')} (${activeCenters} सक्रिय) · ${plural(teachers, 'शिक्षक', 'शिक्षक')}`,
    rename: 'नाम बदलें',
    renameLabel: (name: string) => `${name} का नाम बदलें`,
    showCenters: (n: number) => `केंद्र दिखाएँ (${n})`,
    hideCenters: 'केंद्र छिपाएँ',
    inactiveNote: 'निष्क्रिय: इसके केंद्र नए शिक्षकों या समूहों के लिए नहीं दिखाए जाते।',
  },
  centers: {
    add: 'प्रशिक्षण केंद्र जोड़ें',
    addTo: (partner: string) => `${partner} में प्रशिक्षण केंद्र जोड़ें`,
    loadFailed: 'प्रशिक्षण केंद्र लोड नहीं हो सके',
    empty: 'अभी कोई प्रशिक्षण केंद्र नहीं है।',
    counts: (teachers: number, cohorts: number) =>
      `${plural(teachers, 'शिक्षक', 'शिक्षक')} · ${plural(cohorts, 'समूह', 'समूह')}`,
    contact: 'संपर्क',
    year: (year: number) => `वर्तमान वर्ष ${year}`,
    edit: 'संपादित करें',
    editLabel: (name: string) => `${name} संपादित करें`,
  },
  status: {
    deactivate: 'निष्क्रिय करें',
    reactivate: 'फिर से सक्रिय करें',
    deactivateLabel: (name: string) => `${name} को निष्क्रिय करें`,
    reactivateLabel: (name: string) => `${name} को फिर से सक्रिय करें`,
    deactivateTitle: (name: string) => `${name} को निष्क्रिय करें?`,
    reactivateTitle: (name: string) => `${name} को फिर से सक्रिय करें?`,
    partnerDeactivateBody: (centers: number, teachers: number) =>
      `यह अपने ${plural(centers, 'केंद्र', 'केंद्रों')} और ${plural(teachers, 'शिक्षक', 'शिक्षकों')} के साथ रिकॉर्ड में बना रहेगा, और वे काम करते रहेंगे। यह और इसके केंद्र नए केंद्रों, शिक्षकों या समूहों के लिए अब नहीं दिखाए जाएँगे। आप इसे कभी भी फिर से सक्रिय कर सकते हैं।`,
    centerDeactivateBody: (teachers: number, cohorts: number) =>
      `यह अपने ${plural(teachers, 'शिक्षक', 'शिक्षकों')} और ${plural(cohorts, 'समूह', 'समूहों')} के साथ रिकॉर्ड में बना रहेगा, और वे काम करते रहेंगे। यह नए शिक्षकों या समूहों के लिए अब नहीं दिखाया जाएगा। आप इसे कभी भी फिर से सक्रिय कर सकते हैं।`,
    reactivateBody: 'यह फिर से नए केंद्रों, शिक्षकों और समूहों के लिए दिखाया जाएगा।',
    centerOfInactivePartner: (partner: string) => `पहले प्रशिक्षण भागीदार ${partner} को फिर से सक्रिय करें।`,
    failed: 'स्थिति नहीं बदली जा सकी। कृपया फिर से कोशिश करें।',
    deactivated: serverMessages.organisationMessages.deactivated,
    reactivated: serverMessages.organisationMessages.reactivated,
  },
  partnerForm: {
    createTitle: 'प्रशिक्षण भागीदार जोड़ें',
    renameTitle: (name: string) => `${name} का नाम बदलें`,
    name: 'प्रशिक्षण भागीदार का नाम',
    create: 'भागीदार बनाएँ',
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है…',
    created: serverMessages.organisationMessages.partnerCreated,
    saved: serverMessages.organisationMessages.partnerSaved,
    failed: 'प्रशिक्षण भागीदार सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  },
  centerForm: {
    createTitle: 'प्रशिक्षण केंद्र जोड़ें',
    editTitle: (name: string) => `${name} संपादित करें`,
    partner: 'प्रशिक्षण भागीदार',
    choose: 'चुनें…',
    inactivePartner: (name: string) => `${name} (निष्क्रिय)`,
    name: 'प्रशिक्षण केंद्र का नाम',
    address: 'पता',
    spocName: 'संपर्क व्यक्ति (SPOC) का नाम',
    spocPhone: 'संपर्क फ़ोन',
    spocEmail: 'संपर्क ईमेल',
    currentYear: 'वर्तमान वर्ष',
    moveNote: 'केंद्र को किसी दूसरे भागीदार में ले जाने पर उसके शिक्षक भी उसी भागीदार में चले जाते हैं।',
    create: 'केंद्र बनाएँ',
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है…',
    created: serverMessages.organisationMessages.centerCreated,
    saved: serverMessages.organisationMessages.centerSaved,
    failed: 'प्रशिक्षण केंद्र सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
    partnersFailed: 'प्रशिक्षण भागीदार लोड नहीं हो सके। फ़ॉर्म बंद करके फिर से कोशिश करें।',
  },
  /** On the Add Training Center form. */
  addPartnerLink: 'प्रशिक्षण भागीदार जोड़ें',
};
