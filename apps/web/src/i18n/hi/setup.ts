import { ADMIN_PASSWORD_MIN_LENGTH } from '@pathshala/contracts';
import type { Messages } from '../index';
import { serverMessages } from './server-messages';

/** First-run setup of an empty install: school name and first admin. */
export const setup: Messages['setup'] = {
  pageTitle: 'अपना स्कूल सेट अप करें',
  title: 'अपना स्कूल सेट अप करें',
  intro:
    'Pathshala में अभी कोई व्यवस्थापक नहीं है। अपने स्कूल का नाम डालें और उसका पहला व्यवस्थापक खाता बनाएँ: यह केवल एक बार किया जाता है, और इसके तुरंत बाद आप साइन इन हो जाएँगे।',
  setupCode: 'सेटअप कोड',
  setupCodeHint:
    'सर्वर शुरू होने पर यह उसके लॉग में छपता है, और उसकी डेटा डायरेक्टरी (DATA_DIR) की setup-code फ़ाइल में रखा रहता है। इससे पता चलता है कि यह सर्वर आप चलाते हैं।',
  schoolSection: 'आपका स्कूल',
  schoolName: 'स्कूल का नाम',
  adminSection: 'पहला व्यवस्थापक',
  adminHint: 'यह खाता स्कूल का प्रबंधन करता है: लोग, समूह, पाठ्यक्रम और बैकअप।',
  email: 'ईमेल पता',
  username: 'यूज़रनेम',
  usernameHint: 'अंग्रेज़ी अक्षर, अंक, डॉट (.), हाइफ़न (-) और अंडरस्कोर (_); इससे साइन इन किया जाता है।',
  salutation: 'संबोधन',
  firstName: 'पहला नाम',
  lastName: 'अंतिम नाम',
  password: 'पासवर्ड',
  passwordHint: `कम से कम ${ADMIN_PASSWORD_MIN_LENGTH} अक्षर, जिनमें एक छोटा अक्षर (a-z), एक बड़ा अक्षर (A-Z) और एक अंक हो।`,
  confirmPassword: 'पासवर्ड की पुष्टि करें',
  submit: 'स्कूल सेट अप करें',
  submitting: 'सेट अप हो रहा है…',
  failed: 'सेट अप नहीं हो सका। कृपया फिर से कोशिश करें।',
  loadFailed: 'यह जाँचा नहीं जा सका कि यह स्कूल सेट अप है या नहीं।',
  loading: 'जाँच हो रही है…',
  retry: 'फिर से कोशिश करें',
  signedInFailed: (school: string) => `${school} सेट अप हो गया है। कृपया अभी बनाए गए व्यवस्थापक खाते से साइन इन करें।`,
  alreadyTitle: 'यह स्कूल पहले से सेट अप है',
  alreadyBody: (school: string | null) =>
    school
      ? `${school} में पहले से एक व्यवस्थापक है। अपने खाते से साइन इन करें; व्यवस्थापक दूसरे व्यवस्थापक जोड़ सकते हैं।`
      : 'इस स्कूल में पहले से एक व्यवस्थापक है। अपने खाते से साइन इन करें; व्यवस्थापक दूसरे व्यवस्थापक जोड़ सकते हैं।',
  alreadySetUp: serverMessages.setupMessages.alreadySetUp,
  goToSignIn: 'साइन इन पर जाएँ',
  callOut: {
    title: 'यह स्कूल अभी सेट अप नहीं हुआ है',
    body: 'जब तक स्कूल का पहला व्यवस्थापक नहीं बनता, कोई भी साइन इन नहीं कर सकता। इसके लिए आपको सर्वर के लॉग से, या उसकी डेटा डायरेक्टरी की setup-code फ़ाइल से, सेटअप कोड चाहिए होगा।',
    action: 'स्कूल सेट अप करें',
  },
};
