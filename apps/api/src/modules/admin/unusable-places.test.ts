import { api, messages } from '@pathshala/contracts';
import { curricula, trainingCenters } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Deactivated partners and centers and retired curricula stay for history and are offered for
 * nothing new: every create call refuses them, not only the forms' lists.
 */
let t: TestApp;
let call: ApiCall;
let partnerId: number;
let centerId: number;
let retiredCurriculumId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  // A closed partner with its closed center, and a retired curriculum, as an admin closes them.
  const as = 'admin';
  partnerId = (await call(api.organisation.createPartner, { as, body: { name: 'Closed Trust' } })).body.data
    .id;
  centerId = (await call(api.organisation.createCenter, { as, body: { partnerId, name: 'Closed Centre' } }))
    .body.data.id;
  const closed = { status: 'I' } as const;
  expect(
    (await call(api.organisation.setCenterStatus, { as, params: { id: centerId }, body: closed })).status,
  ).toBe(200);
  expect(
    (await call(api.organisation.setPartnerStatus, { as, params: { id: partnerId }, body: closed })).status,
  ).toBe(200);
  retiredCurriculumId = (await call(api.curriculum.createCurriculum, { as, body: { name: 'Old Syllabus' } }))
    .body.data.id;
  const retired = await call(api.curriculum.retireCurriculum, {
    as,
    params: { curriculumId: retiredCurriculumId },
  });
  expect(retired.status).toBe(200);
}, 120_000);
afterAll(async () => t?.close());

async function liveIds() {
  const [center] = await t.database.db
    .select()
    .from(trainingCenters)
    .where(eq(trainingCenters.registrationStatus, 'A'));
  const [curriculum] = await t.database.db.select().from(curricula);
  return { centerId: center!.id, partnerId: center!.trainingPartnerId, curriculumId: curriculum!.id };
}

describe('unusable places', () => {
  it('refuse a cohort at a deactivated center or for a retired curriculum, by both create calls', async () => {
    const live = await liveIds();
    const cases = [
      [
        { curriculumId: live.curriculumId, trainingCenterId: centerId },
        messages.admin.trainingCenterInactive,
      ],
      [
        { curriculumId: retiredCurriculumId, trainingCenterId: live.centerId },
        messages.admin.curriculumRetired,
      ],
    ] as const;
    for (const [place, message] of cases) {
      const spec = await call(api.admin.createCohort, {
        as: 'admin',
        body: { chName: `Cohort ${message}`, ...place },
      });
      expect(spec.status, spec.text).toBe(400);
      expect(spec.body.message).toBe(message);
      const full = await call(api.cohorts.create, {
        as: 'admin',
        body: { name: `Cohort ${message}`, ...place },
      });
      expect(full.status, full.text).toBe(400);
      expect(full.body.message).toBe(message);
    }
  });

  it('refuse a teacher at a deactivated center and a center under a deactivated partner', async () => {
    const teacher = await call(api.admin.createTeacher, {
      as: 'admin',
      body: {
        email: 'closed.centre.teacher@school.example',
        firstName: 'Tara',
        lastName: 'Shah',
        password: 'Teach@2026x',
        trainingCenterId: centerId,
        trainingPartnerId: partnerId,
      },
    });
    expect(teacher.status, teacher.text).toBe(400);
    expect(teacher.body.message).toBe(messages.admin.trainingPartnerInactive);
    const center = await call(api.admin.createTrainingCenter, {
      as: 'admin',
      body: {
        tcName: 'Another Closed Centre',
        currentYearId: 2026,
        trainingPartnerId: partnerId,
      },
    });
    expect(center.status, center.text).toBe(400);
    expect(center.body.message).toBe(messages.admin.trainingPartnerInactive);
  });
});
