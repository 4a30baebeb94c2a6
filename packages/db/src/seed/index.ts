import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { rebuildMastery } from '../mastery-rebuild';
import { hashPassword } from '../password-hash';
import { questionFingerprint } from '../question-fingerprint';
import {
  adminRequests,
  answers,
  assessmentCourses,
  assessmentQuestions,
  assessmentShares,
  assessments,
  attempts,
  auditLog,
  cohortStudents,
  cohorts,
  cohortTeachers,
  concepts,
  contentItems,
  contentProgress,
  courses,
  curricula,
  passwordResetRequests,
  questions,
  school,
  servings,
  subconcepts,
  trainingCenters,
  trainingPartners,
  users,
} from '../schema';
import { type DemoContent, type DemoQuestion, demoCurricula } from './demo-curriculum';
import { demoFormulaQuestions } from './demo-formulas';

/** The demo accounts of decisions.md. */
/** The demo school's name, set as if its first-run setup had been done. */
export const DEMO_SCHOOL_NAME = 'Pathshala Demo School';

export const DEMO_ACCOUNTS = {
  student: { username: 'student@pathshala.example', password: 'Student@123' },
  teacher1: { username: 'teacher1@pathshala.example', password: 'Teacher@123' },
  teacher2: { username: 'teacher2@pathshala.example', password: 'Teacher@123' },
  teacher3: { username: 'teacher3@pathshala.example', password: 'Teacher@123' },
  admin: { username: 'admin', password: 'Admin@123' },
} as const;

const FILES_DIR = fileURLToPath(new URL('./files', import.meta.url));
const MIME_TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
};

const CLASSMATES: Array<[string, string]> = [
  ['Ananya', 'Gupta'],
  ['Kabir', 'Singh'],
  ['Diya', 'Patel'],
  ['Vihaan', 'Reddy'],
  ['Ishita', 'Menon'],
  ['Arjun', 'Das'],
  ['Sara', 'Khan'],
  ['Reyansh', 'Joshi'],
  ['Meera', 'Pillai'],
  ['Aditya', 'Kulkarni'],
];

export interface SeedOptions {
  /** Where content files are copied: DATA_DIR/content. */
  contentDir: string;
  /** Time the demo is set at; attempts and requests are dated before it. */
  now?: Date;
}

/**
 * Seeds the demo school of decisions.md into an empty database. Does nothing when users exist,
 * so it is safe on every start. Passwords are hashed before the transaction (never inside one).
 */
export async function seedDemoSchool(db: Database, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const now = options.now ?? new Date();
  const [studentHash, teacherHash, adminHash] = await Promise.all(
    [DEMO_ACCOUNTS.student.password, DEMO_ACCOUNTS.teacher1.password, DEMO_ACCOUNTS.admin.password].map(
      hashPassword,
    ),
  );
  const files = copyContentFiles(options.contentDir);
  await db.transaction(async (tx) => {
    await seedInTransaction(tx, {
      now,
      files,
      hashes: { student: studentHash!, teacher: teacherHash!, admin: adminHash! },
    });
    // The demo's answers are written here, not through the app: their mastery is computed from them.
    await rebuildMastery(tx);
  });
  return true;
}

function copyContentFiles(
  contentDir: string,
): Map<string, { storagePath: string; sizeBytes: number; mime: string }> {
  const target = join(contentDir, 'demo');
  mkdirSync(target, { recursive: true });
  const files = new Map<string, { storagePath: string; sizeBytes: number; mime: string }>();
  const names = new Set(
    demoCurricula
      .flatMap((cu) =>
        cu.courses.flatMap((co) => co.concepts.flatMap((cn) => cn.subconcepts.flatMap((sc) => sc.content))),
      )
      .map((content) => content.file)
      .filter((file): file is string => Boolean(file)),
  );
  for (const name of names) {
    copyFileSync(join(FILES_DIR, name), join(target, name));
    files.set(name, {
      storagePath: `demo/${name}`,
      sizeBytes: statSync(join(target, name)).size,
      mime: MIME_TYPES[extname(name)] ?? 'application/octet-stream',
    });
  }
  return files;
}

interface SeedInput {
  now: Date;
  files: Map<string, { storagePath: string; sizeBytes: number; mime: string }>;
  hashes: { student: string; teacher: string; admin: string };
}

const daysAgo = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() - (days * 24 + hours) * 3_600_000);

async function seedInTransaction(tx: Executor, { now, files, hashes }: SeedInput): Promise<void> {
  // Organisation
  await tx.insert(school).values({ name: DEMO_SCHOOL_NAME, setUpAt: now });
  const [shiksha, brightFutures] = await tx
    .insert(trainingPartners)
    .values([{ name: 'Shiksha Foundation' }, { name: 'Bright Futures Trust' }])
    .returning();
  const [pune, nashik, jaipur] = await tx
    .insert(trainingCenters)
    .values([
      {
        trainingPartnerId: shiksha!.id,
        name: 'Shiksha Learning Centre, Pune',
        address: '14 FC Road, Shivajinagar, Pune 411005',
        spocName: 'Neha Deshpande',
        spocPhone: '+91 20 2553 0101',
        spocEmail: 'pune@shiksha.example',
        currentYear: 2026,
      },
      {
        trainingPartnerId: shiksha!.id,
        name: 'Shiksha Learning Centre, Nashik',
        address: '7 College Road, Nashik 422005',
        spocName: 'Omkar Patil',
        spocPhone: '+91 253 257 0202',
        spocEmail: 'nashik@shiksha.example',
        currentYear: 2026,
      },
      {
        trainingPartnerId: brightFutures!.id,
        name: 'Bright Futures Academy, Jaipur',
        address: '22 MI Road, Jaipur 302001',
        spocName: 'Kavita Sharma',
        spocPhone: '+91 141 236 0303',
        spocEmail: 'jaipur@brightfutures.example',
        currentYear: 2026,
      },
    ])
    .returning();

  // People
  const [student, teacher1, teacher2, teacher3, admin] = await tx
    .insert(users)
    .values([
      {
        type: 'student',
        username: DEMO_ACCOUNTS.student.username,
        email: DEMO_ACCOUNTS.student.username,
        passwordHash: hashes.student,
        salutation: 'Mr',
        firstName: 'Aarav',
        lastName: 'Sharma',
        dateOfBirth: '2012-08-14',
        currentYear: 2026,
        address: '21 Baner Road, Pune',
      },
      ...(['teacher1', 'teacher2', 'teacher3'] as const).map((key, index) => ({
        type: 'teacher' as const,
        username: DEMO_ACCOUNTS[key].username,
        email: DEMO_ACCOUNTS[key].username,
        passwordHash: hashes.teacher,
        salutation: (['Ms', 'Mr', 'Dr'] as const)[index],
        firstName: ['Priya', 'Rahul', 'Meena'][index]!,
        lastName: ['Nair', 'Verma', 'Iyer'][index]!,
        trainingCenterId: index === 2 ? jaipur!.id : pune!.id,
        trainingPartnerId: index === 2 ? brightFutures!.id : shiksha!.id,
      })),
      {
        type: 'admin',
        username: DEMO_ACCOUNTS.admin.username,
        email: 'admin@pathshala.example',
        passwordHash: hashes.admin,
        salutation: 'Ms',
        firstName: 'Sunita',
        lastName: 'Rao',
      },
    ])
    .returning();
  const classmates = await tx
    .insert(users)
    .values(
      CLASSMATES.map(([firstName, lastName], index) => ({
        type: 'student' as const,
        username: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@pathshala.example`,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@pathshala.example`,
        passwordHash: hashes.student,
        firstName,
        lastName,
        dateOfBirth: `2012-0${(index % 9) + 1}-1${index % 9}`,
        currentYear: 2026,
        registrationStatus: index === 9 ? ('I' as const) : ('A' as const),
      })),
    )
    .returning();

  // Curricula with their tree, content and questions
  const bankByCourse = new Map<number, Array<{ id: number; marks: number }>>();
  const curriculumIds: number[] = [];
  const subconceptContent: Array<{ subconceptId: number; contentIds: number[] }> = [];
  for (const demoCurriculum of demoCurricula) {
    const [curriculum] = await tx
      .insert(curricula)
      .values({
        name: demoCurriculum.name,
        description: `${demoCurriculum.name} for the 2026-27 school year`,
      })
      .returning();
    curriculumIds.push(curriculum!.id);
    for (const [courseIndex, demoCourse] of demoCurriculum.courses.entries()) {
      const [course] = await tx
        .insert(courses)
        .values({
          curriculumId: curriculum!.id,
          name: demoCourse.name,
          description: demoCourse.description,
          position: courseIndex,
        })
        .returning();
      bankByCourse.set(course!.id, []);
      for (const [conceptIndex, demoConcept] of demoCourse.concepts.entries()) {
        const [concept] = await tx
          .insert(concepts)
          .values({
            courseId: course!.id,
            name: demoConcept.name,
            description: demoConcept.description,
            position: conceptIndex,
          })
          .returning();
        for (const [subconceptIndex, demoSubconcept] of demoConcept.subconcepts.entries()) {
          const [subconcept] = await tx
            .insert(subconcepts)
            .values({
              conceptId: concept!.id,
              name: demoSubconcept.name,
              description: demoSubconcept.description,
              durationSeconds: demoSubconcept.durationSeconds,
              position: subconceptIndex,
            })
            .returning();
          const inserted = await tx
            .insert(contentItems)
            .values(
              demoSubconcept.content.map((content, position) => ({
                conceptId: concept!.id,
                subconceptId: subconcept!.id,
                name: content.name,
                type: content.type,
                durationSeconds: content.durationSeconds,
                position,
                ...contentSource(content, files),
              })),
            )
            .returning({ id: contentItems.id });
          subconceptContent.push({ subconceptId: subconcept!.id, contentIds: inserted.map((row) => row.id) });
          const place = {
            curriculumId: curriculum!.id,
            courseId: course!.id,
            conceptId: concept!.id,
            subconceptId: subconcept!.id,
          };
          // Practice keeps its own questions (at least 5 per subconcept); assessments take the others.
          const toRow = (q: DemoQuestion, use: 'PRACTICE' | 'ASSESSMENT' | 'BOTH') => {
            const texts = {
              subconceptId: subconcept!.id,
              text: q.question,
              option1: q.options[0],
              option2: q.options[1],
              option3: q.options[2],
              option4: q.options[3],
              correctOption: q.correct,
            };
            const writtenAt = daysAgo(now, 30);
            return {
              ...place,
              ...texts,
              marks: q.marks,
              use,
              fingerprint: questionFingerprint(texts),
              createdAt: writtenAt,
              updatedAt: writtenAt,
            };
          };
          await tx.insert(questions).values([
            ...demoSubconcept.practiceQuestions.map((q) => toRow(q, 'PRACTICE')),
            ...(demoFormulaQuestions[demoSubconcept.name] ?? []).map((q) => ({
              ...toRow(q, q.use),
              explanation: q.explanation,
              difficulty: q.difficulty,
            })),
          ]);
          const bank = await tx
            .insert(questions)
            .values(demoSubconcept.bankQuestions.map((q) => toRow(q, 'ASSESSMENT')))
            .returning({ id: questions.id, marks: questions.marks });
          bankByCourse.get(course!.id)!.push(...bank);
        }
      }
    }
  }
  const [scienceId, mathsId] = curriculumIds as [number, number];

  // Cohorts: the demo student is in one of each curriculum, so curriculum tabs show.
  const [scienceCohort, mathsCohort, jaipurCohort] = await tx
    .insert(cohorts)
    .values([
      {
        name: 'Class 8A Science',
        semester: '2026-27 Term 1',
        curriculumId: scienceId,
        trainingCenterId: pune!.id,
      },
      {
        name: 'Class 8A Mathematics',
        semester: '2026-27 Term 1',
        curriculumId: mathsId,
        trainingCenterId: pune!.id,
      },
      {
        name: 'Class 8 Mathematics',
        semester: '2026-27 Term 1',
        curriculumId: mathsId,
        trainingCenterId: jaipur!.id,
      },
    ])
    .returning();
  const scienceMembers = [student!, ...classmates.slice(0, 8)];
  await tx.insert(cohortStudents).values([
    ...scienceMembers.map((member) => ({ cohortId: scienceCohort!.id, studentId: member.id })),
    ...[student!, ...classmates.slice(0, 5)].map((member) => ({
      cohortId: mathsCohort!.id,
      studentId: member.id,
    })),
    ...classmates.slice(5).map((member) => ({ cohortId: jaipurCohort!.id, studentId: member.id })),
  ]);
  await tx.insert(cohortTeachers).values([
    { cohortId: scienceCohort!.id, teacherId: teacher1!.id },
    { cohortId: mathsCohort!.id, teacherId: teacher1!.id },
    { cohortId: scienceCohort!.id, teacherId: teacher2!.id },
    { cohortId: jaipurCohort!.id, teacherId: teacher3!.id },
  ]);
  void nashik;

  // Assessments: ids are the teacher-visible AM_id.
  const scienceCourses = [...bankByCourse.keys()].slice(0, 2);
  const mathsCourses = [...bankByCourse.keys()].slice(2, 4);
  const makeAssessment = async (spec: {
    id: number;
    name: string;
    description: string;
    curriculumId: number;
    ownerId: number;
    durationMinutes: number;
    perCourse: Array<{ courseId: number; take: number; skip?: number }>;
    createdDaysAgo: number;
  }) => {
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
      .values(
        allQuestions.map((q, index) => ({ assessmentId: spec.id, seqNum: index + 1, questionId: q.id })),
      );
    return allQuestions;
  };

  await makeAssessment({
    id: 1001,
    name: 'Living Systems: Unit Test',
    description: 'Cells, photosynthesis and transport in plants. Read each question carefully.',
    curriculumId: scienceId,
    ownerId: teacher1!.id,
    durationMinutes: 15,
    perCourse: [{ courseId: scienceCourses[0]!, take: 6 }],
    createdDaysAgo: 6,
  });
  const forcesQuestions = await makeAssessment({
    id: 1002,
    name: 'Forces and Energy: Weekly Quiz',
    description: 'A short quiz on forces, motion and energy.',
    curriculumId: scienceId,
    ownerId: teacher1!.id,
    durationMinutes: 10,
    perCourse: [{ courseId: scienceCourses[1]!, take: 5 }],
    createdDaysAgo: 12,
  });
  await makeAssessment({
    id: 1003,
    name: 'Algebra Foundations',
    description: 'Linear equations and algebraic identities.',
    curriculumId: mathsId,
    ownerId: teacher1!.id,
    durationMinutes: 20,
    perCourse: [{ courseId: mathsCourses[0]!, take: 8 }],
    createdDaysAgo: 3,
  });
  await makeAssessment({
    id: 1004,
    name: 'Geometry Review',
    description: 'Triangles, quadrilaterals and area. Shared with Mr Verma for his class.',
    curriculumId: mathsId,
    ownerId: teacher1!.id,
    durationMinutes: 15,
    perCourse: [{ courseId: mathsCourses[1]!, take: 6 }],
    createdDaysAgo: 2,
  });
  await makeAssessment({
    id: 1005,
    name: 'Science Mixed Revision',
    description: 'Revision across living systems and forces.',
    curriculumId: scienceId,
    ownerId: teacher2!.id,
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
    ownerId: teacher3!.id,
    durationMinutes: 25,
    perCourse: [
      { courseId: mathsCourses[0]!, take: 4, skip: 8 },
      { courseId: mathsCourses[1]!, take: 4, skip: 6 },
    ],
    createdDaysAgo: 5,
  });
  await tx.insert(assessmentShares).values({
    assessmentId: 1004,
    teacherId: teacher2!.id,
    level: 'FULL',
    notes: 'For Class 8A geometry revision',
    sharedBy: teacher1!.id,
    sharedAt: daysAgo(now, 1),
  });

  // Serving: 1001 served and not started by the demo student; 1002 served and completed.
  const [serving1001, serving1002] = await tx
    .insert(servings)
    .values([
      { assessmentId: 1001, cohortId: scienceCohort!.id, servedBy: teacher1!.id, servedAt: daysAgo(now, 1) },
      { assessmentId: 1002, cohortId: scienceCohort!.id, servedBy: teacher1!.id, servedAt: daysAgo(now, 7) },
    ])
    .returning();
  void serving1001;
  const forcesKey = await tx
    .select({ id: questions.id, correctOption: questions.correctOption, marks: questions.marks })
    .from(questions);
  const keyById = new Map(forcesKey.map((q) => [q.id, q]));
  // Each student's answers: the demo student gets 4 of 5 right; classmates vary.
  const takers = [student!, ...classmates.slice(0, 6)];
  for (const [takerIndex, taker] of takers.entries()) {
    const startedAt = daysAgo(now, 6, takerIndex);
    const chosen = forcesQuestions.map((q, index) => {
      const key = keyById.get(q.id)!;
      const right = (index + takerIndex) % 5 !== 4 - (takerIndex % 3);
      const selected = right ? key.correctOption : (key.correctOption % 4) + 1;
      return {
        seqNum: index + 1,
        questionId: q.id,
        selected,
        isCorrect: right,
        marks: right ? key.marks : 0,
      };
    });
    const score = chosen.reduce((sum, a) => sum + a.marks, 0);
    const completedAt = new Date(startedAt.getTime() + (4 + takerIndex) * 60_000);
    const [attempt] = await tx
      .insert(attempts)
      .values({
        assessmentId: 1002,
        servingId: serving1002!.id,
        studentId: taker.id,
        startedAt,
        deadline: new Date(startedAt.getTime() + 10 * 60_000),
        completedAt,
        completionReason: 'submitted',
        score,
        answerCount: chosen.length,
      })
      .returning();
    await tx.insert(answers).values(
      chosen.map((a, index) => ({
        attemptId: attempt!.id,
        seqNum: a.seqNum,
        questionId: a.questionId,
        selectedOption: a.selected,
        isCorrect: a.isCorrect,
        marksAwarded: a.marks,
        answeredAt: new Date(startedAt.getTime() + (index + 1) * 45_000),
      })),
    );
  }

  // Some study progress for the demo student, so the learning tree shows it.
  const progressRows = subconceptContent.slice(0, 5).flatMap(({ contentIds }, index) =>
    contentIds.map((contentId) => {
      const completionPercent = [100, 95, 60, 30, 10][index]!;
      return {
        studentId: student!.id,
        contentId,
        timeSpentSeconds: Math.round(completionPercent * 9),
        completionPercent,
        status:
          completionPercent >= 90
            ? ('completed' as const)
            : completionPercent > 0
              ? ('in_progress' as const)
              : ('started' as const),
        updatedAt: daysAgo(now, 2, index),
      };
    }),
  );
  await tx.insert(contentProgress).values(progressRows);

  // Request queues in every status.
  await tx.insert(adminRequests).values([
    {
      email: 'vikram.malhotra@shiksha.example',
      username: 'vikram.m',
      salutation: 'Mr',
      firstName: 'Vikram',
      lastName: 'Malhotra',
      passwordHash: hashes.admin,
      address: 'Shiksha Learning Centre, Nashik',
      justification:
        'I coordinate the Nashik centre and need to create cohorts and teacher accounts for the new term.',
      status: 'P',
      requestedBy: admin!.id,
      createdAt: daysAgo(now, 1),
    },
    {
      email: 'fatima.sheikh@brightfutures.example',
      username: 'fatima.s',
      salutation: 'Dr',
      firstName: 'Fatima',
      lastName: 'Sheikh',
      passwordHash: hashes.admin,
      address: 'Bright Futures Academy, Jaipur',
      justification: 'As academic head in Jaipur I manage password resets and accounts for forty teachers.',
      status: 'P',
      requestedBy: admin!.id,
      createdAt: daysAgo(now, 0, 5),
    },
    {
      email: 'rohan.mehta@shiksha.example',
      username: 'rohan.m',
      salutation: 'Mr',
      firstName: 'Rohan',
      lastName: 'Mehta',
      passwordHash: hashes.admin,
      justification: 'Need access to the platform to look around and maybe help out sometimes.',
      status: 'R',
      requestedBy: admin!.id,
      processedBy: admin!.id,
      processedAt: daysAgo(now, 8),
      rejectionReason: 'Admin access is only for centre coordinators; please ask your coordinator instead.',
      createdAt: daysAgo(now, 9),
    },
  ]);
  const [approvedAdmin] = await tx
    .insert(users)
    .values({
      type: 'admin',
      username: 'lakshmi.k',
      email: 'lakshmi.krishnan@shiksha.example',
      passwordHash: hashes.admin,
      salutation: 'Ms',
      firstName: 'Lakshmi',
      lastName: 'Krishnan',
    })
    .returning();
  await tx.insert(adminRequests).values({
    email: 'lakshmi.krishnan@shiksha.example',
    username: 'lakshmi.k',
    salutation: 'Ms',
    firstName: 'Lakshmi',
    lastName: 'Krishnan',
    passwordHash: hashes.admin,
    address: 'Shiksha Learning Centre, Pune',
    justification: 'I run admissions at the Pune centre and enrol new students every month.',
    status: 'A',
    requestedBy: admin!.id,
    processedBy: admin!.id,
    processedAt: daysAgo(now, 20),
    createdUserId: approvedAdmin!.id,
    createdAt: daysAgo(now, 21),
  });
  await tx.insert(passwordResetRequests).values([
    {
      userId: classmates[0]!.id,
      email: classmates[0]!.email!,
      userType: 'student',
      requestedAt: daysAgo(now, 0, 3),
    },
    { userId: teacher3!.id, email: teacher3!.email!, userType: 'teacher', requestedAt: daysAgo(now, 1, 2) },
    {
      userId: classmates[1]!.id,
      email: classmates[1]!.email!,
      userType: 'student',
      status: 'approved',
      requestedAt: daysAgo(now, 5),
      processedBy: admin!.id,
      processedAt: daysAgo(now, 5),
      adminNotes: 'Verified with the class teacher by phone.',
    },
    {
      userId: classmates[2]!.id,
      email: classmates[2]!.email!,
      userType: 'student',
      status: 'rejected',
      requestedAt: daysAgo(now, 10),
      processedBy: admin!.id,
      processedAt: daysAgo(now, 9),
      adminNotes: 'Request did not come from the student; parent asked us to ignore it.',
    },
  ]);

  await tx.insert(auditLog).values([
    {
      actorId: admin!.id,
      action: 'seed.demo',
      entityType: 'school',
      entityId: null,
      createdAt: daysAgo(now, 30),
    },
    {
      actorId: teacher1!.id,
      action: 'assessment.serve',
      entityType: 'assessment',
      entityId: '1002',
      createdAt: daysAgo(now, 7),
    },
    {
      actorId: teacher1!.id,
      action: 'assessment.serve',
      entityType: 'assessment',
      entityId: '1001',
      createdAt: daysAgo(now, 1),
    },
    {
      actorId: admin!.id,
      action: 'admin_request.approve',
      entityType: 'admin_request',
      entityId: 'lakshmi.k',
      createdAt: daysAgo(now, 20),
    },
  ]);
}

function contentSource(
  content: DemoContent,
  files: Map<string, { storagePath: string; sizeBytes: number; mime: string }>,
): { storagePath: string | null; mimeType: string | null; sizeBytes: number | null; url: string | null } {
  if (content.type === 'WEB' || !content.file) {
    return { storagePath: null, mimeType: null, sizeBytes: null, url: content.url ?? null };
  }
  const file = files.get(content.file);
  if (!file) throw new Error(`Demo file ${content.file} is missing`);
  return { storagePath: file.storagePath, mimeType: file.mime, sizeBytes: file.sizeBytes, url: null };
}
