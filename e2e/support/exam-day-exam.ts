import { api } from '@pathshala/contracts';
import type { Credentials, E2eApi } from './api';

/**
 * Exam day's journey (issue 14) prepares its exam the way a teacher's client does, through the API of
 * a demo server of its own: an assessment with deferred feedback and shuffled questions and options,
 * one course allocated, some questions chosen and a pool for the rest, finalized, and served to a demo
 * cohort with an availability window.
 */

export const TEACHER: Credentials = { username: 'teacher1@pathshala.example', password: 'Teacher@123' };
/** Members of the demo's 'Class 8A Science'. */
export const STUDENTS = {
  paper: { username: 'ananya.gupta@pathshala.example', password: 'Student@123', name: 'Ananya Gupta' },
  offline: { username: 'kabir.singh@pathshala.example', password: 'Student@123', name: 'Kabir Singh' },
  room: { username: 'diya.patel@pathshala.example', password: 'Student@123', name: 'Diya Patel' },
} as const;

const CURRICULUM = 'Class 8 Science';
const COURSE = 'Physics: Forces and Energy';
const COHORT = 'Class 8A Science';
export const CHOSEN = 3;
export const POOLED = 3;
export const DURATION_MINUTES = 20;

export interface BankQuestion {
  CQ_id: number;
  CQ_Question: string;
  CQ_Marks: number;
  options: string[];
}

export interface PreparedExam {
  assessmentId: number;
  name: string;
  servingId: number;
  closesAt: string;
  /** The questions chosen exactly, in the teacher's order. */
  chosen: BankQuestion[];
  /** Every question of the course a pool may draw from (the chosen ones excepted). */
  poolCandidates: BankQuestion[];
}

/** Creates, fills, finalizes and serves the exam; answers what the test needs to check the papers. */
export async function prepareExam(server: E2eApi, name: string): Promise<PreparedExam> {
  const as = TEACHER;
  const { curricula } = await server.ok(api.teacher.curricula, { as });
  const curriculumId = curricula.find((c) => c.CU_Name === CURRICULUM)!.CU_id;
  const { courses } = await server.ok(api.teacher.courses, { as, query: { curriculum_id: curriculumId } });
  const courseId = courses.find((c) => c.CO_Name === COURSE)!.CO_id;
  const { questions } = await server.ok(api.teacher.courseQuestions, { as, params: { id: courseId } });
  const bank: BankQuestion[] = questions.map((q) => ({
    CQ_id: q.CQ_id,
    CQ_Question: q.CQ_Question,
    CQ_Marks: q.CQ_Marks,
    options: [q.CQ_Option1, q.CQ_Option2, q.CQ_Option3, q.CQ_Option4].filter((o) => o !== ''),
  }));
  const chosen = bank.slice(0, CHOSEN);
  const poolCandidates = bank.slice(CHOSEN);
  if (poolCandidates.length < POOLED) throw new Error(`${COURSE} has too few bank questions for a pool`);
  // Pooled questions carry the pool's marks (1 each); the course's marks are the sum.
  const totalMarks = chosen.reduce((sum, q) => sum + q.CQ_Marks, 0) + POOLED;

  const { nextId: assessmentId } = await server.ok(api.teacher.nextId, { as });
  await server.ok(api.teacher.create, {
    as,
    body: {
      AM_id: assessmentId,
      AM_Name: name,
      AM_Description: 'End of term test: forces, pressure and energy.',
      AM_Duration: DURATION_MINUTES * 60,
      AM_TotQns: CHOSEN + POOLED,
      AM_TotMarks: totalMarks,
      AM_CU_id: curriculumId,
      settings: { feedbackMode: 'AFTER', shuffleQuestions: true, shuffleOptions: true },
    },
  });
  await server.ok(api.teacher.allocateCourse, {
    as,
    body: {
      AC_AM_id: assessmentId,
      AC_CU_id: curriculumId,
      AC_CO_id: courseId,
      AC_CO_NoOfQns: CHOSEN + POOLED,
      AC_CO_TotMarks: totalMarks,
    },
  });
  for (const [index, question] of chosen.entries()) {
    await server.ok(api.teacher.addQuestion, {
      as,
      body: { AM_id: assessmentId, AQ_SeqNum: index + 1, CQ_Id: question.CQ_id },
    });
  }
  await server.ok(api.teacher.addPool, {
    as,
    params: { id: assessmentId },
    body: { courseId, questionCount: POOLED, marksPerQuestion: 1 },
  });
  const { assessment } = await server.ok(api.teacher.getAssessment, { as, params: { id: assessmentId } });
  if (!assessment.is_finalized)
    throw new Error(`The assessment is not finalized: ${JSON.stringify(assessment)}`);

  const { data: cohorts } = await server.ok(api.teacher.cohortsForServing, { as, query: { assessmentId } });
  const cohortId = cohorts.find((c) => c.CH_Name === COHORT)!.CH_id;
  const now = Date.now();
  const closesAt = new Date(now + 3 * 3600_000).toISOString();
  await server.ok(api.teacher.serve, {
    as,
    body: { assessmentId, cohortId, opensAt: new Date(now - 60_000).toISOString(), closesAt },
  });
  const { rooms } = await server.ok(api.examRoom.rooms, { as });
  const servingId = rooms.find((r) => r.assessmentId === assessmentId)!.servingId;
  return { assessmentId, name, servingId, closesAt, chosen, poolCandidates };
}

/** A student's paper as the API gives it to them (their order, their options). */
export interface ShownPaper {
  questions: Array<{ text: string; options: string[]; answered: boolean; selected: number | null }>;
}

export async function paperOf(
  server: E2eApi,
  student: Credentials,
  assessmentId: number,
): Promise<ShownPaper> {
  const { user } = await server.signIn(student);
  const paper = await server.ok(api.student.attemptPaper, {
    as: student,
    params: { studentId: user.id, assessmentId },
  });
  return {
    questions: paper.questions.map((q) => ({
      text: q.CQ_Question,
      options: [q.CQ_Option1, q.CQ_Option2, q.CQ_Option3, q.CQ_Option4].filter((o) => o !== ''),
      answered: q.answered,
      selected: q.selected,
    })),
  };
}

/** A receipt looked up by the teacher through the API. */
export async function receiptOf(server: E2eApi, code: string) {
  return (await server.ok(api.examRoom.receipt, { as: TEACHER, params: { code } })).receipt;
}
