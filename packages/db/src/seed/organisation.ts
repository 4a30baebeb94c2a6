import type { Executor } from '../client';
import { school, trainingCenters, trainingPartners } from '../schema';

/** The demo school's name, set as if its first-run setup had been done. */
export const DEMO_SCHOOL_NAME = 'Pathshala Demo School';

/** The ids later parts place people and cohorts in (Nashik has no one yet). */
export interface DemoOrganisation {
  shikshaId: number;
  brightFuturesId: number;
  puneId: number;
  jaipurId: number;
}

/** The school, two training partners and three centres. */
export async function seedOrganisation(tx: Executor, now: Date): Promise<DemoOrganisation> {
  await tx.insert(school).values({ name: DEMO_SCHOOL_NAME, setUpAt: now });
  const [shiksha, brightFutures] = await tx
    .insert(trainingPartners)
    .values([{ name: 'Shiksha Foundation' }, { name: 'Bright Futures Trust' }])
    .returning();
  const [pune, , jaipur] = await tx
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
  return {
    shikshaId: shiksha!.id,
    brightFuturesId: brightFutures!.id,
    puneId: pune!.id,
    jaipurId: jaipur!.id,
  };
}
