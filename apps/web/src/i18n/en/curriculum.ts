import { type CurriculumLevel, SUBCONCEPT_DURATION_MAX_SECONDS } from '@pathshala/contracts';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

const levels = {
  curriculum: { one: 'curriculum', many: 'curricula', title: 'Curriculum' },
  course: { one: 'course', many: 'courses', title: 'Course' },
  concept: { one: 'concept', many: 'concepts', title: 'Concept' },
  subconcept: { one: 'subconcept', many: 'subconcepts', title: 'Subconcept' },
} as const satisfies Record<CurriculumLevel, { one: string; many: string; title: string }>;

const DURATION_MAX_MINUTES = SUBCONCEPT_DURATION_MAX_SECONDS / 60;

/** Curriculum editing: curricula, courses, concepts, subconcepts. */
export const curriculumEditor = {
  level: (level: CurriculumLevel) => levels[level].title,
  count: (level: CurriculumLevel, n: number) => plural(n, levels[level].one, levels[level].many),
  contentCount: (n: number) => plural(n, 'content item', 'content items'),
  duration: (seconds: number) => {
    if (!seconds) return 'No duration set';
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return plural(minutes, 'minute', 'minutes');
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours}h ${rest}m` : plural(hours, 'hour', 'hours');
  },
  retired: 'Retired',
  list: {
    title: 'Curriculum',
    intro:
      "The school's syllabus: curricula, their courses, concepts and subconcepts. Open one to edit it; retiring hides an item from students and keeps their progress.",
    createTitle: 'New curriculum',
    create: 'Create curriculum',
    creating: 'Creating…',
    created: (name: string) => `Curriculum ${name} created.`,
    createFailed: 'Failed to create the curriculum. Please try again.',
    show: 'Show',
    shows: { live: 'In use', retired: 'Retired', all: 'All' },
    loadFailed: 'Failed to load curricula',
    empty: 'No curriculum yet. Create the first one above.',
    noneRetired: 'No curriculum is retired.',
    caption: 'Curricula',
    columns: {
      name: 'Name',
      courses: 'Courses',
      concepts: 'Concepts',
      subconcepts: 'Subconcepts',
      cohorts: 'Cohorts',
      status: 'Status',
    },
    live: 'In use',
    showing: (from: number, to: number, total: number) =>
      `Showing ${from}–${to} of ${total.toLocaleString('en')}`,
    pages: 'Curricula pages',
  },
  tree: {
    pageTitle: 'Edit curriculum',
    intro:
      'Add, rename and reorder courses, concepts and subconcepts. Move items with the Up and Down buttons. Retired items stay here, marked, and can be brought back.',
    allCurricula: '← All curricula',
    loadFailed: 'Failed to load the curriculum',
    notFound: 'This curriculum does not exist.',
    studiedBy: (names: string[]) =>
      `Studied by ${names.length === 1 ? 'cohort' : 'cohorts'}: ${names.join(', ')}`,
    notStudied: 'No cohort studies this curriculum yet.',
    retiredParentNote: 'Retired: students see nothing of it. Bring it back to add to it.',
    coursesTitle: 'Courses',
    noCourses: 'No courses yet.',
    noConcepts: 'No concepts in this course yet.',
    noSubconcepts: 'No subconcepts in this concept yet.',
    add: (level: CurriculumLevel) => `Add ${levels[level].one}`,
    addTo: (level: CurriculumLevel, parent: string) => `Add ${levels[level].one} to ${parent}`,
    edit: 'Edit',
    editNamed: (name: string) => `Edit ${name}`,
    moveUp: 'Up',
    moveDown: 'Down',
    moveUpNamed: (name: string) => `Move ${name} up`,
    moveDownNamed: (name: string) => `Move ${name} down`,
    moved: (name: string, position: number, total: number) => `${name} is now ${position} of ${total}.`,
    moveFailed: 'Failed to save the new order. Please reload and try again.',
    retire: 'Retire',
    retireNamed: (name: string) => `Retire ${name}`,
    restore: 'Bring back',
    restoreNamed: (name: string) => `Bring back ${name}`,
    content: 'Content',
    contentNamed: (name: string) => `Content of ${name}`,
    expandLabel: (name: string, expanded: boolean) => `${name}: ${expanded ? 'hide' : 'show'} its contents`,
  },
  form: {
    addTitle: (level: CurriculumLevel) => `Add ${levels[level].one}`,
    editTitle: (level: CurriculumLevel) => `Edit ${levels[level].one}`,
    name: 'Name',
    description: 'Description',
    descriptionHint: 'Optional. Students see it under the name.',
    durationMinutes: 'Duration (minutes)',
    durationHint: 'How long studying it takes; 0 for none.',
    durationInvalid: `Duration must be a whole number of minutes from 0 to ${DURATION_MAX_MINUTES}`,
    save: 'Save',
    saving: 'Saving…',
    added: (level: CurriculumLevel, name: string) => `${levels[level].title} ${name} added.`,
    saved: (level: CurriculumLevel, name: string) => `${levels[level].title} ${name} saved.`,
    unchanged: 'Nothing changed.',
    failed: 'Failed to save. Please try again.',
  },
  confirm: {
    retireTitle: (level: CurriculumLevel) => `Retire this ${levels[level].one}?`,
    retireBody: (level: CurriculumLevel, name: string) =>
      level === 'subconcept'
        ? `Students will no longer see ${name}, its content or its practice quiz. Their progress and results are kept, and you can bring it back.`
        : `Students will no longer see ${name} or anything in it. Their progress and results are kept, and you can bring it back.`,
    restoreTitle: (level: CurriculumLevel) => `Bring this ${levels[level].one} back?`,
    restoreBody: (name: string) => `${name} becomes visible to students again, after the items now in use.`,
    retired: (level: CurriculumLevel, name: string) => `${levels[level].title} ${name} retired.`,
    restored: (level: CurriculumLevel, name: string) => `${levels[level].title} ${name} brought back.`,
    failed: 'The change could not be made. Please try again.',
  },
};
