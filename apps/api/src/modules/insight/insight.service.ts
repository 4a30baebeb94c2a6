import {
  type CohortMastery,
  insightMessages,
  type MasteryCurriculum,
  type MasteryFigure,
  type MasteryState,
  NO_MASTERY,
  rollUpMastery,
} from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as repo from './insight.repository';

/** The figure of a set of subconcepts (one subconcept, a concept, a course, a curriculum). */
function figure(states: Map<number, MasteryState>, subconceptIds: readonly number[]): MasteryFigure {
  const summary = rollUpMastery(subconceptIds.map((id) => states.get(id) ?? NO_MASTERY));
  return {
    mastery: summary.mastery,
    evidence: summary.evidence,
    lastAnsweredAt: summary.lastAnsweredAt?.toISOString() ?? null,
  };
}

/** Rows in order -> groups in first-seen order, by a key. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Array<[K, T[]]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return [...groups];
}

/** Kept mastery rows by student, each by subconcept. */
function statesByStudent(rows: readonly repo.MasteryRow[]): Map<number, Map<number, MasteryState>> {
  const byStudent = new Map<number, Map<number, MasteryState>>();
  for (const row of rows) {
    const states = byStudent.get(row.studentId) ?? new Map<number, MasteryState>();
    states.set(row.subconceptId, row);
    byStudent.set(row.studentId, states);
  }
  return byStudent;
}

const ids = (rows: readonly repo.LiveSubconceptRow[]) => rows.map((row) => row.subconceptId);

/** A student's tree of these curricula: curriculum > course > concept > subconcept, each with its figure. */
export async function masteryTree(
  ctx: AppContext,
  studentId: number,
  curriculumIds: number[],
): Promise<MasteryCurriculum[]> {
  const rows = await repo.findLiveSubconcepts(ctx.db, curriculumIds);
  const kept = await repo.findMastery(ctx.db, [studentId], ids(rows));
  const states = statesByStudent(kept).get(studentId) ?? new Map<number, MasteryState>();
  return groupBy(rows, (row) => row.curriculumId).map(([id, inCurriculum]) => ({
    id,
    name: inCurriculum[0]!.curriculumName,
    ...figure(states, ids(inCurriculum)),
    courses: groupBy(inCurriculum, (row) => row.courseId).map(([courseId, inCourse]) => ({
      id: courseId,
      name: inCourse[0]!.courseName,
      ...figure(states, ids(inCourse)),
      concepts: groupBy(inCourse, (row) => row.conceptId).map(([conceptId, inConcept]) => ({
        id: conceptId,
        name: inConcept[0]!.conceptName,
        ...figure(states, ids(inConcept)),
        subconcepts: inConcept.map((row) => ({
          id: row.subconceptId,
          name: row.subconceptName,
          ...figure(states, [row.subconceptId]),
        })),
      })),
    })),
  }));
}

/**
 * Mastery read back (issue 30): each level is its live subconcepts' kept figures rolled up
 * (mastery.ts), so a page reads one row per student per subconcept, never the answers.
 */
export function createInsightService(ctx: AppContext) {
  const { db } = ctx;

  return {
    /** The signed-in student's own tree: curriculum > course > concept > subconcept. */
    async studentMastery(options: { actor: Actor }): Promise<MasteryCurriculum[]> {
      const studentId = options.actor.id;
      return masteryTree(ctx, studentId, await repo.findStudentCurriculumIds(db, studentId));
    },

    /**
     * A cohort's grid: its current students x the live concepts of its curriculum, each cell the
     * concept's figure for that student, and each student's overall figure. A teacher of the cohort
     * or an admin; anyone else is told the cohort is not found (nothing leaks).
     */
    async cohortMastery(options: { actor: Actor; cohortId: number }): Promise<CohortMastery> {
      const { actor, cohortId } = options;
      const cohort = await repo.findCohort(db, cohortId);
      if (!cohort || (actor.type !== 'admin' && !(await repo.teachesCohort(db, actor.id, cohortId))))
        throw notFound(insightMessages.cohortNotFound);
      const [rows, students] = await Promise.all([
        repo.findLiveSubconcepts(db, [cohort.curriculumId]),
        repo.findCohortStudents(db, cohortId),
      ]);
      const byStudent = statesByStudent(
        await repo.findMastery(
          db,
          students.map((student) => student.id),
          ids(rows),
        ),
      );
      const conceptGroups = groupBy(rows, (row) => row.conceptId);
      return {
        cohort: {
          id: cohort.id,
          name: cohort.name,
          curriculum: { id: cohort.curriculumId, name: cohort.curriculumName },
        },
        concepts: conceptGroups.map(([id, inConcept]) => ({
          id,
          name: inConcept[0]!.conceptName,
          course: { id: inConcept[0]!.courseId, name: inConcept[0]!.courseName },
        })),
        students: students.map((student) => {
          const states = byStudent.get(student.id) ?? new Map<number, MasteryState>();
          return {
            ...student,
            overall: figure(states, ids(rows)),
            concepts: conceptGroups.map(([conceptId, inConcept]) => ({
              conceptId,
              ...figure(states, ids(inConcept)),
            })),
          };
        }),
      };
    },
  };
}
