/** The exam benchmark's school: the demo school plus N students in a cohort with a served assessment. */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  assessmentCourses,
  assessmentPoolQuestions,
  assessmentPools,
  assessmentQuestions,
  assessments,
  cohortStudents,
  cohorts,
  cohortTeachers,
  type DatabaseHandle,
  hashPassword,
  openDatabase,
  questions,
  servings,
  trainingCenters,
  users,
} from '@pathshala/db';
import { seedDemoSchool } from '@pathshala/db/seed';
import { eq } from 'drizzle-orm';
import pg from 'pg';

export const ASSESSMENT_ID = 9001;
export const PASSWORD = 'Bench@Student1';
/** Each pool draws from this many times its count of candidates. */
const CANDIDATES_PER_DRAWN = 3;

export interface BenchSchoolOptions {
  students: number;
  questions: number;
  /** Shuffle question order and options per student. */
  shuffle: boolean;
  /** Two thirds of the paper drawn from two pools (each student their own draw). */
  pools: boolean;
}

/** A fresh database: PGlite in dataDir, or a throwaway database on the server at serverUrl. */
export async function openBenchDatabase(
  dataDir: string,
  serverUrl: string | undefined,
): Promise<{ handle: DatabaseHandle; url?: string; drop?: () => Promise<void> }> {
  if (!serverUrl) return { handle: await openDatabase({ driver: 'pglite', dataDir }) };
  const name = `pathshala_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ driver: 'postgres', url: url.toString() }),
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Seeds the school; answers the teacher's username (who may open the exam room) and the serving id. */
export async function prepareBenchSchool(
  handle: DatabaseHandle,
  dataDir: string,
  options: BenchSchoolOptions,
): Promise<{ teacherUsername: string; servingId: number }> {
  const { db } = handle;
  await seedDemoSchool(db, { contentDir: join(dataDir, 'content') });
  const passwordHash = await hashPassword(PASSWORD);
  return db.transaction(async (tx) => {
    const [center] = await tx.select().from(trainingCenters).limit(1);
    const [teacher] = await tx.select().from(users).where(eq(users.type, 'teacher')).limit(1);
    const pooled = options.pools ? Math.floor((options.questions * 2) / 3 / 2) * 2 : 0;
    const chosenCount = options.questions - pooled;
    const bank = await tx
      .select()
      .from(questions)
      .limit(chosenCount + pooled * CANDIDATES_PER_DRAWN);
    if (bank.length < chosenCount + pooled * CANDIDATES_PER_DRAWN)
      throw new Error(`the demo bank has only ${bank.length} questions`);
    const chosen = bank.slice(0, chosenCount);
    const candidates = bank.slice(chosenCount);
    const poolMarks = 2;
    const [cohort] = await tx
      .insert(cohorts)
      .values({ name: 'Bench cohort', curriculumId: bank[0]!.curriculumId, trainingCenterId: center!.id })
      .returning();
    const totalMarks = chosen.reduce((sum, q) => sum + q.marks, 0) + pooled * poolMarks;
    await tx.insert(assessments).values({
      id: ASSESSMENT_ID,
      name: 'Exam day benchmark',
      durationSeconds: 3 * 3600,
      totalQuestions: options.questions,
      totalMarks,
      curriculumId: bank[0]!.curriculumId,
      ownerId: teacher!.id,
      finalizedAt: new Date(),
      shuffleQuestions: options.shuffle,
      shuffleOptions: options.shuffle,
    });
    const byCourse = new Map<number, { count: number; marks: number }>();
    for (const q of chosen) {
      const c = byCourse.get(q.courseId) ?? { count: 0, marks: 0 };
      byCourse.set(q.courseId, { count: c.count + 1, marks: c.marks + q.marks });
    }
    await tx.insert(assessmentCourses).values(
      [...byCourse].map(([courseId, c]) => ({
        assessmentId: ASSESSMENT_ID,
        courseId,
        questionCount: c.count,
        totalMarks: c.marks,
      })),
    );
    await tx
      .insert(assessmentQuestions)
      .values(chosen.map((q, i) => ({ assessmentId: ASSESSMENT_ID, seqNum: i + 1, questionId: q.id })));
    // Two pools, each frozen with three candidates per drawn question (as the first serving does).
    for (let p = 0; p < (pooled ? 2 : 0); p++) {
      const count = pooled / 2;
      const own = candidates.slice(p * count * CANDIDATES_PER_DRAWN, (p + 1) * count * CANDIDATES_PER_DRAWN);
      const [pool] = await tx
        .insert(assessmentPools)
        .values({
          assessmentId: ASSESSMENT_ID,
          courseId: own[0]!.courseId,
          questionCount: count,
          marksPerQuestion: poolMarks,
          position: p + 1,
        })
        .returning();
      await tx
        .insert(assessmentPoolQuestions)
        .values(own.map((q) => ({ poolId: pool!.id, questionId: q.id })));
    }
    for (let from = 0; from < options.students; from += 500) {
      const batch = Array.from({ length: Math.min(500, options.students - from) }, (_, k) => {
        const n = from + k + 1;
        return {
          type: 'student' as const,
          username: `bench${n}@school.example`,
          email: `bench${n}@school.example`,
          passwordHash,
          firstName: 'Bench',
          lastName: `Student ${n}`,
        };
      });
      const created = await tx.insert(users).values(batch).returning({ id: users.id });
      await tx.insert(cohortStudents).values(created.map((u) => ({ cohortId: cohort!.id, studentId: u.id })));
    }
    // The demo teacher teaches the cohort (so she may open its exam room) and signs in with the bench password.
    await tx.insert(cohortTeachers).values({ cohortId: cohort!.id, teacherId: teacher!.id });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, teacher!.id));
    const [serving] = await tx
      .insert(servings)
      .values({ assessmentId: ASSESSMENT_ID, cohortId: cohort!.id, servedBy: teacher!.id })
      .returning();
    return { teacherUsername: teacher!.username, servingId: serving!.id };
  });
}
