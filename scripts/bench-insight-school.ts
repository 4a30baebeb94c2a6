/**
 * The insight benchmark's school, written inside the database with generate_series (a row at a time
 * over HTTP would take hours): the demo school plus a curriculum of 4 courses x 6 concepts x 4
 * subconcepts x 12 questions, 2,000 students in 40 cohorts of 50 (20 teachers, two cohorts each), 30
 * served assessments of 30 questions with completed attempts, a term of practice and study progress,
 * then the mastery table built as the app builds it (rebuildMastery). Answers follow a per-student
 * ability and a per-question difficulty (a logistic model), so every figure has something to show;
 * one question of the first assessment has a wrong key (the strong students choose option 2, the key
 * says 1), for item analysis to flag and the regrade to fix.
 */
import { PRACTICE_PASS_PERCENT } from '@pathshala/contracts';
import { type DatabaseHandle, rebuildMastery } from '@pathshala/db';
import { DEMO_ACCOUNTS, seedDemoSchool } from '@pathshala/db/seed';
import { sql } from 'drizzle-orm';

export const STUDENT_PASSWORD = DEMO_ACCOUNTS.student.password;
export const TEACHER_PASSWORD = DEMO_ACCOUNTS.teacher1.password;
export const ADMIN = DEMO_ACCOUNTS.admin;
export const benchStudent = (n: number) => `bench.insight${n}@school.example`;
export const benchTeacher = (n: number) => `bench.teacher${n}@school.example`;

export interface InsightSchoolSize {
  students: number;
  cohorts: number;
  assessments: number;
  questionsPerAssessment: number;
  /** Practice quizzes per student over the term (10 questions each). */
  quizzesPerStudent: number;
}

export const DEFAULT_SIZE: InsightSchoolSize = {
  students: 2000,
  cohorts: 40,
  assessments: 30,
  questionsPerAssessment: 30,
  quizzesPerStudent: 55,
};

/** The first assessment's id; it is served to every cohort (the 2,000-attempt regrade). */
export const FIRST_ASSESSMENT_ID = 9101;
/** The position on the first assessment's paper of the question whose key is wrong. */
export const WRONG_KEY_SEQ = 5;
/** Served, never started: the running exam the regrade benchmark answers during the regrade. */
export const LIVE_ASSESSMENT_ID = 9100;

export interface InsightSchool {
  curriculumId: number;
  cohortIds: number[];
  /** Teacher 1 teaches the first two cohorts. */
  teacherCohortIds: number[];
  /** Student n of cohort k: benchStudent(k + cohorts * (n - 1)), ids in the same order. */
  studentIds: number[];
  assessmentIds: number[];
  wrongKeyQuestionId: number;
  centerId: number;
  counts: Record<string, number>;
  seconds: Record<string, number>;
}

const TERM_DAYS = 120;
const QUESTIONS_PER_SUBCONCEPT = 12;

/** Seeds it all; answers what the measurements need and the time each step took. */
export async function seedInsightSchool(
  handle: DatabaseHandle,
  contentDir: string,
  size: InsightSchoolSize,
): Promise<InsightSchool> {
  const { db } = handle;
  const seconds: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    seconds[name] = (performance.now() - started) / 1000;
    return result;
  };
  const run = (statement: string) => db.execute(sql.raw(statement));
  const rows = async <T>(statement: string) => ((await run(statement)) as unknown as { rows: T[] }).rows;
  const one = async (statement: string) => Number((await rows<{ v: number }>(statement))[0]?.v);

  await step('demo school', () => seedDemoSchool(db, { contentDir }));
  const curriculumId = await step('curriculum, people, cohorts', async () => {
    await run('select setseed(0.42)');
    const curriculumId = await one(
      `insert into curricula (name, description) values ('Bench curriculum', 'bench:insight') returning id as v`,
    );
    await run(`insert into courses (curriculum_id, name, position)
      select ${curriculumId}, 'Bench course ' || g, g from generate_series(1, 4) g`);
    await run(`insert into concepts (course_id, name, position)
      select c.id, 'Concept ' || c.position || '.' || g, g from courses c, generate_series(1, 6) g
      where c.curriculum_id = ${curriculumId}`);
    await run(`insert into subconcepts (concept_id, name, duration_seconds, position)
      select k.id, 'Subconcept ' || c.position || '.' || k.position || '.' || g, 600, g
      from concepts k join courses c on c.id = k.course_id, generate_series(1, 4) g
      where c.curriculum_id = ${curriculumId}`);
    // Each question's difficulty b (logistic model: P(right) = 1 / (1 + e^(b - ability))), kept
    // beside the question while seeding; idx numbers the questions of a course from 0.
    await run(`create table bench_question as
      select s.id as subconcept_id, k.id as concept_id, c.id as course_id, g as n,
        (row_number() over (partition by c.id order by s.id, g) - 1)::int as idx,
        (random() * 3 - 1.6)::float8 as b, 0 as id, 0::smallint as correct_option, 0::real as marks
      from subconcepts s join concepts k on k.id = s.concept_id join courses c on c.id = k.course_id,
        generate_series(1, ${QUESTIONS_PER_SUBCONCEPT}) g
      where c.curriculum_id = ${curriculumId}`);
    await run(`update bench_question set correct_option = 1 + (subconcept_id * 7 + n * 3) % 4,
      marks = case when n % 5 = 0 then 2 else 1 end`);
    await run(`with made as (
        insert into questions (curriculum_id, course_id, concept_id, subconcept_id, text, option1, option2,
          option3, option4, correct_option, marks, difficulty, explanation)
        select ${curriculumId}, course_id, concept_id, subconcept_id,
          'Bench question ' || course_id || '-' || idx, 'Option A', 'Option B', 'Option C', 'Option D',
          correct_option, marks, case when b < -0.6 then 'EASY' when b < 0.4 then 'MEDIUM' else 'HARD' end,
          'Because.'
        from bench_question order by course_id, idx returning id, course_id, text)
      update bench_question q set id = made.id from made
      where made.course_id = q.course_id and made.text = 'Bench question ' || q.course_id || '-' || q.idx`);
    await run(`create index on bench_question (course_id, idx)`);
    await run(`create index on bench_question (id)`);
    await run(`insert into content_items (concept_id, subconcept_id, name, type, duration_seconds, url, position)
      select s.concept_id, s.id, 'Reading ' || s.id || '.' || g, 'WEB', 300, 'https://example.org/bench/' || s.id || '/' || g, g
      from subconcepts s join concepts k on k.id = s.concept_id join courses c on c.id = k.course_id,
        generate_series(1, 2) g where c.curriculum_id = ${curriculumId}`);

    // People: the demo's password hashes, so everyone signs in with the demo's passwords.
    const teachers = size.cohorts / 2;
    await run(`insert into users (type, username, email, password_hash, first_name, last_name)
      select 'teacher', 'bench.teacher' || g || '@school.example', 'bench.teacher' || g || '@school.example',
        (select password_hash from users where username = '${DEMO_ACCOUNTS.teacher1.username}'),
        'Teacher', 'Bench ' || g
      from generate_series(1, ${teachers}) g`);
    await run(`insert into users (type, username, email, password_hash, first_name, last_name, last_sign_in_at)
      select 'student', 'bench.insight' || g || '@school.example', 'bench.insight' || g || '@school.example',
        (select password_hash from users where username = '${DEMO_ACCOUNTS.student.username}'),
        (array['Asha','Ravi','Meena','Kiran','Sunil','Divya','Arun','Pooja'])[1 + g % 8], 'Student ' || g,
        now() - random() * interval '10 days'
      from generate_series(1, ${size.students}) g`);
    await run(`create table bench_student as
      select u.id, (substring(u.username from 'bench.insight([0-9]+)@')::int - 1) % ${size.cohorts} + 1 as cohort_no,
        ((random() + random() + random() - 1.5) * 2)::float8 as ability
      from users u where u.username like 'bench.insight%@school.example'`);
    await run(`create index on bench_student (cohort_no)`);
    await run(`insert into cohorts (name, semester, curriculum_id, training_center_id)
      select 'Bench cohort ' || lpad(g::text, 2, '0'), 'Term 1', ${curriculumId},
        (select min(id) from training_centers)
      from generate_series(1, ${size.cohorts}) g`);
    await run(`create table bench_cohort as
      select c.id, substring(c.name from '[0-9]+$')::int as cohort_no,
        (select id from users where username = 'bench.teacher' || ((substring(c.name from '[0-9]+$')::int + 1) / 2) || '@school.example') as teacher_id
      from cohorts c where c.curriculum_id = ${curriculumId}`);
    await run(`insert into cohort_teachers (cohort_id, teacher_id) select id, teacher_id from bench_cohort`);
    await run(`insert into cohort_students (cohort_id, student_id)
      select c.id, s.id from bench_student s join bench_cohort c using (cohort_no)`);
    return curriculumId;
  });

  await step('assessments and servings', async () => {
    const teacher1 = `(select id from users where username = '${benchTeacher(1)}')`;
    const ids = `generate_series(${FIRST_ASSESSMENT_ID}, ${FIRST_ASSESSMENT_ID + size.assessments - 1})`;
    // Assessment k covers course (k mod 4): question j is the course's question (37k + 11j) mod 288,
    // all different (11 and 288 share no factor). A third of them take a quarter mark off a wrong answer.
    await run(`create table bench_paper as
      select a as assessment_id, j + 1 as seq_num, q.id as question_id, q.course_id, q.marks, q.correct_option, q.b
      from ${ids} a, generate_series(0, ${size.questionsPerAssessment - 1}) j,
        lateral (select * from bench_question where course_id = (
          select id from courses where curriculum_id = ${curriculumId} and position = 1 + (a - ${FIRST_ASSESSMENT_ID}) % 4)
          and idx = ((a - ${FIRST_ASSESSMENT_ID}) * 37 + j * 11) % 288) q`);
    // The wrong key: the bank says option 1 (every answer of it is marked so); the students who know choose 2.
    const wrongKey = `(select question_id from bench_paper where assessment_id = ${FIRST_ASSESSMENT_ID} and seq_num = ${WRONG_KEY_SEQ})`;
    await run(`update questions set correct_option = 1 where id = ${wrongKey}`);
    await run(`update bench_question set correct_option = 1 where id = ${wrongKey}`);
    await run(`update bench_paper set correct_option = 1 where question_id = ${wrongKey}`);
    await run(`insert into assessments (id, name, duration_seconds, total_questions, total_marks, curriculum_id,
        owner_id, finalized_at, wrong_marks)
      select assessment_id, 'Bench test ' || (assessment_id - ${FIRST_ASSESSMENT_ID} + 1), 3600, count(*), sum(marks),
        ${curriculumId}, ${teacher1}, now() - interval '${TERM_DAYS + 1} days',
        case when assessment_id % 3 = 0 then -0.25 else 0 end
      from bench_paper group by assessment_id`);
    await run(`insert into assessment_courses (assessment_id, course_id, question_count, total_marks)
      select assessment_id, course_id, count(*), sum(marks) from bench_paper group by assessment_id, course_id`);
    await run(`insert into assessment_questions (assessment_id, seq_num, question_id)
      select assessment_id, seq_num, question_id from bench_paper`);
    // Every bench teacher may use every bench assessment (item analysis of her cohorts' servings).
    await run(`insert into assessment_authorizations (assessment_id, teacher_id, permission_level, granted_by)
      select a.id, t.id, 'FULL', ${teacher1} from assessments a, users t
      where a.id between ${FIRST_ASSESSMENT_ID} and ${FIRST_ASSESSMENT_ID + size.assessments - 1}
        and t.username like 'bench.teacher%' and t.id <> ${teacher1}`);
    // The first assessment goes to every cohort, each other one to half of them, over the term.
    await run(`insert into servings (assessment_id, cohort_id, served_by, served_at)
      select a, c.id, c.teacher_id,
        now() - interval '${TERM_DAYS} days' + ((a - ${FIRST_ASSESSMENT_ID}) * ${TERM_DAYS - 10} / ${size.assessments}) * interval '1 day'
      from ${ids} a, bench_cohort c
      where a = ${FIRST_ASSESSMENT_ID} or (c.cohort_no + a) % 2 = 0`);
    // The running exam: served to the first four cohorts, not started yet.
    await run(`insert into assessments (id, name, duration_seconds, total_questions, total_marks, curriculum_id, owner_id, finalized_at)
      select ${LIVE_ASSESSMENT_ID}, 'Bench live exam', 3 * 3600, count(*), sum(marks), ${curriculumId}, ${teacher1}, now()
      from bench_paper where assessment_id = ${FIRST_ASSESSMENT_ID + 1}`);
    await run(`insert into assessment_courses (assessment_id, course_id, question_count, total_marks)
      select ${LIVE_ASSESSMENT_ID}, course_id, count(*), sum(marks) from bench_paper
      where assessment_id = ${FIRST_ASSESSMENT_ID + 1} group by course_id`);
    await run(`insert into assessment_questions (assessment_id, seq_num, question_id)
      select ${LIVE_ASSESSMENT_ID}, seq_num, question_id from bench_paper where assessment_id = ${FIRST_ASSESSMENT_ID + 1}`);
    await run(`insert into servings (assessment_id, cohort_id, served_by)
      select ${LIVE_ASSESSMENT_ID}, id, teacher_id from bench_cohort where cohort_no <= 4`);
  });

  await step('attempts and answers', async () => {
    // Everyone sits the first test (the 2,000-attempt regrade), 95 % each other; each answers 97 % of the questions.
    await run(`insert into attempts (assessment_id, serving_id, student_id, started_at, deadline, completed_at,
        completion_reason, seed)
      select v.assessment_id, v.id, s.id, t.started, t.started + interval '1 hour',
        t.started + (20 + random() * 35) * interval '1 minute', 'submitted', floor(random() * 1000000)::int
      from servings v join bench_cohort c on c.id = v.cohort_id join bench_student s using (cohort_no),
        lateral (select v.served_at + random() * interval '6 hours' as started) t
      where v.assessment_id <> ${LIVE_ASSESSMENT_ID} and (v.assessment_id = ${FIRST_ASSESSMENT_ID} or random() < 0.95)`);
    // The option chosen: right with the model's chance, else one of the three others. The wrong-key
    // question's real answer is option 2: the strong students choose it, the key says 1.
    await run(`insert into answers (attempt_id, seq_num, question_id, selected_option, is_correct, marks_awarded,
        answered_at, received_at)
      select t.id, p.seq_num, p.question_id, o.chosen, o.chosen = p.correct_option,
        case when o.chosen = p.correct_option then p.marks else a.wrong_marks end,
        t.started_at + p.seq_num * interval '50 seconds', t.started_at + p.seq_num * interval '50 seconds'
      from attempts t join bench_student s on s.id = t.student_id
        join assessments a on a.id = t.assessment_id
        join bench_paper p on p.assessment_id = t.assessment_id,
        lateral (select case
          when p.assessment_id = ${FIRST_ASSESSMENT_ID} and p.seq_num = ${WRONG_KEY_SEQ} then
            case when random() < 1 / (1 + exp(p.b - s.ability)) then 2 else (array[1, 3, 4])[1 + floor(random() * 3)::int] end
          when random() < 1 / (1 + exp(p.b - s.ability)) then p.correct_option
          else 1 + (p.correct_option + floor(random() * 3)::int) % 4 end::smallint as chosen) o
      where random() < 0.97`);
    await run(`update attempts t set score = x.score, answer_count = x.n
      from (select attempt_id, sum(marks_awarded) as score, count(*)::int as n from answers group by attempt_id) x
      where x.attempt_id = t.id`);
  });

  await step('practice and study', async () => {
    // A term of practice: quizzes of 10 of a subconcept's 12 questions, as learning.service stores them.
    await run(`create table bench_quiz as
      select row_number() over () as quiz, s.id as student_id, s.ability,
        (array(select s.id from subconcepts s join concepts k on k.id = s.concept_id join courses c on c.id = k.course_id
          where c.curriculum_id = ${curriculumId}))[1 + floor(random() * ${4 * 6 * 4})::int] as subconcept_id,
        now() - random() * interval '${TERM_DAYS} days' as at, floor(random() * ${QUESTIONS_PER_SUBCONCEPT})::int as skip
      from bench_student s, generate_series(1, ${size.quizzesPerStudent}) g`);
    // Ten of the twelve: all but the skipped one and the one six places on.
    await run(`create table bench_practice as
      select z.quiz, z.student_id, z.subconcept_id, z.at, q.n, q.id as question_id, q.correct_option, q.marks,
        case when random() < 1 / (1 + exp(q.b - z.ability)) then q.correct_option
          else 1 + (q.correct_option + floor(random() * 3)::int) % 4 end as selected
      from bench_quiz z join bench_question q on q.subconcept_id = z.subconcept_id
      where q.n - 1 <> z.skip and q.n - 1 <> (z.skip + ${QUESTIONS_PER_SUBCONCEPT / 2}) % ${QUESTIONS_PER_SUBCONCEPT}`);
    await run(`insert into practice_results (student_id, subconcept_id, obtained_marks, total_marks, correct_answers,
        total_questions, percentage, passed, details, created_at)
      select student_id, subconcept_id, obtained, total, correct, n, pct, pct >= ${PRACTICE_PASS_PERCENT}, details, at
      from (select quiz, student_id, subconcept_id, at,
          sum(case when selected = correct_option then marks else 0 end) as obtained, sum(marks) as total,
          count(*) filter (where selected = correct_option)::int as correct, count(*)::int as n,
          round(100 * sum(case when selected = correct_option then marks else 0 end) / sum(marks))::real as pct,
          jsonb_agg(jsonb_build_object('questionId', question_id, 'selectedAnswer', selected,
            'correctAnswer', correct_option) order by n) as details
        from bench_practice group by quiz, student_id, subconcept_id, at) x
      order by at`);
    // Study: the abler students open more of the content.
    await run(`insert into content_progress (student_id, content_id, time_spent_seconds, completion_percent, status, updated_at)
      select s.id, i.id, p.pct * 3, p.pct, case when p.pct = 100 then 'completed' when p.pct > 10 then 'in_progress' else 'started' end,
        now() - random() * interval '${TERM_DAYS} days'
      from bench_student s, content_items i join subconcepts sc on sc.id = i.subconcept_id
        join concepts k on k.id = sc.concept_id join courses c on c.id = k.course_id,
        lateral (select least(100, floor(random() * 140))::int + 0 * s.id as pct) p
      where c.curriculum_id = ${curriculumId} and random() < 0.45 + 0.15 * s.ability`);
  });

  await step('mastery', () => rebuildMastery(db));

  const cohortIds = (await rows<{ id: number }>('select id from bench_cohort order by cohort_no')).map((r) =>
    Number(r.id),
  );
  const studentIds = (
    await rows<{ id: number }>(
      `select id from users where username like 'bench.insight%' order by substring(username from '[0-9]+')::int`,
    )
  ).map((r) => Number(r.id));
  const wrongKeyQuestionId = await one(
    `select question_id as v from bench_paper where assessment_id = ${FIRST_ASSESSMENT_ID} and seq_num = ${WRONG_KEY_SEQ}`,
  );
  const centerId = await one('select min(id) as v from training_centers');
  await step('cleanup and analyze', async () => {
    for (const table of [
      'bench_question',
      'bench_student',
      'bench_cohort',
      'bench_paper',
      'bench_quiz',
      'bench_practice',
    ])
      await run(`drop table ${table}`);
    await run('analyze');
  });
  const counts: Record<string, number> = {};
  for (const table of ['attempts', 'answers', 'practice_results', 'content_progress', 'mastery'])
    counts[table] = await one(`select count(*)::int as v from ${table}`);
  counts['practice answers'] = await one(
    'select coalesce(sum(jsonb_array_length(details)), 0)::int as v from practice_results',
  );
  return {
    curriculumId,
    cohortIds,
    teacherCohortIds: cohortIds.slice(0, 2),
    studentIds,
    assessmentIds: Array.from({ length: size.assessments }, (_, i) => FIRST_ASSESSMENT_ID + i),
    wrongKeyQuestionId,
    centerId,
    counts,
    seconds,
  };
}
