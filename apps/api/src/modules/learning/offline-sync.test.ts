import { randomUUID } from 'node:crypto';
import { api } from '@pathshala/contracts';
import {
  assessmentQuestions,
  bookmarks,
  contentItems,
  contentProgress,
  practiceResults,
  questions,
  subconcepts,
  syncedRecords,
  users,
} from '@pathshala/db';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { firstContentOfType, insertForeignCurriculum } from '../../../test/learning-fixtures';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/**
 * Records a student made offline and sent later (issue 15): a record sent twice counts once (syncId),
 * a record is dated by the server's clock less its age (ageSeconds), completion only grows, and an
 * older bookmark does not replace a newer one. Both fields are optional.
 */
let t: TestApp;
let call: ApiCall;
let studentId: number;
let classmate: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  studentId = (await t.login('student')).body.user.id;
  const [other] = await t.database.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.type, 'student'),
        eq(users.registrationStatus, 'A'),
        ne(users.username, DEMO_ACCOUNTS.student.username),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  const response = await call(api.auth.login, {
    as: null,
    body: { username: other!.username, password: DEMO_ACCOUNTS.student.password },
  });
  classmate = response.body.token;
});
afterAll(async () => t?.close());

const contentOfType = (type: 'VID' | 'PDF' | 'PPT' | 'DOC') => firstContentOfType(t.database.db, type);

async function progressOf(contentId: number, id = studentId) {
  const [row] = await t.database.db
    .select()
    .from(contentProgress)
    .where(and(eq(contentProgress.contentId, contentId), eq(contentProgress.studentId, id)));
  return row;
}

const minutes = (n: number) => n * 60;

describe(`progress made offline (${testDriver})`, () => {
  it('counts a report sent twice under one syncId once', async () => {
    const item = await contentOfType('PPT');
    const before = (await progressOf(item.id))?.timeSpentSeconds ?? 0;
    const report = {
      contentId: item.id,
      timeSpent: 120,
      completionPercentage: 30,
      status: 'in_progress' as const,
      syncId: randomUUID(),
      ageSeconds: minutes(5),
    };
    expect((await call(api.content.progress, { as: 'student', body: report })).status).toBe(200);
    expect(
      (await call(api.content.progress, { as: 'student', body: { ...report, ageSeconds: minutes(6) } }))
        .status,
    ).toBe(200);
    expect((await progressOf(item.id))?.timeSpentSeconds).toBe(before + 120);
  });

  it('keeps the greater completion: a report made from an old copy cannot undo study, its time still counts', async () => {
    const item = await contentOfType('DOC');
    const now = {
      contentId: item.id,
      timeSpent: 10,
      completionPercentage: 80,
      status: 'in_progress' as const,
    };
    expect((await call(api.content.progress, { as: 'student', body: now })).status).toBe(200);
    const timeBefore = (await progressOf(item.id))!.timeSpentSeconds;
    // Reopened offline from a copy that still said 0 %: it reports 20 % later.
    const stale = { ...now, timeSpent: 60, completionPercentage: 20, syncId: randomUUID(), ageSeconds: 0 };
    expect((await call(api.content.progress, { as: 'student', body: stale })).status).toBe(200);
    const row = await progressOf(item.id);
    expect(row).toMatchObject({ completionPercent: 80, status: 'in_progress' });
    expect(row!.timeSpentSeconds).toBe(timeBefore + 60);
    // Further study, even sent late, moves it on.
    const further = { ...now, completionPercentage: 100, syncId: randomUUID(), ageSeconds: minutes(30) };
    expect((await call(api.content.progress, { as: 'student', body: further })).status).toBe(200);
    expect(await progressOf(item.id)).toMatchObject({ completionPercent: 100, status: 'completed' });
  });

  it("dates a late record by the server's clock less its age, so a wrong device clock does not matter", async () => {
    const studied = new Set(
      (
        await t.database.db.select().from(contentProgress).where(eq(contentProgress.studentId, studentId))
      ).map((row) => row.contentId),
    );
    const items = await t.database.db.select().from(contentItems).where(ne(contentItems.type, 'WEB'));
    const fresh = items.find((item) => !studied.has(item.id) && item.subconceptId !== null)!;
    const report = {
      contentId: fresh.id,
      timeSpent: 1,
      status: 'in_progress' as const,
      completionPercentage: 1,
    };
    expect(
      (await call(api.content.progress, { as: 'student', body: { ...report, ageSeconds: minutes(90) } }))
        .status,
    ).toBe(200);
    expect((await progressOf(fresh.id))!.updatedAt.getTime()).toBe(
      t.clock.now().getTime() - minutes(90) * 1000,
    );
  });

  it('keeps syncIds per student: a classmate may use the same id', async () => {
    const item = await contentOfType('PPT');
    const syncId = randomUUID();
    const report = {
      contentId: item.id,
      timeSpent: 7,
      completionPercentage: 5,
      status: 'started' as const,
      syncId,
    };
    expect((await call(api.content.progress, { as: 'student', body: report })).status).toBe(200);
    const classmateId = (await call(api.auth.verify, { as: { token: classmate } })).body.user.id;
    const before = (await progressOf(item.id, classmateId))?.timeSpentSeconds ?? 0;
    expect((await call(api.content.progress, { as: { token: classmate }, body: report })).status).toBe(200);
    expect((await progressOf(item.id, classmateId))?.timeSpentSeconds).toBe(before + 7);
  });

  it('claims no syncId for content the student may not study', async () => {
    const syncId = randomUUID();
    const report = {
      contentId: 999_999,
      timeSpent: 1,
      completionPercentage: 1,
      status: 'started' as const,
      syncId,
    };
    expect((await call(api.content.progress, { as: 'student', body: report })).status).toBe(404);
    const rows = await t.database.db.select().from(syncedRecords).where(eq(syncedRecords.syncId, syncId));
    expect(rows).toHaveLength(0);
  });
});

describe(`syncIds are kept as long as a record may wait (${testDriver})`, () => {
  it('forgets ids older than 30 days, and only those', async () => {
    const db = t.database.db;
    const item = await contentOfType('PPT');
    const old = randomUUID();
    const recent = randomUUID();
    const day = 24 * 60 * 60 * 1000;
    await db
      .insert(syncedRecords)
      .values({ studentId, syncId: old, createdAt: new Date(t.clock.now().getTime() - 31 * day) });
    const report = { contentId: item.id, timeSpent: 1, completionPercentage: 1, status: 'started' as const };
    expect(
      (await call(api.content.progress, { as: 'student', body: { ...report, syncId: recent } })).status,
    ).toBe(200);
    const { createLearningService } = await import('./learning.service');
    await createLearningService(t.ctx).forgetOldSyncIds();
    const kept = (await db.select().from(syncedRecords)).map((row) => row.syncId);
    expect(kept).toContain(recent);
    expect(kept).not.toContain(old);
  });
});

describe(`bookmarks made offline (${testDriver})`, () => {
  it('does not replace a newer bookmark with an older one', async () => {
    const video = await contentOfType('VID');
    const bookmark = (body: object) =>
      call(api.content.bookmark, { as: 'student', params: { contentId: video.id }, body: unchecked(body) });
    expect((await bookmark({ position: 300, time: 300 })).status).toBe(200);
    expect((await bookmark({ position: 60, time: 60, ageSeconds: minutes(10) })).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.contentId, video.id), eq(bookmarks.studentId, studentId)));
    expect(row).toMatchObject({ position: 300, timeSeconds: 300 });
    expect((await bookmark({ position: 90, time: 90, recordedAt: t.clock.now().toISOString() })).status).toBe(
      200,
    );
    const [after] = await t.database.db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.contentId, video.id), eq(bookmarks.studentId, studentId)));
    expect(after).toMatchObject({ position: 90 });
  });
});

describe(`practice answered offline (${testDriver})`, () => {
  it('stores a quiz sent twice under one syncId once, dated when it was answered, and marks it both times', async () => {
    const db = t.database.db;
    const [subconcept] = await db.select().from(subconcepts).orderBy(asc(subconcepts.id)).limit(1);
    const placed = new Set(
      (await db.select({ id: assessmentQuestions.questionId }).from(assessmentQuestions)).map((r) => r.id),
    );
    const pool = (await db.select().from(questions).where(eq(questions.subconceptId, subconcept!.id)))
      .filter((q) => !placed.has(q.id))
      .slice(0, 5);
    const answers = pool.map((q) => ({ questionId: q.id, answerId: q.correctOption }));
    const answeredAt = new Date(t.clock.now().getTime() - minutes(45) * 1000).toISOString();
    const body = { answers, syncId: randomUUID(), ageSeconds: minutes(45) };
    const submit = (sent: object) =>
      call(api.student.submitPractice, {
        as: 'student',
        params: { subconceptId: subconcept!.id },
        body: unchecked(sent),
      });
    const before = await db.select().from(practiceResults).where(eq(practiceResults.studentId, studentId));

    const first = await submit(body);
    const second = await submit({ ...body, ageSeconds: minutes(46) });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.results).toEqual(first.body.results);
    expect(first.body.results).toMatchObject({ correctAnswers: 5, percentage: 100 });

    const after = await db.select().from(practiceResults).where(eq(practiceResults.studentId, studentId));
    expect(after).toHaveLength(before.length + 1);
    const stored = after.find((row) => !before.some((b) => b.id === row.id));
    expect(stored!.createdAt.toISOString()).toBe(answeredAt);

    // The student sees it among their results, dated when they answered; a classmate does not.
    const history = (
      await call(api.student.practiceHistory, { as: 'student', params: { subconceptId: subconcept!.id } })
    ).body.results;
    expect(history.filter((r) => r.answeredAt === answeredAt)).toEqual([
      { id: stored!.id, percentage: 100, passed: true, correctAnswers: 5, totalQuestions: 5, answeredAt },
    ]);
    const theirs = (
      await call(api.student.practiceHistory, {
        as: { token: classmate },
        params: { subconceptId: subconcept!.id },
      })
    ).body;
    expect(theirs.results.some((r) => r.answeredAt === answeredAt)).toBe(false);
  });

  it('shows practice results newest first, to students of the subconcept only', async () => {
    const db = t.database.db;
    const [subconcept] = await db.select().from(subconcepts).orderBy(asc(subconcepts.id)).limit(1);
    const history = (as: Account | { token: string } | null) =>
      call(api.student.practiceHistory, { as, params: { subconceptId: subconcept!.id } });
    const response = await history('student');
    expect(response.status).toBe(200);
    const dates = response.body.results.map((r) => r.answeredAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.length).toBeLessThanOrEqual(10);

    expect((await history('teacher1')).status).toBe(403);
    expect(
      (await call(api.student.practiceHistory, { as: 'student', params: { subconceptId: 999999 } })).status,
    ).toBe(404);
    expect(
      (await call(api.student.practiceHistory, { as: 'student', params: { subconceptId: 'abc' } })).status,
    ).toBe(400);
    expect((await history(null)).status).toBe(401);
  });

  it("answers 403 for the results of a subconcept outside the student's curricula", async () => {
    const foreign = await insertForeignCurriculum(t.database.db);
    expect(
      (
        await call(api.student.practiceHistory, {
          as: 'student',
          params: { subconceptId: foreign.subconceptId },
        })
      ).status,
    ).toBe(403);
  });
});

describe(`what saving an item for offline takes (${testDriver})`, () => {
  it("gives a file's size in bytes with the item, and null for a web page", async () => {
    const pdf = await contentOfType('PDF');
    const item = (
      await call(api.content.subconceptContentItem, {
        as: 'student',
        params: { subconceptId: pdf.subconceptId, contentId: pdf.id },
      })
    ).body.content;
    expect(pdf.sizeBytes).toBeGreaterThan(0);
    expect(item.CT_FileSize).toBe(pdf.sizeBytes);
    const [web] = await t.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.type, 'WEB'))
      .limit(1);
    const page = (
      await call(api.content.subconceptContentItem, {
        as: 'student',
        params: { subconceptId: web!.subconceptId, contentId: web!.id },
      })
    ).body.content;
    expect(page.CT_FileSize).toBeNull();
  });
});
