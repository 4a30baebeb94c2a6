import { csvCell, csvTime, csvTimeHeader, type StudentReport } from '@pathshala/contracts';

/** A share as a whole percentage; empty when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : '');

/** Too few answers say too little (the screens show no figure under 3 either). */
const ENOUGH_EVIDENCE = 3;

/**
 * The student page as one CSV file: a block per section (study, practice, attempts, extra time,
 * mastery, weeks), each with its own header row, blank lines between; every cell through csvCell
 * (a name a spreadsheet would run as a formula is neutralised).
 */
export function studentReportCsv(data: StudentReport, timeZone: string): string {
  const lines: Array<Array<string | number | null>> = [];
  const block = (title: string, header: string[], rows: Array<Array<string | number | null>>) => {
    lines.push([], [title], header, ...rows);
  };
  const { student } = data;
  lines.push(['Student', `${student.firstName} ${student.lastName}`.trim(), student.username]);
  lines.push(['Cohorts', data.cohorts.map((cohort) => cohort.name).join('; ')]);

  block(
    'Study progress',
    ['Curriculum', 'Course', 'Items completed', 'Items', 'Percent', 'Minutes studied'],
    data.study.map((course) => [
      course.curriculum.name,
      course.name,
      course.completed,
      course.total,
      percent(course.completed, course.total),
      Math.round(course.timeSpentSeconds / 60),
    ]),
  );
  block(
    `Practice (all quizzes: ${data.practice.quizzes}, correct ${data.practice.correct} of ${data.practice.total})`,
    [csvTimeHeader('Handed in at', timeZone), 'Concept', 'Subconcept', 'Correct', 'Questions', 'Percent'],
    data.practice.recent.map((quiz) => [
      csvTime(quiz.at, timeZone),
      quiz.concept.name,
      quiz.subconcept.name,
      quiz.correct,
      quiz.total,
      percent(quiz.correct, quiz.total),
    ]),
  );
  block(
    'Assessments',
    [
      'Assessment',
      'Cohort',
      csvTimeHeader('Started at', timeZone),
      csvTimeHeader('Completed at', timeZone),
      'Score',
      'Total marks',
      'Percent',
      'Late answers',
      'Held answers',
      'Extra minutes',
    ],
    data.attempts.map((attempt) => [
      attempt.assessment.name,
      attempt.cohort.name,
      csvTime(attempt.startedAt, timeZone),
      csvTime(attempt.completedAt, timeZone),
      attempt.score,
      attempt.totalMarks,
      attempt.completedAt ? percent(attempt.score, attempt.totalMarks) : '',
      attempt.lateAnswers,
      attempt.heldAnswers,
      Math.round(attempt.extraSeconds / 60),
    ]),
  );
  block(
    'Extra time',
    ['Set by', 'Kind', 'Amount'],
    data.accommodations.map((row) => [
      row.scope === 'school' ? 'School (every exam)' : row.teacherName,
      row.kind === 'PERCENT' ? 'Percent of the duration' : 'Minutes',
      row.amount,
    ]),
  );
  block(
    'Mastery',
    ['Curriculum', 'Course', 'Concept', 'Mastery percent', 'Answers'],
    data.mastery.flatMap((curriculum) =>
      curriculum.courses.flatMap((course) =>
        course.concepts.map((concept) => [
          curriculum.name,
          course.name,
          concept.name,
          concept.mastery !== null && concept.evidence >= ENOUGH_EVIDENCE
            ? Math.round(concept.mastery * 100)
            : '',
          concept.evidence,
        ]),
      ),
    ),
  );
  block(
    'Activity by week (weeks start on Monday, UTC)',
    ['Week starting', 'Exam answers', 'Practice quizzes', 'Items studied'],
    data.weeks.map((week) => [week.weekStart, week.answers, week.practiceQuizzes, week.studyItems]),
  );
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
