import type { callerFor, makeBankCourse } from './assessment-questions.test-support';

type Call = Awaited<ReturnType<typeof callerFor>>;
type Lab = Awaited<ReturnType<typeof makeBankCourse>>;

/** Creates an assessment of the lab course's curriculum (settings optional) and allocates it all to the lab course. */
export async function createLabAssessment(
  call: Call,
  lab: Lab,
  totals: { questions: number; marks: number },
  settings?: Record<string, unknown>,
) {
  const id = (await call('teacher1', 'GET', '/api/assessments/next-id')).body.nextId as number;
  const created = await call('teacher1', 'POST', '/api/assessments/create', {
    AM_id: id,
    AM_Name: `Fair ${id}`,
    AM_Duration: 600,
    AM_TotQns: totals.questions,
    AM_TotMarks: totals.marks,
    AM_CU_id: lab.curriculumId,
    ...(settings ? { settings } : {}),
  });
  if (created.status !== 200) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const allocated = await call('teacher1', 'POST', '/api/assessments/courses', {
    AC_AM_id: id,
    AC_CU_id: lab.curriculumId,
    AC_CO_id: lab.courseId,
    AC_CO_NoOfQns: totals.questions,
    AC_CO_TotMarks: totals.marks,
  });
  if (allocated.status !== 200) throw new Error(`allocate: ${JSON.stringify(allocated.body)}`);
  return id;
}
