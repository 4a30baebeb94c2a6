import { type AssessmentSettings, api } from '@pathshala/contracts';
import type { ApiCall } from '../../../test/api-caller';
import type { makeBankCourse } from './assessment-questions.test-support';

type Lab = Awaited<ReturnType<typeof makeBankCourse>>;

/** Creates an assessment of the lab course's curriculum (settings optional) and allocates it all to the lab course. */
export async function createLabAssessment(
  call: ApiCall,
  lab: Lab,
  totals: { questions: number; marks: number },
  settings?: Partial<AssessmentSettings>,
) {
  const id = (await call(api.teacher.nextId, { as: 'teacher1' })).body.nextId;
  const created = await call(api.teacher.create, {
    as: 'teacher1',
    body: {
      AM_id: id,
      AM_Name: `Fair ${id}`,
      AM_Duration: 600,
      AM_TotQns: totals.questions,
      AM_TotMarks: totals.marks,
      AM_CU_id: lab.curriculumId,
      ...(settings ? { settings } : {}),
    },
  });
  if (created.status !== 200) throw new Error(`create: ${created.text}`);
  const allocated = await call(api.teacher.allocateCourse, {
    as: 'teacher1',
    body: {
      AC_AM_id: id,
      AC_CU_id: lab.curriculumId,
      AC_CO_id: lab.courseId,
      AC_CO_NoOfQns: totals.questions,
      AC_CO_TotMarks: totals.marks,
    },
  });
  if (allocated.status !== 200) throw new Error(`allocate: ${allocated.text}`);
  return id;
}
