import {
  cohortMessages,
  MEMBER_ENTRY_MAX_LENGTH,
  type MemberListEntry,
  type MemberProblem,
  type MemberRole,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { findPeopleByIds, findPeopleByLogin, type PersonRow } from './cohorts.repository';

/** The people a request names, each once, and the ids or lines that name nobody usable. */
export interface Resolved {
  people: PersonRow[];
  problems: MemberProblem[];
}

const problemWords = cohortMessages.problem;

/**
 * Why this account cannot be added as (or removed as) `role`, or null when it can. Only active
 * people join a cohort; anyone of the right type can leave it (a deactivated leaver above all).
 */
function refusal(found: PersonRow, role: MemberRole, adding: boolean): string | null {
  if (found.type !== role) return problemWords.wrongType(role, found.type);
  if (adding && found.registrationStatus !== 'A') return problemWords.inactive(role);
  return null;
}

/** Ids of one role: unknown ids, ids of another type and (adding) inactive people are refused one by one. */
export async function resolveIds(
  db: Executor,
  role: MemberRole,
  ids: number[],
  adding: boolean,
): Promise<Resolved> {
  const unique = [...new Set(ids)];
  const byId = new Map((await findPeopleByIds(db, unique)).map((row) => [row.id, row]));
  const resolved: Resolved = { people: [], problems: [] };
  for (const id of unique) {
    const found = byId.get(id);
    const reason = found ? refusal(found, role, adding) : problemWords.noSuchId(role);
    if (reason) resolved.problems.push({ line: null, entry: String(id), reason });
    else resolved.people.push(found!);
  }
  return resolved;
}

/**
 * Entries of a pasted or uploaded list, each an e-mail or username of a `role` account. An entry
 * that names someone of another type says so; two entries naming one person count once.
 */
export async function resolveEntries(
  db: Executor,
  role: MemberRole,
  entries: MemberListEntry[],
  adding: boolean,
): Promise<Resolved> {
  const lookable = entries.filter((entry) => entry.value.length <= MEMBER_ENTRY_MAX_LENGTH);
  const found = await findPeopleByLogin(
    db,
    lookable.map((entry) => entry.value),
  );
  const resolved: Resolved = { people: [], problems: [] };
  const taken = new Set<number>();
  for (const { line, value } of entries) {
    if (value.length > MEMBER_ENTRY_MAX_LENGTH) {
      resolved.problems.push({ line, entry: value, reason: problemWords.tooLong });
      continue;
    }
    // An address may hold one account of each type; the list's role decides which is meant.
    const named = found.filter((row) => row.username === value || row.email === value);
    const match = named.find((row) => row.type === role) ?? named[0];
    const reason = match ? refusal(match, role, adding) : problemWords.noSuchPerson(role);
    if (reason) {
      resolved.problems.push({ line, entry: value, reason });
    } else if (!taken.has(match!.id)) {
      taken.add(match!.id);
      resolved.people.push(match!);
    }
  }
  return resolved;
}
