import { cohorts, type Executor, trainingCenters, trainingPartners, users } from '@pathshala/db';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';

export type PartnerRow = typeof trainingPartners.$inferSelect;
export type CenterRow = typeof trainingCenters.$inferSelect;
export type CenterChange = Pick<
  typeof trainingCenters.$inferInsert,
  'trainingPartnerId' | 'name' | 'address' | 'spocName' | 'spocPhone' | 'spocEmail' | 'currentYear'
>;

export interface ListFilters {
  status?: 'A' | 'I';
  search?: string;
  page: number;
  pageSize: number;
}

/** `%fragment%` for ILIKE, with the fragment's own wildcards taken literally. */
const containing = (fragment: string) => `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Counts per key of a grouped query, as a map (keys without rows count 0). */
async function countsBy(
  rows: Promise<Array<{ key: number | null; n: number }>>,
): Promise<Map<number, number>> {
  return new Map(
    (await rows).filter((row) => row.key !== null).map((row) => [row.key as number, Number(row.n)]),
  );
}

export interface PartnerSummary {
  partner: PartnerRow;
  centers: number;
  activeCenters: number;
  teachers: number;
}

async function withPartnerCounts(db: Executor, partners: PartnerRow[]): Promise<PartnerSummary[]> {
  const ids = partners.map((partner) => partner.id);
  if (ids.length === 0) return [];
  const [centers, activeCenters, teachers] = await Promise.all([
    countsBy(
      db
        .select({ key: trainingCenters.trainingPartnerId, n: count() })
        .from(trainingCenters)
        .where(inArray(trainingCenters.trainingPartnerId, ids))
        .groupBy(trainingCenters.trainingPartnerId),
    ),
    countsBy(
      db
        .select({ key: trainingCenters.trainingPartnerId, n: count() })
        .from(trainingCenters)
        .where(
          and(inArray(trainingCenters.trainingPartnerId, ids), eq(trainingCenters.registrationStatus, 'A')),
        )
        .groupBy(trainingCenters.trainingPartnerId),
    ),
    countsBy(
      db
        .select({ key: users.trainingPartnerId, n: count() })
        .from(users)
        .where(and(eq(users.type, 'teacher'), inArray(users.trainingPartnerId, ids)))
        .groupBy(users.trainingPartnerId),
    ),
  ]);
  return partners.map((partner) => ({
    partner,
    centers: centers.get(partner.id) ?? 0,
    activeCenters: activeCenters.get(partner.id) ?? 0,
    teachers: teachers.get(partner.id) ?? 0,
  }));
}

/** One page of partners by name (then id, so pages never overlap), with their counts. */
export async function listPartnerPage(db: Executor, filters: ListFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(trainingPartners.registrationStatus, filters.status));
  if (filters.search) conditions.push(ilike(trainingPartners.name, containing(filters.search)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(trainingPartners)
      .where(where)
      .orderBy(asc(sql`lower(${trainingPartners.name})`), asc(trainingPartners.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ n: count() }).from(trainingPartners).where(where),
  ]);
  return { rows: await withPartnerCounts(db, rows), total: Number(total?.n ?? 0) };
}

export async function findPartner(db: Executor, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(trainingPartners).where(eq(trainingPartners.id, id)).limit(1);
  return row;
}

export async function findPartnerSummary(db: Executor, id: number): Promise<PartnerSummary | undefined> {
  const partner = await findPartner(db, id);
  return partner ? (await withPartnerCounts(db, [partner]))[0] : undefined;
}

export async function insertPartner(db: Executor, name: string, at: Date): Promise<number> {
  const [created] = await db
    .insert(trainingPartners)
    .values({ name, registrationStatus: 'A', createdAt: at })
    .returning({ id: trainingPartners.id });
  return created!.id;
}

export async function updatePartner(
  db: Executor,
  id: number,
  change: Partial<Pick<PartnerRow, 'name' | 'registrationStatus'>>,
): Promise<void> {
  await db.update(trainingPartners).set(change).where(eq(trainingPartners.id, id));
}

export interface CenterSummary {
  center: CenterRow;
  partner: Pick<PartnerRow, 'id' | 'name' | 'registrationStatus'>;
  teachers: number;
  cohorts: number;
}

const centerColumns = {
  center: trainingCenters,
  partner: {
    id: trainingPartners.id,
    name: trainingPartners.name,
    registrationStatus: trainingPartners.registrationStatus,
  },
};

async function withCenterCounts(
  db: Executor,
  rows: Array<Omit<CenterSummary, 'teachers' | 'cohorts'>>,
): Promise<CenterSummary[]> {
  const ids = rows.map((row) => row.center.id);
  if (ids.length === 0) return [];
  const [teachers, cohortCounts] = await Promise.all([
    countsBy(
      db
        .select({ key: users.trainingCenterId, n: count() })
        .from(users)
        .where(and(eq(users.type, 'teacher'), inArray(users.trainingCenterId, ids)))
        .groupBy(users.trainingCenterId),
    ),
    countsBy(
      db
        .select({ key: cohorts.trainingCenterId, n: count() })
        .from(cohorts)
        .where(inArray(cohorts.trainingCenterId, ids))
        .groupBy(cohorts.trainingCenterId),
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    teachers: teachers.get(row.center.id) ?? 0,
    cohorts: cohortCounts.get(row.center.id) ?? 0,
  }));
}

/** One page of centers by name (then id), with their partner and counts. */
export async function listCenterPage(db: Executor, filters: ListFilters & { partnerId?: number }) {
  const conditions: SQL[] = [];
  if (filters.partnerId) conditions.push(eq(trainingCenters.trainingPartnerId, filters.partnerId));
  if (filters.status) conditions.push(eq(trainingCenters.registrationStatus, filters.status));
  if (filters.search) conditions.push(ilike(trainingCenters.name, containing(filters.search)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(centerColumns)
      .from(trainingCenters)
      .innerJoin(trainingPartners, eq(trainingPartners.id, trainingCenters.trainingPartnerId))
      .where(where)
      .orderBy(asc(sql`lower(${trainingCenters.name})`), asc(trainingCenters.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ n: count() }).from(trainingCenters).where(where),
  ]);
  return { rows: await withCenterCounts(db, rows), total: Number(total?.n ?? 0) };
}

export async function findCenter(db: Executor, id: number): Promise<CenterRow | undefined> {
  const [row] = await db.select().from(trainingCenters).where(eq(trainingCenters.id, id)).limit(1);
  return row;
}

export async function findCenterSummary(db: Executor, id: number): Promise<CenterSummary | undefined> {
  const rows = await db
    .select(centerColumns)
    .from(trainingCenters)
    .innerJoin(trainingPartners, eq(trainingPartners.id, trainingCenters.trainingPartnerId))
    .where(eq(trainingCenters.id, id))
    .limit(1);
  return (await withCenterCounts(db, rows))[0];
}

export async function insertCenter(db: Executor, row: CenterChange, at: Date): Promise<number> {
  const [created] = await db
    .insert(trainingCenters)
    .values({ ...row, registrationStatus: 'A', createdAt: at })
    .returning({ id: trainingCenters.id });
  return created!.id;
}

export async function updateCenter(
  db: Executor,
  id: number,
  change: Partial<CenterChange & Pick<CenterRow, 'registrationStatus'>>,
): Promise<void> {
  await db.update(trainingCenters).set(change).where(eq(trainingCenters.id, id));
}

/** A center's teachers follow it to its new partner (a teacher's partner is their center's). */
export async function moveCenterTeachers(
  db: Executor,
  centerId: number,
  partnerId: number,
  at: Date,
): Promise<number> {
  const moved = await db
    .update(users)
    .set({ trainingPartnerId: partnerId, updatedAt: at })
    .where(and(eq(users.type, 'teacher'), eq(users.trainingCenterId, centerId)))
    .returning({ id: users.id });
  return moved.length;
}
