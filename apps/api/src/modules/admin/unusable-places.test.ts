import { messages } from '@pathshala/contracts';
import { curricula, trainingCenters, trainingPartners } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Deactivated partners and centers and retired curricula stay for history and are offered for
 * nothing new: every create call refuses them, not only the forms' lists.
 */
let t: TestApp;
let admin: string;
let partnerId: number;
let centerId: number;
let retiredCurriculumId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  const db = t.database.db;
  const [partner] = await db
    .insert(trainingPartners)
    .values({ name: 'Closed Trust', registrationStatus: 'I' })
    .returning();
  partnerId = partner!.id;
  const [center] = await db
    .insert(trainingCenters)
    .values({ name: 'Closed Centre', trainingPartnerId: partnerId, registrationStatus: 'I' })
    .returning();
  centerId = center!.id;
  const [curriculum] = await db
    .insert(curricula)
    .values({ name: 'Old Syllabus', retiredAt: new Date('2026-01-01T00:00:00Z') })
    .returning();
  retiredCurriculumId = curriculum!.id;
}, 120_000);
afterAll(async () => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin}` }, payload });

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
      const spec = await post('/api/admin/create-cohort', { chName: `Cohort ${message}`, ...place });
      expect(spec.statusCode, spec.body).toBe(400);
      expect(spec.json().message).toBe(message);
      const full = await post('/api/admin/cohorts', { name: `Cohort ${message}`, ...place });
      expect(full.statusCode, full.body).toBe(400);
      expect(full.json().message).toBe(message);
    }
  });

  it('refuse a teacher at a deactivated center and a center under a deactivated partner', async () => {
    const teacher = await post('/api/admin/create-teacher', {
      email: 'closed.centre.teacher@school.example',
      firstName: 'Tara',
      lastName: 'Shah',
      password: 'Teach@2026x',
      trainingCenterId: centerId,
      trainingPartnerId: partnerId,
    });
    expect(teacher.statusCode, teacher.body).toBe(400);
    expect(teacher.json().message).toBe(messages.admin.trainingPartnerInactive);
    const center = await post('/api/admin/create-training-center', {
      tcName: 'Another Closed Centre',
      currentYearId: 2026,
      trainingPartnerId: partnerId,
    });
    expect(center.statusCode, center.body).toBe(400);
    expect(center.json().message).toBe(messages.admin.trainingPartnerInactive);
  });
});
