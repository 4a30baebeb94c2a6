import {
  assessmentShares,
  cohorts,
  concepts,
  courses,
  questionImages,
  questions,
  subconcepts,
  users,
} from '@pathshala/db';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { eq } from 'drizzle-orm';
import type { Account } from '../../../test/api-caller';
import type { TestApp } from '../../../test/test-app';

export async function userId(t: TestApp, account: Account): Promise<number> {
  const { username } = DEMO_ACCOUNTS[account];
  const [row] = await t.ctx.db.select().from(users).where(eq(users.username, username));
  return row!.id;
}

/**
 * A course of its own in the science cohort's curriculum, so the counts are the test's:
 *  - Concept A / Sub A1: a1, a2, a3 (1 mark, for assessments; a1 with an image), and what step 3 never
 *    offers: practiceOnly, retired, olderVersion (replaced by a1);
 *  - Concept A / Sub A2: a4, a5 (2 marks, for both);
 *  - Concept B / Sub B1: b1, b2 (1 mark);
 *  - Concept B / retired subconcept: inRetiredPlace.
 */
export async function makeBankCourse(t: TestApp, name = 'Question Choice Lab', position = 90) {
  const { db } = t.ctx;
  const [science] = await db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science'));
  const curriculumId = science!.curriculumId;
  const [course] = await db.insert(courses).values({ curriculumId, name, position }).returning();
  const [conceptA, conceptB] = await db
    .insert(concepts)
    .values([
      { courseId: course!.id, name: 'Concept A', position: 1 },
      { courseId: course!.id, name: 'Concept B', position: 2 },
    ])
    .returning();
  const [subA1, subA2, subB1, subRetired] = await db
    .insert(subconcepts)
    .values([
      { conceptId: conceptA!.id, name: 'Sub A1', position: 1 },
      { conceptId: conceptA!.id, name: 'Sub A2', position: 2 },
      { conceptId: conceptB!.id, name: 'Sub B1', position: 1 },
      { conceptId: conceptB!.id, name: 'Sub B retired', position: 2, retiredAt: new Date('2026-11-01') },
    ])
    .returning();
  await db
    .insert(questionImages)
    .values({ sha256: 'a'.repeat(64), mimeType: 'image/png', sizeBytes: 4, bytes: Buffer.from('test') })
    .onConflictDoNothing();
  const [image] = await db
    .select()
    .from(questionImages)
    .where(eq(questionImages.sha256, 'a'.repeat(64)));
  const place = (subconcept: typeof subA1) => ({
    curriculumId,
    courseId: course!.id,
    conceptId: subconcept!.conceptId,
    subconceptId: subconcept!.id,
  });
  const question = (
    key: string,
    subconcept: typeof subA1,
    extra: Partial<typeof questions.$inferInsert> = {},
  ) => ({
    ...place(subconcept),
    text: `Lab question ${key}: what is \\(x^2\\) when x = 3?`,
    option1: `${key} six`,
    option2: `${key} nine`,
    option3: `${key} three`,
    option4: '',
    correctOption: 2,
    marks: 1,
    use: 'ASSESSMENT' as const,
    ...extra,
  });
  const rows = await db
    .insert(questions)
    .values([
      question('a1', subA1, { imageId: image!.id, option2ImageId: image!.id, difficulty: 'EASY' }),
      question('a2', subA1),
      question('a3', subA1),
      question('a4', subA2, { marks: 2, use: 'BOTH', difficulty: 'HARD' }),
      question('a5', subA2, { marks: 2, use: 'BOTH' }),
      question('b1', subB1),
      question('b2', subB1),
      question('practiceOnly', subA1, { use: 'PRACTICE' }),
      question('retired', subA1, { retiredAt: new Date('2026-11-02') }),
      question('olderVersion', subA1),
      question('inRetiredPlace', subRetired),
    ])
    .returning();
  const byKey = Object.fromEntries(
    [
      'a1',
      'a2',
      'a3',
      'a4',
      'a5',
      'b1',
      'b2',
      'practiceOnly',
      'retired',
      'olderVersion',
      'inRetiredPlace',
    ].map((key, index) => [key, rows[index]!.id]),
  ) as Record<
    | 'a1'
    | 'a2'
    | 'a3'
    | 'a4'
    | 'a5'
    | 'b1'
    | 'b2'
    | 'practiceOnly'
    | 'retired'
    | 'olderVersion'
    | 'inRetiredPlace',
    number
  >;
  await db
    .update(questions)
    .set({ replacedById: byKey.a1, version: 1 })
    .where(eq(questions.id, byKey.olderVersion));
  return {
    curriculumId,
    courseId: course!.id,
    courseName: name,
    conceptA: conceptA!.id,
    conceptB: conceptB!.id,
    subA1: subA1!.id,
    subA2: subA2!.id,
    subB1: subB1!.id,
    imageUrl: `/api/question-images/${'a'.repeat(64)}`,
    q: byKey,
  };
}

/** Shares an assessment with a teacher at any level (the API grants only FULL). */
export async function shareAt(
  t: TestApp,
  assessmentId: number,
  teacher: Account,
  level: 'VIEW' | 'EDIT' | 'FULL',
) {
  await t.ctx.db.insert(assessmentShares).values({
    assessmentId,
    teacherId: await userId(t, teacher),
    level,
    sharedBy: await userId(t, 'teacher1'),
  });
}
