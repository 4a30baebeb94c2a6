import { type BulkCohort, bulkMessages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { cohortNames } from '../cohorts/cohorts.service';

/** Names compared as a person types them: case and runs of spaces aside. */
const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
/** How the screens label a cohort (its name and center), which also names it in a file. */
const labelOf = (cohort: BulkCohort) => `${cohort.name} (${cohort.trainingCenterName})`;

/**
 * Every cohort, read once per upload (a school has tens), and the rule for a row's Cohort cell: the
 * cohort's name, or, when two centers have a cohort of that name, its name with its center in
 * brackets as the screens show it ("Class 8A (Pune)").
 */
export async function loadCohortNames(db: Executor) {
  const byName = new Map<string, BulkCohort[]>();
  const byLabel = new Map<string, BulkCohort>();
  for (const cohort of await cohortNames(db)) {
    byName.set(key(cohort.name), [...(byName.get(key(cohort.name)) ?? []), cohort]);
    byLabel.set(key(labelOf(cohort)), cohort);
  }
  return (cell: string): BulkCohort | { problem: string } => {
    const named = byName.get(key(cell)) ?? [];
    if (named.length === 1) return named[0]!;
    if (named.length > 1) return { problem: bulkMessages.cohortNameShared(cell.trim(), named.map(labelOf)) };
    return byLabel.get(key(cell)) ?? { problem: bulkMessages.cohortNamed(cell.trim()) };
  };
}
