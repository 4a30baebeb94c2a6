import {
  FAST_START_HOWTO,
  formatByteLimit,
  LIBRARY_DOCUMENT_MAX_BYTES,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_VIDEO_MAX_BYTES,
} from '@pathshala/contracts';
import { formatBytes } from '../../lib/format';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** Content library: uploads (tus), web links, replace, reorder, retire. */
export const library = {
  types: { VID: 'Video', PDF: 'PDF', PPT: 'Presentation', DOC: 'Document', WEB: 'Web link' },
  /** What each type of file takes, under the type chooser. */
  typeHints: {
    VID: `An MP4 or WebM video, up to ${formatByteLimit(LIBRARY_VIDEO_MAX_BYTES)}. An MP4 must be saved with fast start so it plays while it downloads. ${FAST_START_HOWTO}`,
    PDF: `A PDF file, up to ${formatByteLimit(LIBRARY_FILE_MAX_BYTES)}.`,
    PPT: `Export your slides as PDF (PowerPoint: File > Export > PDF; Google Slides: File > Download > PDF) and upload the PDF, up to ${formatByteLimit(LIBRARY_FILE_MAX_BYTES)}. Each page becomes a slide.`,
    DOC: `A Word document (.docx) or an HTML page, up to ${formatByteLimit(LIBRARY_DOCUMENT_MAX_BYTES)}, or a PDF, up to ${formatByteLimit(LIBRARY_FILE_MAX_BYTES)}. A Word document becomes a reading page students can resize.`,
  },
  itemCount: (n: number) => plural(n, 'content item', 'content items'),
  minutes: (seconds: number) =>
    seconds ? plural(Math.round(seconds / 60), 'minute', 'minutes') : 'No duration set',
  size: formatBytes,
  retired: 'Retired',
  entry: {
    title: 'Content library',
    intro:
      'The study material of the curricula you teach: open a concept or subconcept to add videos, PDFs, presentations, documents and web links, or to change and arrange them.',
    loadFailed: 'Failed to load your curricula',
    empty:
      'You do not teach a cohort yet, so there is no curriculum to add content to. Ask an administrator to add you to a cohort.',
    noConcepts: 'No concepts yet.',
    pages: 'Curricula pages',
  },
  page: {
    title: (name: string) => `Content of ${name}`,
    intro:
      'Students study these items in this order. Retiring hides an item from students and keeps their progress; it can be brought back.',
    breadcrumb: 'Where this is',
    backToCurriculum: '← Back to the curriculum',
    backToLibrary: '← Back to the content library',
    concept: 'Concept',
    subconcept: 'Subconcept',
    retiredPlace:
      'This concept or subconcept (or a part above it) is retired: its content is shown here but cannot be changed. Bring it back in the curriculum editor first.',
    subconceptsTitle: 'Subconcepts',
    subconceptsIntro: 'Each subconcept has content of its own:',
    subconceptLink: (name: string, n: number) => `${name} (${plural(n, 'item', 'items')})`,
    itemsTitle: 'Content',
    retiredTitle: 'Retired content',
    noItems: 'No content yet. Add a file or a web link below.',
    loadFailed: 'Failed to load the content',
    pages: 'Content pages',
    retiredPages: 'Retired content pages',
  },
  item: {
    open: 'Open',
    openNamed: (name: string) => `Open ${name} (new tab)`,
    edit: 'Edit',
    editNamed: (name: string) => `Edit ${name}`,
    replace: 'Replace file',
    replaceNamed: (name: string) => `Replace the file of ${name}`,
    retire: 'Retire',
    retireNamed: (name: string) => `Retire ${name}`,
    restore: 'Bring back',
    restoreNamed: (name: string) => `Bring back ${name}`,
    moveUp: 'Up',
    moveDown: 'Down',
    moveUpNamed: (name: string) => `Move ${name} up`,
    moveDownNamed: (name: string) => `Move ${name} down`,
    position: (n: number) => `${n}.`,
    retiredOn: (date: string) => `Retired ${date}`,
  },
  add: {
    title: 'Add content',
    tabs: 'How to add content',
    uploadTab: 'Upload a file',
    linkTab: 'Add a web link',
  },
  upload: {
    type: 'Type',
    file: 'File',
    chooseType: 'Choose the type',
    chooseFile: 'Choose a file',
    clearFile: 'Clear the chosen file',
    name: 'Name',
    nameDescription: 'What students see as its title.',
    duration: 'Duration (minutes, optional)',
    durationDescription:
      'How long studying it takes; filled in from a video. Leave empty if you do not know.',
    submit: 'Upload and add',
    submitReplace: 'Upload and replace',
    uploading: (percent: number) => `Uploading: ${percent}%`,
    progressLabel: 'Upload progress',
    sent: (sent: string, total: string) => `${sent} of ${total} sent`,
    resuming: (percent: number) => `Continuing an earlier upload of this file from ${percent}%.`,
    interrupted:
      'The upload stopped (the connection dropped). What was sent is kept on the server for a day: Retry continues from there.',
    retry: 'Retry upload',
    cancel: 'Cancel upload',
    cancelled: 'Upload cancelled.',
    checking: 'Checking the file and adding it…',
    added: (name: string) => `${name} added.`,
    replaced: (name: string) => `The file of ${name} was replaced.`,
    fileRequired: 'Please choose a file',
    typeRequired: 'Please choose the type',
    nameRequired: 'Name is required',
    durationInvalid: 'Duration must be a whole number of minutes from 0 to 1440',
    tooLarge: (limit: string) => `The file is too large: this type can be at most ${limit}.`,
    emptyFile: 'The file is empty.',
    presentationFile:
      'Presentations are accepted as PDF: export your slides as PDF (PowerPoint: File > Export > PDF) and upload the PDF.',
    failed: 'The upload failed. Please try again.',
    addFailed: 'The file could not be added. Please try again.',
    unsupported: 'This browser cannot upload files in parts. Please use a current browser.',
  },
  /** The server found the uploaded file already in the library: keep it here as well, or skip it. */
  duplicate: {
    title: 'Already in the library',
    body: (n: number) =>
      n === 1
        ? 'This file is already in the library at:'
        : `This file is already in the library at ${plural(n, 'place', 'places')}:`,
    at: (place: string, name: string) => `${place}: ${name}`,
    more: (n: number) => `and ${plural(n, 'more place', 'more places')}`,
    ask: 'Nothing has been added yet. Add it here as well, for a second place, or skip it?',
    askReplace:
      'The file has not been replaced yet. Use it here as well, or skip it and keep the current file?',
    keep: 'Add it here as well',
    keepReplace: 'Replace anyway',
    skip: 'Skip this file',
    skipped: (name: string) => `${name} was not added: it is already in the library.`,
    skippedReplace: 'The file was not replaced: it is already in the library.',
  },
  link: {
    url: 'Web address',
    urlDescription: 'http:// or https:// only, e.g. https://en.wikipedia.org/wiki/Photosynthesis',
    name: 'Name',
    duration: 'Duration (minutes, optional)',
    submit: 'Add web link',
    added: (name: string) => `${name} added.`,
    blocked: (name: string) =>
      `${name} added. That site does not let itself be shown inside Pathshala: students will get a button to open it in a new tab.`,
    unreachable: (name: string) =>
      `${name} added, but the page did not answer when it was checked. Check the address.`,
    urlRequired: 'Web address is required',
    failed: 'The web link could not be added. Please try again.',
  },
  edit: {
    title: (name: string) => `Edit ${name}`,
    save: 'Save',
    saved: (name: string) => `${name} saved.`,
    failed: 'The changes could not be saved. Please try again.',
  },
  replace: {
    title: (name: string) => `Replace the file of ${name}`,
    body: 'Students keep their progress and bookmarks. Upload a file of the same type; the old file is kept while other content still uses it.',
  },
  confirm: {
    retireTitle: 'Retire this content?',
    retireBody: (name: string) =>
      `${name} will be hidden from students. Their progress is kept, and you can bring it back at any time.`,
    restoreTitle: 'Bring this content back?',
    restoreBody: (name: string) => `${name} will be shown to students again, at the end of this list.`,
    retired: (name: string) => `${name} retired.`,
    restored: (name: string) => `${name} is back, at the end of the list.`,
    failed: 'The change could not be saved. Please try again.',
  },
  order: {
    failed: 'The new order could not be saved. Please try again.',
    moved: (name: string, position: number) => `${name} moved to position ${position}.`,
  },
};
