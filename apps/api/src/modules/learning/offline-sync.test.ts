import { randomUUID } from 'node:crypto';
import {
  assessmentQuestions,
  bookmarks,
  concepts,
  contentItems,
  contentProgress,
  courses,
  curricula,
  practiceResults,
  questions,
  subconcepts,
  syncedRecords,
  users,
} from '@pathshala/db';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/**
 * Records a student made offline and sent later (issue 15): a record sent twice counts once (syncId),
 * and an older value does not replace a newer one (recordedAt). Both fields are optional.
 */
let t: TestApp;
let student: string;
let studentId: number;
let classmate: string;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('student');
  student = login.token;
  studentId = login.body.user.id;
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
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: other!.username, password: DEMO_ACCOUNTS.student.password },
  });
  classmate = response.json().token;
});
afterAll(async () => t?.close());

const get = (url: string, token = student) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const post = (url: string, payload: unknown, token = student) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });

async function contentOfType(type: 'VID' | 'PDF' | 'PPT' | 'DOC') {
  const [row] = await t.database.db
    .select()
    .from(contentItems)
    .where(eq(contentItems.type, type))
    .orderBy(asc(contentItems.id))
    .limit(1);
  return row!;
}

async function progressOf(contentId: number, id = studentId) {
  const [row] = await t.database.db
    .select()
    .from(contentProgress)
    .where(and(eq(contentProgress.contentId, contentId), eq(contentProgress.studentId, id)));
  return row;
}

/** A time before the test app's clock (which the server takes as now). */
const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();

describe(`progress made offline (${testDriver})`, () => {
  it('counts a report sent twice under one syncId once', async () => {
    const item = await contentOfType('PPT');
    const before = (await progressOf(item.id))?.timeSpentSeconds ?? 0;
    const report = {
      contentId: item.id,
      timeSpent: 120,
      completionPercentage: 30,
      status: 'in_progress',
      syncId: randomUUID(),
      recordedAt: minutesAgo(5),
    };
    expect((await post('/api/content/progress', report)).statusCode).toBe(200);
    expect((await post('/api/content/progress', report)).statusCode).toBe(200);
    expect((await progressOf(item.id))?.timeSpentSeconds).toBe(before + 120);
  });

  it('keeps the newer completion when an older one arrives late, and still adds its time', async () => {
    const item = await contentOfType('DOC');
    const now = { contentId: item.id, timeSpent: 10, completionPercentage: 40, status: 'in_progress' };
    expect((await post('/api/content/progress', now)).statusCode).toBe(200);
    const timeBefore = (await progressOf(item.id))!.timeSpentSeconds;
    const late = {
      ...now,
      timeSpent: 60,
      completionPercentage: 80,
      syncId: randomUUID(),
      recordedAt: minutesAgo(30),
    };
    expect((await post('/api/content/progress', late)).statusCode).toBe(200);
    const row = await progressOf(item.id);
    expect(row).toMatchObject({ completionPercent: 40, status: 'in_progress' });
    expect(row!.timeSpentSeconds).toBe(timeBefore + 60);
    // A newer offline report wins over the older stored one.
    const newer = { ...late, syncId: randomUUID(), recordedAt: t.clock.now().toISOString(), timeSpent: 1 };
    expect((await post('/api/content/progress', newer)).statusCode).toBe(200);
    expect(await progressOf(item.id)).toMatchObject({ completionPercent: 80, status: 'in_progress' });
  });

  it('takes a time in the future as now, so it cannot outrank what comes next', async () => {
    const item = await contentOfType('VID');
    const future = new Date(t.clock.now().getTime() + 365 * 86_400_000).toISOString();
    const base = { contentId: item.id, timeSpent: 1, status: 'in_progress' };
    expect(
      (await post('/api/content/progress', { ...base, completionPercentage: 80, recordedAt: future }))
        .statusCode,
    ).toBe(200);
    const stored = await progressOf(item.id);
    expect(stored!.updatedAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await post('/api/content/progress', { ...base, completionPercentage: 20 })).statusCode).toBe(200);
    expect((await progressOf(item.id))?.completionPercent).toBe(20);
  });

  it('keeps syncIds per student: a classmate may use the same id', async () => {
    const item = await contentOfType('PPT');
    const syncId = randomUUID();
    const report = { contentId: item.id, timeSpent: 7, completionPercentage: 5, status: 'started', syncId };
    expect((await post('/api/content/progress', report)).statusCode).toBe(200);
    const classmateId = (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/verify',
        headers: { authorization: `Bearer ${classmate}` },
      })
    ).json().user.id;
    const before = (await progressOf(item.id, classmateId))?.timeSpentSeconds ?? 0;
    expect((await post('/api/content/progress', report, classmate)).statusCode).toBe(200);
    expect((await progressOf(item.id, classmateId))?.timeSpentSeconds).toBe(before + 7);
  });

  it.each([
    [{ syncId: 'not-a-uuid' }],
    [{ syncId: 42 }],
    [{ recordedAt: 'yesterday' }],
    [{ recordedAt: 1_700_000_000 }],
  ])('answers 400 for %j and stores nothing', async (change) => {
    const item = await contentOfType('PDF');
    const before = await progressOf(item.id);
    const claimed = await t.database.db.select().from(syncedRecords);
    const response = await post('/api/content/progress', {
      contentId: item.id,
      timeSpent: 10,
      completionPercentage: 10,
      status: 'in_progress',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/syncId|recordedAt/);
    expect(await progressOf(item.id)).toEqual(before);
    expect(await t.database.db.select().from(syncedRecords)).toHaveLength(claimed.length);
  });

  it('claims no syncId for content the student may not study', async () => {
    const syncId = randomUUID();
    const report = { contentId: 999_999, timeSpent: 1, completionPercentage: 1, status: 'started', syncId };
    expect((await post('/api/content/progress', report)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(syncedRecords).where(eq(syncedRecords.syncId, syncId));
    expect(rows).toHaveLength(0);
  });
});

describe(`bookmarks made offline (${testDriver})`, () => {
  it('does not replace a newer bookmark with an older one', async () => {
    const video = await contentOfType('VID');
    const url = `/api/content/bookmark/${video.id}`;
    expect((await post(url, { position: 300, time: 300 })).statusCode).toBe(200);
    expect((await post(url, { position: 60, time: 60, recordedAt: minutesAgo(10) })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.contentId, video.id), eq(bookmarks.studentId, studentId)));
    expect(row).toMatchObject({ position: 300, timeSeconds: 300 });
    expect(
      (await post(url, { position: 90, time: 90, recordedAt: t.clock.now().toISOString() })).statusCode,
    ).toBe(200);
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
    const answeredAt = minutesAgo(45);
    const body = { answers, syncId: randomUUID(), recordedAt: answeredAt };
    const url = `/api/student/subconcept/${subconcept!.id}/quiz/submit`;
    const before = await db.select().from(practiceResults).where(eq(practiceResults.studentId, studentId));

    const first = await post(url, body);
    const second = await post(url, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().results).toEqual(first.json().results);
    expect(first.json().results).toMatchObject({ correctAnswers: 5, percentage: 100 });

    const after = await db.select().from(practiceResults).where(eq(practiceResults.studentId, studentId));
    expect(after).toHaveLength(before.length + 1);
    const stored = after.find((row) => !before.some((b) => b.id === row.id));
    expect(stored!.createdAt.toISOString()).toBe(answeredAt);

    // The student sees it among their results, dated when they answered; a classmate does not.
    const history = (await get(`/api/student/subconcept/${subconcept!.id}/quiz/results`)).json().results;
    expect(history.filter((r: { answeredAt: string }) => r.answeredAt === answeredAt)).toEqual([
      { percentage: 100, passed: true, correctAnswers: 5, totalQuestions: 5, answeredAt },
    ]);
    const theirs = (await get(`/api/student/subconcept/${subconcept!.id}/quiz/results`, classmate)).json();
    expect(theirs.results.some((r: { answeredAt: string }) => r.answeredAt === answeredAt)).toBe(false);
  });

  it('shows practice results newest first, to students of the subconcept only', async () => {
    const db = t.database.db;
    const [subconcept] = await db.select().from(subconcepts).orderBy(asc(subconcepts.id)).limit(1);
    const url = `/api/student/subconcept/${subconcept!.id}/quiz/results`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const dates = response.json().results.map((r: { answeredAt: string }) => r.answeredAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.length).toBeLessThanOrEqual(10);

    const teacher = (await t.login('teacher1')).token;
    expect((await get(url, teacher)).statusCode).toBe(403);
    expect((await get('/api/student/subconcept/999999/quiz/results')).statusCode).toBe(404);
    expect((await get('/api/student/subconcept/abc/quiz/results')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("answers 403 for the results of a subconcept outside the student's curricula", async () => {
    const db = t.database.db;
    const [curriculum] = await db.insert(curricula).values({ name: 'Offline History' }).returning();
    const [course] = await db
      .insert(courses)
      .values({ curriculumId: curriculum!.id, name: 'Empires' })
      .returning();
    const [concept] = await db.insert(concepts).values({ courseId: course!.id, name: 'Mughals' }).returning();
    const [foreign] = await db
      .insert(subconcepts)
      .values({ conceptId: concept!.id, name: 'Akbar' })
      .returning();
    expect((await get(`/api/student/subconcept/${foreign!.id}/quiz/results`)).statusCode).toBe(403);
  });
});

describe(`what saving an item for offline takes (${testDriver})`, () => {
  it("gives a file's size in bytes with the item, and null for a web page", async () => {
    const pdf = await contentOfType('PDF');
    const item = (await get(`/api/content/subconcept/${pdf.subconceptId}/${pdf.id}`)).json().content;
    expect(pdf.sizeBytes).toBeGreaterThan(0);
    expect(item.CT_FileSize).toBe(pdf.sizeBytes);
    const [web] = await t.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.type, 'WEB'))
      .limit(1);
    const page = (await get(`/api/content/subconcept/${web!.subconceptId}/${web!.id}`)).json().content;
    expect(page.CT_FileSize).toBeNull();
  });
});
