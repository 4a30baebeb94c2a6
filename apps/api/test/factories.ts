import { type AssessmentSettings, api } from '@pathshala/contracts';
import type { Account, ApiCall, Credentials } from './api-caller';

/**
 * What API tests build, built through the API as an admin or teacher would (no rows written behind
 * its back): a student, a cohort, an assessment served to a cohort. Each throws with the answer's
 * message when a step is refused, so a test fails where the building went wrong.
 */

type Who = Account | Credentials;

let made = 0;
/** A name no other test (or worker) uses. */
const unique = (stem: string) => `${stem}-${process.pid}-${++made}-${Math.random().toString(36).slice(2, 7)}`;

function ok<T extends { status: number; text: string }>(answer: T, what: string): T {
  if (answer.status !== 200) throw new Error(`${what} was refused (${answer.status}): ${answer.text}`);
  return answer;
}

/** Someone a factory added: their id, and the username (their e-mail) and password they sign in with. */
export interface MadePerson extends Credentials {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

interface PersonSpec {
  /** Their e-mail (a student's username is it); a new one unless given. */
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  /** Asked to choose their own password at first sign-in. */
  mustChangePassword?: boolean;
  as?: Who;
}

const person = (stem: string, spec: PersonSpec) => ({
  email: spec.email ?? `${unique(stem)}@pathshala.example`,
  firstName: spec.firstName ?? 'Test',
  lastName: spec.lastName ?? stem[0]!.toUpperCase() + stem.slice(1),
  password: spec.password ?? 'Quiet-River-42',
  mustChangePassword: spec.mustChangePassword ?? false,
});

/** An active student with a typed password, in the cohort if one is given. */
export async function makeStudent(
  call: ApiCall,
  spec: PersonSpec & { cohortId?: number } = {},
): Promise<MadePerson> {
  const as = spec.as ?? 'admin';
  const { email, ...rest } = person('student', spec);
  const created = ok(
    await call(api.admin.createStudent, { as, body: { username: email, ...rest, dob: '2012-04-01' } }),
    'Adding a student',
  );
  const id = created.body.data.studentId;
  if (spec.cohortId !== undefined) {
    ok(
      await call(api.cohorts.addMembers, {
        as,
        params: { cohortId: spec.cohortId },
        body: { studentIds: [id] },
      }),
      'Adding the student to the cohort',
    );
  }
  return {
    id,
    username: email,
    email,
    password: rest.password,
    firstName: rest.firstName,
    lastName: rest.lastName,
  };
}

/** An active teacher of the first training center listed (their username is their e-mail). */
export async function makeTeacher(call: ApiCall, spec: PersonSpec = {}): Promise<MadePerson> {
  const as = spec.as ?? 'admin';
  const center = ok(await call(api.admin.trainingCenters, { as }), 'Listing centers').body.data[0]!;
  const { email, ...rest } = person('teacher', spec);
  const created = ok(
    await call(api.admin.createTeacher, {
      as,
      body: { email, ...rest, trainingCenterId: center.TC_id, trainingPartnerId: center.TP_id },
    }),
    'Adding a teacher',
  );
  const id = created.body.data.teacherId;
  return {
    id,
    username: email,
    email,
    password: rest.password,
    firstName: rest.firstName,
    lastName: rest.lastName,
  };
}

/** A cohort studying the curriculum at a training center (the first one listed unless given), with its members. */
export async function makeCohort(
  call: ApiCall,
  spec: {
    curriculumId: number;
    teacherIds?: number[];
    studentIds?: number[];
    trainingCenterId?: number;
    name?: string;
    as?: Who;
  },
): Promise<number> {
  const as = spec.as ?? 'admin';
  const trainingCenterId =
    spec.trainingCenterId ??
    ok(await call(api.admin.trainingCenters, { as }), 'Listing centers').body.data[0]!.TC_id;
  const created = ok(
    await call(api.cohorts.create, {
      as,
      body: {
        name: spec.name ?? unique('Cohort'),
        curriculumId: spec.curriculumId,
        trainingCenterId,
        teacherIds: spec.teacherIds ?? [],
        studentIds: spec.studentIds ?? [],
      },
    }),
    'Creating a cohort',
  );
  return created.body.data.cohortId;
}

/** A bank question as a test picks it: its id, course and marks (a row of the questions table will do). */
export interface PickedQuestion {
  id: number;
  courseId: number;
  marks: number;
}

export interface ServedAssessmentSpec {
  cohortId: number;
  /** The teacher who builds and serves it, a teacher of the cohort: teacher1 unless given. */
  as?: Who;
  /** The cohort's curriculum unless given (looked up as the admin). */
  curriculumId?: number;
  /** Bank questions placed in this order; or how many to take from the first course that has them (2). */
  questions?: PickedQuestion[] | number;
  /** Pools students draw from, after the chosen questions. */
  pools?: Array<{ courseId: number; subconceptId?: number; questionCount: number; marksPerQuestion: number }>;
  settings?: Partial<AssessmentSettings>;
  durationSeconds?: number;
  name?: string;
  /** The serving's window, ISO 8601. */
  opensAt?: string;
  closesAt?: string;
}

export interface ServedAssessment {
  assessmentId: number;
  servingId: number;
  questions: PickedQuestion[];
  totalMarks: number;
}

/**
 * An assessment served to a cohort, as the teacher's wizard makes it: step 1 (create with its settings),
 * step 2 (a course allocation per course), step 3 (pools added and questions placed, which finalizes
 * it), then served to the cohort.
 */
export async function makeServedAssessment(
  call: ApiCall,
  spec: ServedAssessmentSpec,
): Promise<ServedAssessment> {
  const as = spec.as ?? 'teacher1';
  const curriculumId =
    spec.curriculumId ??
    ok(
      await call(api.cohorts.get, { as: 'admin', params: { cohortId: spec.cohortId } }),
      'Reading the cohort',
    ).body.data.cohort.curriculum.id;
  const questions = Array.isArray(spec.questions)
    ? spec.questions
    : await firstQuestions(call, as, curriculumId, spec.questions ?? 2);
  const pools = spec.pools ?? [];
  // Step 1 takes the next free id, as the wizard does.
  const id = ok(await call(api.teacher.nextId, { as }), 'Asking for the next assessment id').body.nextId;

  // Each course's share: its chosen questions and its pools.
  const courses = new Map<number, { count: number; marks: number }>();
  const share = (courseId: number, count: number, marks: number) => {
    const course = courses.get(courseId) ?? { count: 0, marks: 0 };
    courses.set(courseId, { count: course.count + count, marks: course.marks + marks });
  };
  for (const question of questions) share(question.courseId, 1, question.marks);
  for (const pool of pools)
    share(pool.courseId, pool.questionCount, pool.questionCount * pool.marksPerQuestion);
  const totals = [...courses.values()].reduce(
    (sum, c) => ({ count: sum.count + c.count, marks: sum.marks + c.marks }),
    {
      count: 0,
      marks: 0,
    },
  );

  ok(
    await call(api.teacher.create, {
      as,
      body: {
        AM_id: id,
        AM_Name: spec.name ?? `Assessment ${id}`,
        AM_Duration: spec.durationSeconds ?? 600,
        AM_TotQns: totals.count,
        AM_TotMarks: totals.marks,
        AM_CU_id: curriculumId,
        ...(spec.settings ? { settings: spec.settings } : {}),
      },
    }),
    'Creating the assessment',
  );
  for (const [courseId, course] of courses) {
    ok(
      await call(api.teacher.allocateCourse, {
        as,
        body: {
          AC_AM_id: id,
          AC_CU_id: curriculumId,
          AC_CO_id: courseId,
          AC_CO_NoOfQns: course.count,
          AC_CO_TotMarks: course.marks,
        },
      }),
      'Allocating a course',
    );
  }
  // Pools first: each chosen question is then checked against what its course still lacks.
  for (const pool of pools) {
    ok(await call(api.teacher.addPool, { as, params: { id }, body: pool }), 'Adding a pool');
  }
  for (const [index, question] of questions.entries()) {
    ok(
      await call(api.teacher.addQuestion, {
        as,
        body: { AM_id: id, AQ_SeqNum: index + 1, CQ_Id: question.id },
      }),
      `Placing question ${question.id}`,
    );
  }
  ok(
    await call(api.teacher.serve, {
      as,
      body: {
        assessmentId: id,
        cohortId: spec.cohortId,
        ...(spec.opensAt ? { opensAt: spec.opensAt } : {}),
        ...(spec.closesAt ? { closesAt: spec.closesAt } : {}),
      },
    }),
    'Serving the assessment',
  );
  const servings = ok(await call(api.teacher.servings, { as, params: { id } }), 'Listing the servings').body
    .servings;
  const serving = servings.find((row) => row.cohortId === spec.cohortId)!;
  return { assessmentId: id, servingId: serving.servingId, questions, totalMarks: totals.marks };
}

/** The first `count` questions of the first course of the curriculum that has that many. */
async function firstQuestions(call: ApiCall, as: Who, curriculumId: number, count: number) {
  const courses = ok(
    await call(api.teacher.courses, { as, query: { curriculum_id: curriculumId } }),
    'Listing the courses',
  ).body.courses;
  const course = courses.find((row) => row.questionCount >= count);
  if (!course) throw new Error(`No course of curriculum ${curriculumId} has ${count} questions`);
  const bank = ok(
    await call(api.teacher.courseQuestions, { as, params: { id: course.CO_id } }),
    "Listing the course's questions",
  ).body.questions;
  return bank.slice(0, count).map((q) => ({ id: q.CQ_id, courseId: q.CO_id, marks: q.CQ_Marks }));
}
