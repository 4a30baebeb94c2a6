import { messages } from '@pathshala/contracts/plain';
import { setup } from './setup';

/**
 * The texts sign-in and the app's frame show (the header, banners, errors, the first-run call-out):
 * built into the first page. The rest of the catalogue (./index) loads with the first other screen.
 */
export const enFirst = {
  setup,
  app: {
    name: 'Pathshala',
    tagline: 'Digital Learning Platform',
    loading: 'Loading Pathshala',
    skipToContent: 'Skip to main content',
    dismiss: 'Dismiss',
    homeLink: 'Pathshala home',
    /** The document title: the page, then the school when its name is known, else the product. */
    pageTitle: (page: string, school: string | null = null) => `${page} · ${school ?? 'Pathshala'}`,
    homeLinkAt: (school: string) => `Pathshala home, ${school}`,
  },
  chrome: {
    offline: messages.offline,
    offlineStudy:
      'Your learning journey, the items you saved and their practice quizzes work offline; your progress is kept on this device. Web pages, items not saved and new assessments need a connection.',
    waiting: (count: number) =>
      count === 1
        ? '1 study record is waiting to be sent.'
        : `${count} study records are waiting to be sent.`,
    notKept: (count: number) =>
      `${count === 1 ? '1 study record' : `${count} study records`} could not be kept on this device (its storage is full or turned off) and will not be sent.`,
    installTitle: 'Install Pathshala',
    installBody: 'Add Pathshala to your device for quick access, even on a slow connection.',
    install: 'Install',
    later: 'Later',
  },
  welcome: {
    student: (name: string) => `Welcome back, ${name}!`,
    /** A first-ever sign-in: nobody is welcomed 'back' the first time. */
    firstTime: (name: string) => `Welcome to Pathshala, ${name}!`,
    teacher: (name: string) => `Welcome Teacher ${name}!`,
    admin: (name: string) => `Welcome Administrator ${name}!`,
    generic: 'Welcome to Pathshala!',
    preparing: 'Getting your dashboard ready…',
  },
  login: {
    pageTitle: 'Sign In',
    title: 'Sign in to Pathshala',
    subtitle: 'Use your school username or email address.',
    usernameLabel: 'Username or email',
    usernamePlaceholder: 'you@school.example',
    passwordLabel: 'Password',
    passwordPlaceholder: 'Your password',
    // Deliberately without the word 'password', so the field's label stays unique.
    togglePassword: 'Show or hide the characters',
    forgotPassword: 'Forgot password?',
    changePassword: 'Change password',
    submit: 'Sign In',
    submitting: 'Signing In...',
    waitingForTurn: 'Many people are signing in right now. Yours goes through in a few seconds…',
    errorTitle: 'Could not sign in',
    dismissError: 'Dismiss error',
    usernameRequired: messages.login.usernameRequired,
    passwordRequired: messages.login.passwordRequired,
    failed: messages.login.failed,
    failedRetry: messages.login.failedRetry,
    network: messages.api.network,
    demo: {
      title: 'Demo accounts',
      hint: 'Choose an account to fill in the form, then select Sign In.',
      student: 'Student',
      teacher: (n: number) => `Teacher ${n}`,
      admin: 'Administrator',
      fill: (label: string, username: string) => `Fill in the form as ${label} (${username})`,
    },
  },
  unauthorized: {
    pageTitle: 'Access Denied',
    title: messages.unauthorized.title,
    body: messages.unauthorized.body,
    codeLabel: 'Error Code',
    unknownCode: 'UNKNOWN',
    /** What each code means, shown beside it: a person should not have to know HTTP. */
    codeMeaning: {
      '403': 'this page belongs to another kind of account',
      '404': 'this page or item was not found',
      UNKNOWN: 'the reason is not known',
    } as Record<string, string>,
    goHome: 'Go to Home',
    goBack: 'Go Back',
  },
  notFound: {
    pageTitle: 'Page Not Found',
    code: '404',
    title: 'Page Not Found',
    body: "The page you are looking for doesn't exist or may have moved.",
    quickLinks: 'Quick links',
    goToLogin: 'Go to Login',
    goToDashboard: 'Go to Dashboard',
    links: {
      login: 'Login',
      dashboard: 'Dashboard',
      learning: 'Learning',
      assessments: 'Assessments',
      createAssessment: 'Create Assessment',
      addUser: 'Add User',
      manageAdmins: 'Manage Admins',
    },
  },
  error: {
    pageTitle: 'Something went wrong',
    title: 'Something went wrong',
    body: 'An unexpected problem stopped this page from loading. You can try again or go back to the home page.',
    tryAgain: 'Try Again',
    goHome: 'Go to Home',
    persistsTitle: 'The problem persists',
    persistsBody:
      'Trying again has not helped. Go to the home page, or contact your school’s support team if this keeps happening.',
    details: 'Technical details',
  },
  session: {
    signOut: 'Sign Out',
    confirmTitle: 'Sign out?',
    confirmBody: 'Are you sure you want to sign out of Pathshala?',
    unsentKept: (count: number) =>
      `${count === 1 ? '1 answer or study record has' : `${count} answers or study records have`} not reached the school's server yet. ${count === 1 ? 'It is' : 'They are'} sent now if the connection allows; what cannot be sent stays on this device, for you only, until you sign in here again. Everything else kept here for offline use is removed.`,
    cancel: 'Cancel',
    confirm: 'Sign Out',
    signingOut: 'Signing Out...',
    avatarLabel: (name: string) => `Signed in as ${name}`,
  },
  /** The language switch on the sign-in page and in the header; each language is named in itself. */
  language: {
    label: 'Language',
    saveFailed:
      'The new language is used on this device, but your account could not remember it. Try again later.',
  },
  /** Page buttons of every paged list. */
  paging: {
    page: (n: number) => `Page ${n}`,
    previous: 'Previous page',
    next: 'Next page',
    first: 'First page',
    last: 'Last page',
  },
  comingSoon: {
    badge: 'Coming Soon',
    laterRelease: 'This screen is coming in a later release.',
    backToDashboard: 'Back to Dashboard',
  },
  dev: {
    crash: 'This route throws on purpose to show the error screen (development builds only).',
  },
  api: messages.api,
};
