import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { api, type CohortMastery, type MasteryCurriculum } from '@pathshala/contracts';
import {
  answers,
  attempts,
  cohorts,
  mastery,
  practiceResults,
  questions,
  rebuildMastery,
} from '@pathshala/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller } from '../../../test/api-caller';
import { makeServedAssessment } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  assessable,
  type BankQuestion,
  keyOfShown,
  type Student,
  signInStudents,
  studentCalls,
} from '../attempts/exam-day.test-support';

/**
 * Issue 30: mastery per student per subconcept, kept as answers arrive. Every figure the API gives is
 * checked against a computation made here from the raw rows (answers, practice results), written
 * out from the rule's words (decay 0.8 per answer, sums rolled up), not by calling the code under test.
 */

let t: TestApp;
let students: Student[];
let bank: BankQuestion[];
let cohortId: number;
let curriculumId: number;
let exam: ReturnType<typeof studentCalls>;
let call: ApiCall;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  const setup = await signInStudents(t);
  ({ students, bank } = setup);
  cohortId = setup.cohort.id;
  curriculumId = setup.cohort.curriculumId;
  exam = studentCalls(t);
}, 120_000);
afterAll(async () => t?.close());

// --- The reference: the rule applied answer by answer to the raw rows -------------------------------

interface Kept {
  correct: number;
  total: number;
  count: number;
  last: number;
}

/** Every answer of the student that counts, oldest first, folded per subconcept. */
async function reference(studentId: number): Promise<Map<number, Kept>> {
  const db = t.database.db;
  const subconceptOf = new Map(
    (await db.select({ id: questions.id, sc: questions.subconceptId }).from(questions)).map((q) => [
      q.id,
      q.sc,
    ]),
  );
  const counted: Array<{ questionId: number; correct: boolean; at: number; k1: number; k2: number }> = [];
  const examRows = await db
    .select({ answer: answers })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(eq(attempts.studentId, studentId));
  for (const { answer } of examRows) {
    if (answer.heldState === 'held' || answer.heldState === 'declined') continue;
    counted.push({
      questionId: answer.questionId,
      correct: answer.isCorrect,
      at: answer.answeredAt.getTime(),
      k1: answer.attemptId,
      k2: answer.seqNum,
    });
  }
  const quizzes = await db.select().from(practiceResults).where(eq(practiceResults.studentId, studentId));
  for (const quiz of quizzes) {
    const details = quiz.details as Array<{
      questionId: number;
      selectedAnswer: number;
      correctAnswer: number;
    }>;
    for (const [i, d] of details.entries()) {
      counted.push({
        questionId: d.questionId,
        correct: d.selectedAnswer === d.correctAnswer,
        at: quiz.createdAt.getTime(),
        k1: quiz.id,
        k2: i,
      });
    }
  }
  counted.sort((a, b) => a.at - b.at || a.k1 - b.k1 || a.k2 - b.k2);
  const kept = new Map<number, Kept>();
  for (const answer of counted) {
    const sc = subconceptOf.get(answer.questionId)!;
    const before = kept.get(sc) ?? { correct: 0, total: 0, count: 0, last: 0 };
    kept.set(sc, {
      correct: 0.8 * before.correct + (answer.correct ? 1 : 0),
      total: 0.8 * before.total + 1,
      count: before.count + 1,
      last: Math.max(before.last, answer.at),
    });
  }
  return kept;
}

/** The expected figure of a set of subconcepts: summed weights, summed counts. */
function expected(kept: Map<number, Kept>, subconceptIds: number[]) {
  const rows = subconceptIds.map((id) => kept.get(id)).filter((row): row is Kept => row !== undefined);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const last = Math.max(0, ...rows.map((row) => row.last));
  return {
    mastery: total > 0 ? rows.reduce((sum, row) => sum + row.correct, 0) / total : null,
    evidence: rows.reduce((sum, row) => sum + row.count, 0),
    lastAnsweredAt: last > 0 ? new Date(last).toISOString() : null,
  };
}

function expectFigure(
  actual: { mastery: number | null; evidence: number; lastAnsweredAt: string | null },
  want: ReturnType<typeof expected>,
  where: string,
) {
  expect(actual.evidence, where).toBe(want.evidence);
  expect(actual.lastAnsweredAt, where).toBe(want.lastAnsweredAt);
  if (want.mastery === null) expect(actual.mastery, where).toBeNull();
  else expect(actual.mastery, where).toBeCloseTo(want.mastery, 9);
}

/** The student's own tree, every level checked against the reference; answers the tree. */
async function checkTree(s: Student): Promise<MasteryCurriculum[]> {
  const response = await call(api.insight.myMastery, { as: s });
  expect(response.status, response.text).toBe(200);
  const tree = response.body.data.curricula as MasteryCurriculum[];
  const kept = await reference(s.id);
  for (const curriculum of tree) {
    const all: number[] = [];
    for (const course of curriculum.courses) {
      const inCourse: number[] = [];
      for (const concept of course.concepts) {
        const ids = concept.subconcepts.map((sc) => sc.id);
        for (const sc of concept.subconcepts)
          expectFigure(sc, expected(kept, [sc.id]), `subconcept ${sc.id}`);
        expectFigure(concept, expected(kept, ids), `concept ${concept.id}`);
        inCourse.push(...ids);
      }
      expectFigure(course, expected(kept, inCourse), `course ${course.id}`);
      all.push(...inCourse);
    }
    expectFigure(curriculum, expected(kept, all), `curriculum ${curriculum.id}`);
  }
  return tree;
}

/** The kept table, as the API keeps it, for one student. */
async function keptRows(studentId: number) {
  return t.database.db.select().from(mastery).where(eq(mastery.studentId, studentId));
}

// --- Answers, made through the API ------------------------------------------------------------------

/** A practice quiz on a subconcept: the first answer of each pair right, then wrong, and so on. */
async function practise(s: Student, subconceptId: number, pattern: boolean[], sync?: object) {
  const draw = await call(api.student.practiceQuiz, { as: s, params: { subconceptId } });
  expect(draw.status, draw.text).toBe(200);
  const drawn = draw.body.questions as Array<{ CQ_id: number }>;
  expect(drawn.length).toBeGreaterThanOrEqual(pattern.length);
  const body = {
    answers: pattern.map((right, i) => {
      const question = bank.find((q) => q.id === drawn[i]!.CQ_id)!;
      return {
        questionId: question.id,
        answerId: right ? question.correctOption : (question.correctOption % 2) + 1,
      };
    }),
    ...sync,
  };
  const sent = await call(api.student.submitPractice, { as: s, params: { subconceptId }, body: body });
  expect(sent.status, sent.text).toBe(200);
  return body;
}

/** An exam of these questions served to the cohort and started by the student. */
async function startExam(s: Student, chosen: BankQuestion[]) {
  const { assessmentId: id } = await makeServedAssessment(call, {
    cohortId,
    curriculumId,
    questions: chosen,
    closesAt: new Date(t.clock.now().getTime() + 600_000).toISOString(),
  });
  const attemptId = (await exam.start(s, id)).body.attemptId;
  const paper = (await exam.paper(s, id)).body;
  return {
    id,
    attemptId,
    clock: paper.assessmentInfo.clock,
    keys: paper.questions.map((q) => keyOfShown(bank, q)),
  };
}

/** A subconcept of the cohort's curriculum with at least `n` practice questions. */
async function practiceSubconcept(s: Student, n: number, skip: number[] = []) {
  const subconceptIds = [...new Set(bank.map((q) => q.subconceptId))].filter((id) => !skip.includes(id));
  for (const id of subconceptIds) {
    const draw = await call(api.student.practiceQuiz, { as: s, params: { subconceptId: id } });
    if (draw.status === 200 && draw.body.questions.length >= n) return id;
  }
  throw new Error('no subconcept with enough practice questions');
}

describe(`mastery is kept as answers arrive (${testDriver})`, () => {
  let practised: number;

  it('practice answers count at once, and a quiz sent twice by the outbox counts once', async () => {
    const s = students[1]!;
    practised = await practiceSubconcept(s, 4);
    await practise(s, practised, [true, false, true, true]);
    // The student removed later practises now (exams take questions out of the practice pool).
    await practise(students[3]!, practised, [true, true, false]);
    t.clock.advanceSeconds(30);
    const offline = await practise(s, practised, [false, false, true], {
      syncId: randomUUID(),
      ageSeconds: 20,
    });
    // The outbox sends it again (its answer was lost): stored and counted once.
    const again = await call(api.student.submitPractice, {
      as: s,
      params: { subconceptId: practised },
      body: offline,
    });
    expect(again.status, again.text).toBe(200);
    t.clock.advanceSeconds(30);
    const kept = await keptRows(s.id);
    expect(kept.find((row) => row.subconceptId === practised)?.answerCount).toBe(7);
    await checkTree(s);
  });

  it('exam answers count in the statement that stores them; a held late answer only once accepted', async () => {
    const s = students[1]!;
    const chosen = assessable(bank)
      .filter((q) => q.subconceptId === practised)
      .slice(0, 2);
    const others = assessable(bank)
      .filter((q) => q.subconceptId !== practised)
      .slice(0, 2);
    const online = await startExam(s, [...chosen, ...others]);
    for (const [i, key] of online.keys.entries()) {
      t.clock.advanceSeconds(5);
      const sent = await exam.answer(s, online.id, i + 1, {
        answerId: i % 2 === 0 ? key.right : key.wrong,
        attemptId: online.attemptId,
      });
      expect(sent.status, sent.text).toBe(200);
    }
    // A retry, and a changed option: the server keeps the first answer, and mastery counts it once.
    const counted = await keptRows(s.id);
    const key = online.keys[0]!;
    await exam.answer(s, online.id, 1, { answerId: key.right, attemptId: online.attemptId });
    await exam.answer(s, online.id, 1, { answerId: key.wrong, attemptId: online.attemptId });
    expect(await keptRows(s.id)).toEqual(counted);
    expect((await exam.complete(s, online.id)).status).toBe(200);
    await checkTree(s);

    // Offline in time, arriving after the close: held, so mastery does not move.
    t.clock.advanceSeconds(60);
    // The subconcept's three questions an exam may take (two of them were on the first paper too).
    const late = await startExam(
      s,
      assessable(bank)
        .filter((q) => q.subconceptId === practised)
        .slice(0, 3),
    );
    t.clock.advanceSeconds(660);
    const before = await keptRows(s.id);
    const synced = await exam.answers(s, late.id, {
      attemptId: late.attemptId,
      answers: late.keys.map((key, i) => ({
        seqNum: i + 1,
        answerId: i === 1 ? key.wrong : key.right,
        clock: late.clock,
        sinceClockMs: (i + 1) * 1000,
        clientSeq: i + 1,
      })),
    });
    expect(synced.status, synced.text).toBe(200);
    expect(synced.body.saved.map((x) => x.held)).toEqual([true, true, true]);
    expect(await keptRows(s.id)).toEqual(before);
    await checkTree(s);

    const accepted = await call(api.teacher.decideHeldAnswers, {
      as: 'teacher1',
      params: { id: late.id, attemptId: late.attemptId },
      body: { decision: 'accept' },
    });
    expect(accepted.status, accepted.text).toBe(200);
    const after = (await keptRows(s.id)).find((row) => row.subconceptId === practised)!;
    expect(after.answerCount).toBe(before.find((row) => row.subconceptId === practised)!.answerCount + 3);
    await checkTree(s);
  });

  it('a declined held answer never counts', async () => {
    const s = students[2]!;
    const late = await startExam(s, assessable(bank).slice(0, 3));
    t.clock.advanceSeconds(660);
    const before = await keptRows(s.id);
    await exam.answers(s, late.id, {
      attemptId: late.attemptId,
      answers: late.keys.map((key, i) => ({
        seqNum: i + 1,
        answerId: key.right,
        clock: late.clock,
        sinceClockMs: (i + 1) * 1000,
        clientSeq: i + 1,
      })),
    });
    const declined = await call(api.teacher.decideHeldAnswers, {
      as: 'teacher1',
      params: { id: late.id, attemptId: late.attemptId },
      body: { decision: 'decline' },
    });
    expect(declined.status, declined.text).toBe(200);
    expect(await keptRows(s.id)).toEqual(before);
    await checkTree(s);
  });

  it("the cohort's grid: each cell the concept's figure; a removed student leaves it, her figures stay hers", async () => {
    // A second student with practice (above) and exam answers, then removed from the cohort.
    const removed = students[3]!;
    const online = await startExam(
      removed,
      assessable(bank)
        .filter((q) => q.subconceptId !== practised)
        .slice(3, 5),
    );
    for (const [i, key] of online.keys.entries()) {
      t.clock.advanceSeconds(5);
      await exam.answer(removed, online.id, i + 1, { answerId: key.right, attemptId: online.attemptId });
    }
    const keptBefore = await keptRows(removed.id);
    expect(keptBefore.length).toBeGreaterThan(0);
    const out = await call(api.cohorts.removeMembers, {
      as: 'admin',
      params: { cohortId },
      body: { studentIds: [removed.id], teacherIds: [] },
    });
    expect(out.status, out.text).toBe(200);

    const response = await call(api.insight.cohortMastery, { as: 'teacher1', params: { cohortId } });
    expect(response.status, response.text).toBe(200);
    const grid = response.body.data as CohortMastery;
    expect(grid.students.map((row) => row.id)).not.toContain(removed.id);
    expect(grid.students.map((row) => row.id).sort()).toEqual(
      students
        .filter((s) => s !== removed)
        .map((s) => s.id)
        .sort(),
    );
    await checkGrid(grid);
    expect(await keptRows(removed.id)).toEqual(keptBefore);
  });

  it('a retired subconcept leaves the tree, the grid and every roll-up', async () => {
    const s = students[1]!;
    const retire = await call(api.curriculum.retireSubconcept, {
      as: 'admin',
      params: { subconceptId: practised },
    });
    expect(retire.status, retire.text).toBe(200);
    const tree = await checkTree(s);
    const listed = tree.flatMap((c) =>
      c.courses.flatMap((co) => co.concepts.flatMap((cn) => cn.subconcepts)),
    );
    expect(listed.map((sc) => sc.id)).not.toContain(practised);
    const grid = (await call(api.insight.cohortMastery, { as: 'admin', params: { cohortId } })).body
      .data as CohortMastery;
    await checkGrid(grid);
  });

  it('the migration backfill and the seed rebuild give the figures kept as answers arrived', async () => {
    const db = t.database.db;
    const kept = async () =>
      (await db.select().from(mastery).orderBy(mastery.studentId, mastery.subconceptId)).map((row) => ({
        ...row,
        weightedCorrect: Number(row.weightedCorrect.toFixed(9)),
        weightedTotal: Number(row.weightedTotal.toFixed(9)),
      }));
    const live = await kept();
    expect(live.length).toBeGreaterThan(3);
    const migration = readFileSync(
      fileURLToPath(new URL('../../../../../packages/db/drizzle/0010_mastery.sql', import.meta.url)),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((part) => /INSERT INTO "mastery"/.test(part))!;
    await db.execute(sql`delete from mastery`);
    await db.execute(sql.raw(backfill));
    expect(await kept()).toEqual(live);
    await rebuildMastery(db);
    expect(await kept()).toEqual(live);
  });
});

/** Every cell and overall figure of a grid against the reference over the live subconcepts. */
async function checkGrid(grid: CohortMastery) {
  const live = await t.database.db.execute(sql`
    select sc.id, sc.concept_id from subconcepts sc join concepts cn on cn.id = sc.concept_id
    join courses co on co.id = cn.course_id
    where co.curriculum_id = ${curriculumId} and sc.retired_at is null and cn.retired_at is null
      and co.retired_at is null`);
  const byConcept = new Map<number, number[]>();
  for (const row of live.rows as Array<{ id: number; concept_id: number }>)
    byConcept.set(row.concept_id, [...(byConcept.get(row.concept_id) ?? []), row.id]);
  expect(grid.concepts.map((c) => c.id).sort()).toEqual([...byConcept.keys()].sort());
  for (const student of grid.students) {
    const kept = await reference(student.id);
    for (const cell of student.concepts)
      expectFigure(
        cell,
        expected(kept, byConcept.get(cell.conceptId)!),
        `student ${student.id} concept ${cell.conceptId}`,
      );
    expectFigure(student.overall, expected(kept, [...byConcept.values()].flat()), `student ${student.id}`);
  }
  expect(grid.students.some((s) => s.overall.evidence > 0)).toBe(true);
}

describe(`who may read mastery (${testDriver})`, () => {
  it("a student reads only her own; staff cannot call the student's call", async () => {
    expect((await call(api.insight.myMastery, { as: 'student' })).status).toBe(200);
    expect((await call(api.insight.myMastery, { as: 'teacher1' })).status).toBe(403);
    expect((await call(api.insight.myMastery, { as: 'admin' })).status).toBe(403);
    expect((await call(api.insight.myMastery, { as: null })).status).toBe(401);
  });

  it("a cohort's grid: its teachers and admins; another teacher's cohort is not found; students never", async () => {
    const db = t.database.db;
    const [jaipur] = await db.select().from(cohorts).where(eq(cohorts.name, 'Class 8 Mathematics'));
    const status = async (as: Account | null, id: number) =>
      (await call(api.insight.cohortMastery, { as, params: { cohortId: id } })).status;
    expect(await status('teacher1', cohortId)).toBe(200);
    expect(await status('teacher2', cohortId)).toBe(200);
    expect(await status('admin', cohortId)).toBe(200);
    expect(await status('teacher3', cohortId)).toBe(404);
    expect(await status('teacher3', jaipur!.id)).toBe(200);
    expect(await status('teacher1', jaipur!.id)).toBe(404);
    expect(await status('admin', jaipur!.id)).toBe(200);
    expect(await status('admin', 999_999)).toBe(404);
    expect(await status('student', cohortId)).toBe(403);
    expect(await status(null, cohortId)).toBe(401);
    const refused = await call(api.insight.cohortMastery, { as: 'teacher3', params: { cohortId } });
    expect(refused.body.message).toBe('Cohort not found');
  });
});
