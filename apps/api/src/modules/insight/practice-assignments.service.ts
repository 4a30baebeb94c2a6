import {
  type AssignPracticeBody,
  type MasteryState,
  NO_MASTERY,
  type PracticeAssignmentDetail,
  type PracticeAssignmentSummary,
  practiceMessages,
  type RecommendedPractice,
  rollUpMastery,
} from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as insightRepo from './insight.repository';
import { loadTaughtCohort } from './needs-help.service';
import * as repo from './practice-assignments.repository';

const YEAR_MS = 366 * 24 * 3600 * 1000;

/** A figure over some subconcepts of one student, from her kept rows. */
function figureOf(kept: Map<string, MasteryState>, studentId: number, subconceptIds: number[]) {
  const summary = rollUpMastery(subconceptIds.map((id) => kept.get(`${studentId}:${id}`) ?? NO_MASTERY));
  return { mastery: summary.mastery, evidence: summary.evidence };
}

async function keptMastery(db: AppContext['db'], studentIds: number[]) {
  const kept = new Map<string, MasteryState>();
  for (const row of await insightRepo.findMastery(db, studentIds))
    kept.set(`${row.studentId}:${row.subconceptId}`, row);
  return kept;
}

const groupIds = <T extends { assignmentId: number }>(rows: T[]) => {
  const byAssignment = new Map<number, T[]>();
  for (const row of rows)
    byAssignment.set(row.assignmentId, [...(byAssignment.get(row.assignmentId) ?? []), row]);
  return byAssignment;
};

/**
 * Practice set from 'who needs help' (issue 30). A student has done it once she has handed in a
 * practice quiz on each of its live subconcepts since it was set (read from practice results, so
 * the practice path needs no hook); the teacher sees when, and her mastery then and now.
 */
export function createPracticeAssignmentService(ctx: AppContext) {
  const { db, clock } = ctx;

  /** Who did each assignment: per assignment, student id -> when the last of its subconcepts was first done. */
  function doneFrom(first: repo.FirstQuizRow[], live: Map<number, repo.AssignmentSubconceptRow[]>) {
    const done = new Map<number, Map<number, Date>>();
    const seen = new Map<string, { count: number; last: Date }>();
    for (const row of first) {
      const liveIds = new Set((live.get(row.assignmentId) ?? []).map((sc) => sc.id));
      if (!liveIds.has(row.subconceptId)) continue;
      const key = `${row.assignmentId}:${row.studentId}`;
      const before = seen.get(key);
      const next = {
        count: (before?.count ?? 0) + 1,
        last: before && before.last > row.at ? before.last : row.at,
      };
      seen.set(key, next);
      if (next.count === liveIds.size) {
        const byStudent = done.get(row.assignmentId) ?? new Map<number, Date>();
        byStudent.set(row.studentId, next.last);
        done.set(row.assignmentId, byStudent);
      }
    }
    return done;
  }

  /** The actor's assignments with their live subconcepts, students and who did them. */
  async function load(filter: { cohortIds?: number[] | null; ids?: number[] }) {
    const assignments = await repo.findAssignments(db, filter);
    const ids = assignments.map((a) => a.id);
    const [subconcepts, students, first] = await Promise.all([
      repo.findAssignmentSubconcepts(db, ids),
      repo.findAssignmentStudents(db, ids),
      repo.findFirstQuizzes(db, ids),
    ]);
    const live = groupIds(subconcepts);
    return { assignments, live, students: groupIds(students), first, done: doneFrom(first, live) };
  }

  function summary(
    row: repo.AssignmentRow,
    loaded: Awaited<ReturnType<typeof load>>,
  ): PracticeAssignmentSummary {
    const students = loaded.students.get(row.id) ?? [];
    const done = loaded.done.get(row.id) ?? new Map<number, Date>();
    const doneCount = students.filter((s) => done.has(s.id)).length;
    return {
      id: row.id,
      cohort: { id: row.cohortId, name: row.cohortName },
      teacher: row.teacher,
      subconcepts: (loaded.live.get(row.id) ?? []).map((sc) => ({
        id: sc.id,
        name: sc.name,
        concept: { id: sc.conceptId, name: sc.conceptName },
      })),
      dueAt: row.dueAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      note: row.note,
      studentCount: students.length,
      doneCount,
      overdue: row.withdrawnAt === null && row.dueAt < clock.now() && doneCount < students.length,
    };
  }

  /** One assignment of a cohort the actor teaches (an admin: any); anything else is not found. */
  async function loadOne(actor: Actor, assignmentId: number) {
    const loaded = await load({ ids: [assignmentId] });
    const row = loaded.assignments[0];
    if (!row) throw notFound(practiceMessages.assignmentNotFound);
    if (actor.type !== 'admin' && !(await insightRepo.teachesCohort(db, actor.id, row.cohortId)))
      throw notFound(practiceMessages.assignmentNotFound);
    return { row, loaded };
  }

  return {
    async assign(options: { actor: Actor; cohortId: number; body: AssignPracticeBody }) {
      const { actor, cohortId, body } = options;
      const cohort = await loadTaughtCohort(db, actor, cohortId);
      const now = clock.now();
      const dueAt = new Date(body.dueAt);
      if (dueAt <= now) throw badRequest(practiceMessages.dueAtPast);
      if (dueAt.getTime() - now.getTime() > YEAR_MS) throw badRequest(practiceMessages.dueAtTooFar);

      const subconceptIds = [...new Set(body.subconceptIds)];
      const live = new Set(
        (await insightRepo.findLiveSubconcepts(db, [cohort.curriculumId])).map((row) => row.subconceptId),
      );
      if (subconceptIds.some((id) => !live.has(id))) throw badRequest(practiceMessages.subconceptNotInCohort);

      const members = (await insightRepo.findCohortStudents(db, cohortId)).map((s) => s.id);
      const studentIds = body.studentIds ? [...new Set(body.studentIds)] : members;
      const current = new Set(members);
      if (studentIds.some((id) => !current.has(id))) throw badRequest(practiceMessages.studentNotInCohort);
      if (studentIds.length === 0) throw badRequest(practiceMessages.studentsRequired);

      const kept = await keptMastery(db, studentIds);
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertAssignment(tx, {
          cohortId,
          teacherId: actor.id,
          dueAt,
          note: body.note ? body.note : null,
          createdAt: now,
          subconceptIds,
          students: studentIds.map((studentId) => {
            const before = figureOf(kept, studentId, subconceptIds);
            return { studentId, masteryBefore: before.mastery, evidenceBefore: before.evidence };
          }),
        });
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'practice.assign',
            entityType: 'practice_assignment',
            entityId: created,
            details: { cohortId, subconceptIds, studentCount: studentIds.length, dueAt: dueAt.toISOString() },
          },
          now,
        );
        return created;
      });
      return { id, studentCount: studentIds.length };
    },

    async list(options: { actor: Actor; cohortId?: number }): Promise<PracticeAssignmentSummary[]> {
      const { actor, cohortId } = options;
      let cohortIds: number[] | null =
        actor.type === 'admin' ? null : await repo.findTaughtCohortIds(db, actor.id);
      if (cohortId !== undefined)
        cohortIds = cohortIds === null || cohortIds.includes(cohortId) ? [cohortId] : [];
      if (cohortIds !== null && cohortIds.length === 0) return [];
      const loaded = await load({ cohortIds });
      return loaded.assignments.map((row) => summary(row, loaded));
    },

    async detail(options: { actor: Actor; assignmentId: number }): Promise<PracticeAssignmentDetail> {
      const { row, loaded } = await loadOne(options.actor, options.assignmentId);
      const students = loaded.students.get(row.id) ?? [];
      const subconceptIds = (loaded.live.get(row.id) ?? []).map((sc) => sc.id);
      const kept = await keptMastery(
        db,
        students.map((s) => s.id),
      );
      const done = loaded.done.get(row.id) ?? new Map<number, Date>();
      return {
        ...summary(row, loaded),
        students: students.map((s) => ({
          id: s.id,
          firstName: s.firstName,
          lastName: s.lastName,
          username: s.username,
          current: Boolean(s.current),
          doneAt: done.get(s.id)?.toISOString() ?? null,
          before: { mastery: s.masteryBefore, evidence: s.evidenceBefore },
          now: figureOf(kept, s.id, subconceptIds),
        })),
      };
    },

    async withdraw(options: { actor: Actor; assignmentId: number }): Promise<void> {
      const { row } = await loadOne(options.actor, options.assignmentId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!(await repo.withdrawAssignment(tx, row.id, now)))
          throw conflict(practiceMessages.alreadyWithdrawn);
        await recordAudit(
          tx,
          {
            actorId: options.actor.id,
            action: 'practice.withdraw',
            entityType: 'practice_assignment',
            entityId: row.id,
          },
          now,
        );
      });
    },

    /** 'Recommended for you': the student's open assignments, each subconcept marked done or not. */
    async mine(options: { actor: Actor }): Promise<RecommendedPractice[]> {
      const studentId = options.actor.id;
      const ids = await repo.findStudentAssignmentIds(db, studentId);
      if (ids.length === 0) return [];
      const loaded = await load({ ids });
      const practised = new Set(
        loaded.first
          .filter((row) => row.studentId === studentId)
          .map((row) => `${row.assignmentId}:${row.subconceptId}`),
      );
      const now = clock.now();
      const isDone = (id: number) => loaded.done.get(id)?.has(studentId) ?? false;
      return (
        loaded.assignments
          // Nothing left to practise, or done and past its date: no longer a recommendation.
          .filter((row) => (loaded.live.get(row.id) ?? []).length > 0 && !(isDone(row.id) && row.dueAt < now))
          .map((row) => {
            const done = isDone(row.id);
            return {
              id: row.id,
              teacher: row.teacher,
              note: row.note,
              dueAt: row.dueAt.toISOString(),
              overdue: !done && row.dueAt < now,
              subconcepts: (loaded.live.get(row.id) ?? []).map((sc) => ({
                id: sc.id,
                name: sc.name,
                concept: { id: sc.conceptId, name: sc.conceptName },
                done: practised.has(`${row.id}:${sc.id}`),
              })),
            };
          })
          .sort((a, b) => a.dueAt.localeCompare(b.dueAt))
      );
    },
  };
}
