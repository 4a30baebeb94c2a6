import { z } from 'zod';
import { messages } from '../messages';
import { endpoint, Id } from './endpoint';
import { hasControlCharacters } from './fields';

const ADMIN = ['admin'] as const;
const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

/** The levels of a curriculum tree, top down. */
export const CurriculumLevel = z.enum(['curriculum', 'course', 'concept', 'subconcept']);
export type CurriculumLevel = z.infer<typeof CurriculumLevel>;

export const CURRICULUM_NAME_MAX = 200;
export const CURRICULUM_DESCRIPTION_MAX = 2000;
/** A subconcept's study time: at most 100 hours. */
export const SUBCONCEPT_DURATION_MAX_SECONDS = 360_000;
export const CURRICULA_PAGE_SIZE_MAX = 100;
export const CURRICULA_PAGE_SIZE_DEFAULT = 25;
/** More children than any syllabus has; bounds a reorder body. */
export const REORDER_MAX_IDS = 1000;

const LEVEL_WORD: Record<CurriculumLevel, string> = {
  curriculum: 'Curriculum',
  course: 'Course',
  concept: 'Concept',
  subconcept: 'Subconcept',
};
const quoted = (name: string) => `'${name}'`;

/** The words of this area, in the style of messages.ts (kept here so the area changes on its own). */
export const curriculumEditorMessages = {
  nameRequired: (level: CurriculumLevel) => `${LEVEL_WORD[level]} name is required`,
  nameTooLong: `Name must be at most ${CURRICULUM_NAME_MAX} characters`,
  nameOneLine: 'Name must be one line of text',
  descriptionInvalid: `Description must be text of at most ${CURRICULUM_DESCRIPTION_MAX} characters`,
  durationInvalid: `Duration must be a whole number of seconds from 0 to ${SUBCONCEPT_DURATION_MAX_SECONDS}`,
  nothingToChange: 'Send a name, a description or a duration to change',
  statusInvalid: 'Status must be live, retired or all',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: `Page size must be a whole number from 1 to ${CURRICULA_PAGE_SIZE_MAX}`,
  idsInvalid: 'Order must be a list of ids',
  notFound: (level: CurriculumLevel) => `${LEVEL_WORD[level]} not found`,
  /** A live sibling already has the name (case does not count). */
  duplicateName: (
    level: CurriculumLevel,
    name: string,
    parentLevel?: CurriculumLevel,
    parentName?: string,
  ) =>
    parentLevel && parentName !== undefined
      ? `A ${level} named ${quoted(name)} already exists in ${parentLevel} ${quoted(parentName)}`
      : `A ${level} named ${quoted(name)} already exists`,
  restoreDuplicate: (
    level: CurriculumLevel,
    name: string,
    parentLevel?: CurriculumLevel,
    parentName?: string,
  ) =>
    `${LEVEL_WORD[level]} ${quoted(name)} cannot be brought back: ${
      parentLevel && parentName !== undefined
        ? `${parentLevel} ${quoted(parentName)} now has a ${level} of that name`
        : `another ${level} now has that name`
    }. Rename one of them first.`,
  alreadyRetired: (level: CurriculumLevel, name: string) =>
    `${LEVEL_WORD[level]} ${quoted(name)} is already retired`,
  notRetired: (level: CurriculumLevel, name: string) => `${LEVEL_WORD[level]} ${quoted(name)} is not retired`,
  parentRetired: (level: CurriculumLevel, name: string) =>
    `${LEVEL_WORD[level]} ${quoted(name)} is retired: bring it back before adding to it`,
  curriculumInUse: (name: string, cohortNames: string[]) =>
    `Curriculum ${quoted(name)} is studied by ${cohortNames.length === 1 ? 'cohort' : 'cohorts'} ${cohortNames
      .map(quoted)
      .join(
        ', ',
      )}: retiring it would take their whole learning journey away. Retire its courses instead, or move the cohorts to another curriculum first.`,
  reorderMismatch: (parentLevel: CurriculumLevel, parentName: string) =>
    `The order must list each live item of ${parentLevel} ${quoted(parentName)} exactly once. Reload and try again.`,
  created: (level: CurriculumLevel) => `${LEVEL_WORD[level]} created`,
  updated: (level: CurriculumLevel) => `${LEVEL_WORD[level]} saved`,
  reordered: 'Order saved',
  retired: (level: CurriculumLevel) => `${LEVEL_WORD[level]} retired`,
  restored: (level: CurriculumLevel) => `${LEVEL_WORD[level]} brought back`,
} as const;
const m = curriculumEditorMessages;

/** One line of text with no control characters (names show in lists, tabs and results). */
const ItemName = (level: CurriculumLevel) =>
  z
    .string({ error: m.nameRequired(level) })
    .trim()
    .min(1, m.nameRequired(level))
    .max(CURRICULUM_NAME_MAX, m.nameTooLong)
    .refine((value) => !/[\r\n\f]/.test(value), m.nameOneLine)
    .refine((value) => !hasControlCharacters(value), messages.api.controlCharacters);

/** A description; empty or null means none (so an edit can clear it). */
const Description = z
  .union([z.null(), z.string().trim().max(CURRICULUM_DESCRIPTION_MAX, m.descriptionInvalid)], {
    error: m.descriptionInvalid,
  })
  .refine((value) => value === null || !hasControlCharacters(value), messages.api.controlCharacters)
  .transform((value) => (value ? value : null));

const DurationSeconds = z
  .number({ error: m.durationInvalid })
  .int(m.durationInvalid)
  .min(0, m.durationInvalid)
  .max(SUBCONCEPT_DURATION_MAX_SECONDS, m.durationInvalid);

export const CreateItemBody = (level: Exclude<CurriculumLevel, 'subconcept'>) =>
  z.object({ name: ItemName(level), description: Description.optional() });

export const CreateSubconceptBody = z.object({
  name: ItemName('subconcept'),
  description: Description.optional(),
  durationSeconds: DurationSeconds.default(0),
});
export type CreateSubconceptBody = z.input<typeof CreateSubconceptBody>;

const someChange = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => value !== undefined);

/** A partial edit: only the fields sent change. */
export const UpdateItemBody = (level: Exclude<CurriculumLevel, 'subconcept'>) =>
  z
    .object({ name: ItemName(level).optional(), description: Description.optional() })
    .refine(someChange, m.nothingToChange);

export const UpdateSubconceptBody = z
  .object({
    name: ItemName('subconcept').optional(),
    description: Description.optional(),
    durationSeconds: DurationSeconds.optional(),
  })
  .refine(someChange, m.nothingToChange);
export type UpdateSubconceptBody = z.input<typeof UpdateSubconceptBody>;

/** The new order of a parent's live children: each of their ids exactly once. */
export const ReorderBody = z.object({
  ids: z.array(Id, { error: m.idsInvalid }).max(REORDER_MAX_IDS, m.idsInvalid),
});
export type ReorderBody = z.input<typeof ReorderBody>;

const QueryInt = (min: number, max: number, fallback: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);

export const CurriculaListQuery = z.object({
  /** live (default): the ones in use; retired: the ones taken out; all: both. */
  status: z.enum(['live', 'retired', 'all'], { error: m.statusInvalid }).default('live'),
  page: QueryInt(1, 100_000, 1, m.pageInvalid),
  pageSize: QueryInt(1, CURRICULA_PAGE_SIZE_MAX, CURRICULA_PAGE_SIZE_DEFAULT, m.pageSizeInvalid),
});
export type CurriculaListQuery = z.input<typeof CurriculaListQuery>;

const NamedRef = z.object({ id: z.number().int(), name: z.string() });

/** What every item of the tree has; retiredAt is set once it is retired (ISO time), else null. */
const ItemFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  retiredAt: z.string().nullable(),
};

export const CurriculumItem = z.object({ ...ItemFields, createdAt: z.string() });
export type CurriculumItem = z.infer<typeof CurriculumItem>;
export const CourseItem = z.object({
  ...ItemFields,
  curriculumId: z.number().int(),
  position: z.number().int(),
});
export type CourseItem = z.infer<typeof CourseItem>;
export const ConceptItem = z.object({
  ...ItemFields,
  courseId: z.number().int(),
  position: z.number().int(),
});
export type ConceptItem = z.infer<typeof ConceptItem>;
export const SubconceptItem = z.object({
  ...ItemFields,
  conceptId: z.number().int(),
  position: z.number().int(),
  durationSeconds: z.number().int(),
});
export type SubconceptItem = z.infer<typeof SubconceptItem>;

/** A row of the curricula list: live descendants counted (a retired course's concepts are not). */
export const CurriculumSummary = CurriculumItem.extend({
  courseCount: z.number().int(),
  conceptCount: z.number().int(),
  subconceptCount: z.number().int(),
  cohortCount: z.number().int(),
});
export type CurriculumSummary = z.infer<typeof CurriculumSummary>;

/** contentCount: the live content items attached to this subconcept. */
export const SubconceptNode = SubconceptItem.extend({ contentCount: z.number().int() });
export type SubconceptNode = z.infer<typeof SubconceptNode>;
/** contentCount: the live content items attached to the concept itself (not through a subconcept). */
export const ConceptNode = ConceptItem.extend({
  contentCount: z.number().int(),
  subconcepts: z.array(SubconceptNode),
});
export type ConceptNode = z.infer<typeof ConceptNode>;
export const CourseNode = CourseItem.extend({ concepts: z.array(ConceptNode) });
export type CourseNode = z.infer<typeof CourseNode>;

/**
 * A curriculum's whole tree for editing, retired items included (marked by retiredAt). Children
 * come live first in their order, then the retired ones.
 */
export const CurriculumTree = z.object({
  curriculum: CurriculumItem.extend({ cohorts: z.array(NamedRef) }),
  courses: z.array(CourseNode),
});
export type CurriculumTree = z.infer<typeof CurriculumTree>;

const curriculumParams = z.object({ curriculumId: Id });
const courseParams = z.object({ courseId: Id });
const conceptParams = z.object({ conceptId: Id });
const subconceptParams = z.object({ subconceptId: Id });

/**
 * Curriculum editing (admins: the curriculum is the school's syllabus). Nothing is deleted:
 * retiring hides an item and its subtree from students and from new work; restoring brings it back.
 */
export const curriculumEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/curriculum/curricula',
    summary: 'Curricula with counts of their live courses, concepts, subconcepts and cohorts, paged',
    access: ADMIN,
    query: CurriculaListQuery,
    response: ok({
      data: z.object({
        items: z.array(CurriculumSummary),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
    }),
  }),
  tree: endpoint({
    method: 'GET',
    path: '/api/curriculum/curricula/:curriculumId',
    summary: "A curriculum's courses, concepts and subconcepts for editing, retired ones included",
    access: ADMIN,
    params: curriculumParams,
    response: ok({ data: CurriculumTree }),
  }),
  createCurriculum: endpoint({
    method: 'POST',
    path: '/api/curriculum/curricula',
    summary: 'Create a curriculum',
    access: ADMIN,
    body: CreateItemBody('curriculum'),
    response: ok({ data: CurriculumItem }),
  }),
  updateCurriculum: endpoint({
    method: 'PATCH',
    path: '/api/curriculum/curricula/:curriculumId',
    summary: "Edit a curriculum's name or description",
    access: ADMIN,
    params: curriculumParams,
    body: UpdateItemBody('curriculum'),
    response: ok({ data: CurriculumItem }),
  }),
  retireCurriculum: endpoint({
    method: 'POST',
    path: '/api/curriculum/curricula/:curriculumId/retire',
    summary: 'Retire a curriculum no cohort studies',
    access: ADMIN,
    params: curriculumParams,
    response: ok({ data: CurriculumItem }),
  }),
  restoreCurriculum: endpoint({
    method: 'POST',
    path: '/api/curriculum/curricula/:curriculumId/restore',
    summary: 'Bring a retired curriculum back',
    access: ADMIN,
    params: curriculumParams,
    response: ok({ data: CurriculumItem }),
  }),
  createCourse: endpoint({
    method: 'POST',
    path: '/api/curriculum/curricula/:curriculumId/courses',
    summary: 'Add a course at the end of a curriculum',
    access: ADMIN,
    params: curriculumParams,
    body: CreateItemBody('course'),
    response: ok({ data: CourseItem }),
  }),
  reorderCourses: endpoint({
    method: 'PATCH',
    path: '/api/curriculum/curricula/:curriculumId/course-order',
    summary: "Put a curriculum's live courses in a new order",
    access: ADMIN,
    params: curriculumParams,
    body: ReorderBody,
    response: ok({ data: z.object({ ids: z.array(z.number().int()) }) }),
  }),
  updateCourse: endpoint({
    method: 'PATCH',
    path: '/api/curriculum/courses/:courseId',
    summary: "Edit a course's name or description",
    access: ADMIN,
    params: courseParams,
    body: UpdateItemBody('course'),
    response: ok({ data: CourseItem }),
  }),
  retireCourse: endpoint({
    method: 'POST',
    path: '/api/curriculum/courses/:courseId/retire',
    summary: 'Retire a course (its concepts and subconcepts are hidden with it)',
    access: ADMIN,
    params: courseParams,
    response: ok({ data: CourseItem }),
  }),
  restoreCourse: endpoint({
    method: 'POST',
    path: '/api/curriculum/courses/:courseId/restore',
    summary: 'Bring a retired course back',
    access: ADMIN,
    params: courseParams,
    response: ok({ data: CourseItem }),
  }),
  createConcept: endpoint({
    method: 'POST',
    path: '/api/curriculum/courses/:courseId/concepts',
    summary: 'Add a concept at the end of a course',
    access: ADMIN,
    params: courseParams,
    body: CreateItemBody('concept'),
    response: ok({ data: ConceptItem }),
  }),
  reorderConcepts: endpoint({
    method: 'PATCH',
    path: '/api/curriculum/courses/:courseId/concept-order',
    summary: "Put a course's live concepts in a new order",
    access: ADMIN,
    params: courseParams,
    body: ReorderBody,
    response: ok({ data: z.object({ ids: z.array(z.number().int()) }) }),
  }),
  updateConcept: endpoint({
    method: 'PATCH',
    path: '/api/curriculum/concepts/:conceptId',
    summary: "Edit a concept's name or description",
    access: ADMIN,
    params: conceptParams,
    body: UpdateItemBody('concept'),
    response: ok({ data: ConceptItem }),
  }),
  retireConcept: endpoint({
    method: 'POST',
    path: '/api/curriculum/concepts/:conceptId/retire',
    summary: 'Retire a concept (its subconcepts and content are hidden with it)',
    access: ADMIN,
    params: conceptParams,
    response: ok({ data: ConceptItem }),
  }),
  restoreConcept: endpoint({
    method: 'POST',
    path: '/api/curriculum/concepts/:conceptId/restore',
    summary: 'Bring a retired concept back',
    access: ADMIN,
    params: conceptParams,
    response: ok({ data: ConceptItem }),
  }),
  createSubconcept: endpoint({
    method: 'POST',
    path: '/api/curriculum/concepts/:conceptId/subconcepts',
    summary: 'Add a subconcept at the end of a concept',
    access: ADMIN,
    params: conceptParams,
    body: CreateSubconceptBody,
    response: ok({ data: SubconceptItem }),
  }),
  reorderSubconcepts: endpoint({
    method: 'PATCH',
    path: '/api/curriculum/concepts/:conceptId/subconcept-order',
    summary: "Put a concept's live subconcepts in a new order",
    access: ADMIN,
    params: conceptParams,
    body: ReorderBody,
    response: ok({ data: z.object({ ids: z.array(z.number().int()) }) }),
  }),
  updateSubconcept: endpoint({
    method: 'PATCH',
    path: '/api/curriculum/subconcepts/:subconceptId',
    summary: "Edit a subconcept's name, description or duration (seconds)",
    access: ADMIN,
    params: subconceptParams,
    body: UpdateSubconceptBody,
    response: ok({ data: SubconceptItem }),
  }),
  retireSubconcept: endpoint({
    method: 'POST',
    path: '/api/curriculum/subconcepts/:subconceptId/retire',
    summary: 'Retire a subconcept (its content and practice are hidden with it)',
    access: ADMIN,
    params: subconceptParams,
    response: ok({ data: SubconceptItem }),
  }),
  restoreSubconcept: endpoint({
    method: 'POST',
    path: '/api/curriculum/subconcepts/:subconceptId/restore',
    summary: 'Bring a retired subconcept back',
    access: ADMIN,
    params: subconceptParams,
    response: ok({ data: SubconceptItem }),
  }),
} as const;
