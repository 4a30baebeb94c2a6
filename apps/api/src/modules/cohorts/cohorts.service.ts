import {
  type CohortSummary,
  type CreateCohortWithMembersBody,
  cohortMessages,
  type MemberChange,
  type MemberIdsBody,
  type MemberListEntry,
  type MemberProblem,
  type MemberRole,
  type MembersChanged,
  type UpdateCohortBody,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { cohortPlaceProblem } from '../admin/accounts.service';
import { presentCohortSummary, presentMember } from './cohorts.presenter';
import * as repo from './cohorts.repository';
import { type Resolved, resolveEntries, resolveIds } from './member-resolution';

/** Where a change of members came from, for the audit log. */
type MemberSource = 'ids' | 'list' | 'file' | 'bulk_upload';

/** For the bulk upload (admin module): every cohort by name, to match its Cohort column. */
export const cohortNames = (executor: Executor) => repo.listCohortNames(executor);

/**
 * For the bulk upload: puts the students it just created into the cohorts their rows named, in its
 * transaction, with one audit entry per cohort as an add of members has.
 */
export async function placeNewStudents(
  tx: Executor,
  actor: Actor,
  studentIdsByCohort: ReadonlyMap<number, number[]>,
  now: Date,
): Promise<void> {
  for (const [cohortId, studentIds] of studentIdsByCohort) {
    const added = await repo.insertMembers(tx, cohortId, 'student', studentIds, now);
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'cohort.members_add',
        entityType: 'cohort',
        entityId: cohortId,
        details: {
          source: 'bulk_upload' satisfies MemberSource,
          students: added.size,
          teachers: 0,
          unchanged: 0,
          problems: 0,
        },
      },
      now,
    );
  }
}

/** Problems listed in a refusal's one message; the rest are counted. */
const LISTED_PROBLEMS = 5;

const byLine = (a: MemberProblem, b: MemberProblem) => (a.line ?? 0) - (b.line ?? 0);

function problemsSentence(problems: MemberProblem[]): string {
  const listed = problems.slice(0, LISTED_PROBLEMS).map(({ entry, reason }) => `${entry}: ${reason}`);
  const more = problems.length - listed.length;
  return `${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

export function createCohortsService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function requireCohort(executor: Executor, cohortId: number) {
    const cohort = await repo.findCohort(executor, cohortId);
    if (!cohort) throw notFound(cohortMessages.notFound);
    return cohort;
  }

  async function summary(executor: Executor, cohortId: number): Promise<CohortSummary> {
    const row = await repo.findCohortSummary(executor, cohortId);
    if (!row) throw notFound(cohortMessages.notFound);
    return presentCohortSummary(row);
  }

  /**
   * Adds or removes the resolved people of each role in one transaction, with one audit entry,
   * and says who changed, who already was as asked, and what was refused.
   */
  async function applyChange(
    actor: Actor,
    cohortId: number,
    change: MemberChange,
    source: MemberSource,
    resolve: (executor: Executor) => Promise<Partial<Record<MemberRole, Resolved>>>,
  ): Promise<MembersChanged> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      await requireCohort(tx, cohortId);
      const resolvedByRole = await resolve(tx);
      const answer: MembersChanged = { change, changed: [], unchanged: [], problems: [] };
      const counts: Record<MemberRole, number> = { student: 0, teacher: 0 };
      for (const role of ['teacher', 'student'] as const) {
        const resolved = resolvedByRole[role];
        if (!resolved) continue;
        const ids = resolved.people.map((person) => person.id);
        const done =
          change === 'add'
            ? await repo.insertMembers(tx, cohortId, role, ids, now)
            : await repo.deleteMembers(tx, cohortId, role, ids);
        for (const person of resolved.people) {
          if (done.has(person.id))
            answer.changed.push(presentMember(person, role, change === 'add' ? now : null));
          else answer.unchanged.push(presentMember(person, role));
        }
        counts[role] = done.size;
        answer.problems.push(...resolved.problems);
      }
      answer.problems.sort(byLine);
      if (answer.changed.length > 0) {
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: change === 'add' ? 'cohort.members_add' : 'cohort.members_remove',
            entityType: 'cohort',
            entityId: cohortId,
            details: {
              source,
              students: counts.student,
              teachers: counts.teacher,
              unchanged: answer.unchanged.length,
              problems: answer.problems.length,
            },
          },
          now,
        );
      }
      return answer;
    });
  }

  return {
    async list({ filters, page, pageSize }: { filters: repo.CohortFilters; page: number; pageSize: number }) {
      const { rows, total } = await repo.listCohortPage(db, filters, page, pageSize);
      return { items: rows.map(presentCohortSummary), total, page, pageSize };
    },

    async get(cohortId: number) {
      const cohort = await summary(db, cohortId);
      const { rows } = await repo.listMembers(db, cohortId, 'teacher');
      return { cohort, teachers: rows.map((row) => presentMember(row.person, 'teacher', row.addedAt)) };
    },

    async students({
      cohortId,
      q,
      page,
      pageSize,
    }: {
      cohortId: number;
      q: string | undefined;
      page: number;
      pageSize: number;
    }) {
      await requireCohort(db, cohortId);
      const { rows, total } = await repo.listMembers(db, cohortId, 'student', { q, page, pageSize });
      return {
        items: rows.map((row) => presentMember(row.person, 'student', row.addedAt)),
        total: total ?? rows.length,
        page,
        pageSize,
      };
    },

    /** A cohort and all its members at once, or (any center, curriculum or person unusable) nothing. */
    async create({ actor, body }: { actor: Actor; body: CreateCohortWithMembersBody }): Promise<number> {
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const placeProblem = await cohortPlaceProblem(tx, body.curriculumId, body.trainingCenterId);
          if (placeProblem) throw badRequest(placeProblem);
          const teachers = await resolveIds(tx, 'teacher', body.teacherIds, true);
          const students = await resolveIds(tx, 'student', body.studentIds, true);
          const problems = [
            ...teachers.problems.map((p) => ({ ...p, entry: `Teacher ID ${p.entry}` })),
            ...students.problems.map((p) => ({ ...p, entry: `Student ID ${p.entry}` })),
          ];
          if (problems.length > 0)
            throw badRequest(cohortMessages.membersRefused(problemsSentence(problems)));
          const cohortId = await repo.insertCohort(tx, {
            name: body.name,
            semester: body.semester ?? null,
            curriculumId: body.curriculumId,
            trainingCenterId: body.trainingCenterId,
            createdAt: now,
          });
          const teacherIds = teachers.people.map((person) => person.id);
          const studentIds = students.people.map((person) => person.id);
          await repo.insertMembers(tx, cohortId, 'teacher', teacherIds, now);
          await repo.insertMembers(tx, cohortId, 'student', studentIds, now);
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'cohort.create',
              entityType: 'cohort',
              entityId: cohortId,
              details: { name: body.name, teachers: teacherIds.length, students: studentIds.length },
            },
            now,
          );
          return cohortId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(cohortMessages.nameTaken);
        throw error;
      }
    },

    async update({
      actor,
      cohortId,
      body,
    }: {
      actor: Actor;
      cohortId: number;
      body: UpdateCohortBody;
    }): Promise<CohortSummary> {
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const before = await requireCohort(tx, cohortId);
          const change: { name?: string; semester?: string | null } = {};
          if (body.name !== undefined) change.name = body.name;
          if (body.semester !== undefined) change.semester = body.semester === '' ? null : body.semester;
          await repo.updateCohort(tx, cohortId, change);
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'cohort.update',
              entityType: 'cohort',
              entityId: cohortId,
              details: {
                before: { name: before.name, semester: before.semester },
                after: {
                  name: change.name ?? before.name,
                  semester: 'semester' in change ? change.semester : before.semester,
                },
              },
            },
            now,
          );
          return summary(tx, cohortId);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(cohortMessages.nameTaken);
        throw error;
      }
    },

    changeMembersByIds({
      actor,
      cohortId,
      change,
      body,
    }: {
      actor: Actor;
      cohortId: number;
      change: MemberChange;
      body: MemberIdsBody;
    }) {
      const adding = change === 'add';
      return applyChange(actor, cohortId, change, 'ids', async (tx) => ({
        teacher: await resolveIds(tx, 'teacher', body.teacherIds, adding),
        student: await resolveIds(tx, 'student', body.studentIds, adding),
      }));
    },

    /** A pasted or uploaded list of one role's e-mails or usernames. */
    changeMembersByEntries({
      actor,
      cohortId,
      change,
      role,
      entries,
      source,
    }: {
      actor: Actor;
      cohortId: number;
      change: MemberChange;
      role: MemberRole;
      entries: MemberListEntry[];
      source: 'list' | 'file';
    }) {
      return applyChange(actor, cohortId, change, source, async (tx) => ({
        [role]: await resolveEntries(tx, role, entries, change === 'add'),
      }));
    },

    /** 404 before an upload is read, so a wrong cohort costs no parsing. */
    async assertExists(cohortId: number): Promise<void> {
      await requireCohort(db, cohortId);
    },
  };
}
