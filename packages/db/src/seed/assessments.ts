import type { Executor } from '../client';
import { assessmentCourses, assessmentQuestions, assessmentShares, assessments } from '../schema';
import type { BankQuestion, DemoCurricula } from './curricula';
import { daysAgo } from './days-ago';
import type { DemoPeople } from './people';

interface AssessmentSpec {
  id: number;
  name: string;
  description: string;
  curriculumId: number;
  ownerId: number;
  durationMinutes: number;
  perCourse: Array<{ courseId: number; take: number; skip?: number }>;
  createdDaysAgo: number;
}

/**
 * Six finalised assessments (1001-1006) from the bank, and 1004 shared with teacher2.
 * Returns 1002's questions in their order: the demo's answers are to them.
 */
export async function seedAssessments(
  tx: Executor,
  {
    now,
    curricula,
    people,
  }: {
    now: Date;
    curricula: Pick<DemoCurricula, 'scienceId' | 'mathsId' | 'bankByCourse'>;
    people: Pick<DemoPeople, 'teacher1' | 'teacher2' | 'teacher3'>;
  },
): Promise<{ forcesQuestions: BankQuestion[] }> {
  const { scienceId, mathsId, bankByCourse } = curricula;
  const { teacher1, teacher2, teacher3 } = people;
  const scienceCourses = [...bankByCourse.keys()].slice(0, 2);
  const mathsCourses = [...bankByCourse.keys()].slice(2, 4);
  const makeAssessment = (spec: AssessmentSpec) => insertAssessment(tx, now, bankByCourse, spec);

  await makeAssessment({
    id: 1001,
    name: 'Living Systems: Unit Test',
    description: 'Cells, photosynthesis and transport in plants. Read each question carefully.',
    curriculumId: scienceId,
    ownerId: teacher1.id,
    durationMinutes: 15,
    perCourse: [{ courseId: scienceCourses[0]!, take: 6 }],
    createdDaysAgo: 6,
  });
  const forcesQuestions = await makeAssessment({
    id: 1002,
    name: 'Forces and Energy: Weekly Quiz',
    description: 'A short quiz on forces, motion and energy.',
    curriculumId: scienceId,
    ownerId: teacher1.id,
    durationMinutes: 10,
    perCourse: [{ courseId: scienceCourses[1]!, take: 5 }],
    createdDaysAgo: 12,
  });
  await makeAssessment({
    id: 1003,
    name: 'Algebra Foundations',
    description: 'Linear equations and algebraic identities.',
    curriculumId: mathsId,
    ownerId: teacher1.id,
    durationMinutes: 20,
    perCourse: [{ courseId: mathsCourses[0]!, take: 8 }],
    createdDaysAgo: 3,
  });
  await makeAssessment({
    id: 1004,
    name: 'Geometry Review',
    description: 'Triangles, quadrilaterals and area. Shared with Mr Verma for his class.',
    curriculumId: mathsId,
    ownerId: teacher1.id,
    durationMinutes: 15,
    perCourse: [{ courseId: mathsCourses[1]!, take: 6 }],
    createdDaysAgo: 2,
  });
  await makeAssessment({
    id: 1005,
    name: 'Science Mixed Revision',
    description: 'Revision across living systems and forces.',
    curriculumId: scienceId,
    ownerId: teacher2.id,
    durationMinutes: 20,
    perCourse: [
      { courseId: scienceCourses[0]!, take: 4, skip: 6 },
      { courseId: scienceCourses[1]!, take: 4, skip: 5 },
    ],
    createdDaysAgo: 4,
  });
  await makeAssessment({
    id: 1006,
    name: 'Mathematics Term Check',
    description: 'Algebra and geometry for the Jaipur class.',
    curriculumId: mathsId,
    ownerId: teacher3.id,
    durationMinutes: 25,
    perCourse: [
      { courseId: mathsCourses[0]!, take: 4, skip: 8 },
      { courseId: mathsCourses[1]!, take: 4, skip: 6 },
    ],
    createdDaysAgo: 5,
  });
  await tx.insert(assessmentShares).values({
    assessmentId: 1004,
    teacherId: teacher2.id,
    level: 'FULL',
    notes: 'For Class 8A geometry revision',
    sharedBy: teacher1.id,
    sharedAt: daysAgo(now, 1),
  });
  return { forcesQuestions };
}

/** One assessment with its given id (ids are the teacher-visible AM_id), its courses and questions. */
async function insertAssessment(
  tx: Executor,
  now: Date,
  bankByCourse: Map<number, BankQuestion[]>,
  spec: AssessmentSpec,
): Promise<BankQuestion[]> {
  const picked = spec.perCourse.map(({ courseId, take, skip = 0 }) => ({
    courseId,
    questions: bankByCourse.get(courseId)!.slice(skip, skip + take),
  }));
  const allQuestions = picked.flatMap((p) => p.questions);
  const totalMarks = allQuestions.reduce((sum, q) => sum + q.marks, 0);
  await tx.insert(assessments).values({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    durationSeconds: spec.durationMinutes * 60,
    totalQuestions: allQuestions.length,
    totalMarks,
    curriculumId: spec.curriculumId,
    ownerId: spec.ownerId,
    finalizedAt: daysAgo(now, spec.createdDaysAgo),
    createdAt: daysAgo(now, spec.createdDaysAgo),
  });
  await tx.insert(assessmentCourses).values(
    picked.map((p) => ({
      assessmentId: spec.id,
      courseId: p.courseId,
      questionCount: p.questions.length,
      totalMarks: p.questions.reduce((sum, q) => sum + q.marks, 0),
    })),
  );
  await tx
    .insert(assessmentQuestions)
    .values(allQuestions.map((q, index) => ({ assessmentId: spec.id, seqNum: index + 1, questionId: q.id })));
  return allQuestions;
}
