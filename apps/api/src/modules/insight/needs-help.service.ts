import {
  insightMessages,
  type MasteryState,
  NEEDS_HELP_LIST_LIMIT,
  NEEDS_HELP_MIN_EVIDENCE,
  NEEDS_HELP_QUESTION_CHARS,
  type NeedsHelp,
  type NeedsHelpConcept,
  NO_MASTERY,
  rollUpMastery,
} from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as insightRepo from './insight.repository';
import * as repo from './needs-help.repository';

/** A cohort the actor may act on (a teacher of it, or an admin); anyone else is told it is not found. */
export async function loadTaughtCohort(db: AppContext['db'], actor: Actor, cohortId: number) {
  const cohort = await insightRepo.findCohort(db, cohortId);
  if (!cohort || (actor.type !== 'admin' && !(await insightRepo.teachesCohort(db, actor.id, cohortId))))
    throw notFound(insightMessages.cohortNotFound);
  return cohort;
}

/** Cuts a question's text to the list's length, on a word where one is near. */
export function shorten(text: string, chars = NEEDS_HELP_QUESTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= chars) return flat;
  const cut = flat.slice(0, chars);
  const space = cut.lastIndexOf(' ');
  return `${(space > chars * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Counts, per key, the distinct members of a set; then the most first (ties: smaller id first). */
function mostFirst<T extends { id: number }>(rows: T[], count: (row: T) => number): T[] {
  return rows.sort((a, b) => count(b) - count(a) || a.id - b.id);
}

/**
 * 'Who needs help' (issue 30): per live concept of the cohort's curriculum, its current students
 * whose concept figure is below the threshold and rests on at least NEEDS_HELP_MIN_EVIDENCE answers
 * (fewer is not judged: counted apart as thin evidence), with the questions the group missed and the
 * concept's content the group has not opened. Concepts with someone to help, the largest group first.
 */
export function createNeedsHelpService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async needsHelp(options: { actor: Actor; cohortId: number; threshold: number }): Promise<NeedsHelp> {
      const { actor, cohortId, threshold } = options;
      const cohort = await loadTaughtCohort(db, actor, cohortId);
      const [rows, students] = await Promise.all([
        insightRepo.findLiveSubconcepts(db, [cohort.curriculumId]),
        insightRepo.findCohortStudents(db, cohortId),
      ]);
      const kept = new Map<string, MasteryState>();
      for (const row of await insightRepo.findMastery(
        db,
        students.map((student) => student.id),
      ))
        kept.set(`${row.studentId}:${row.subconceptId}`, row);

      // Concepts in study order, each with its live subconcepts.
      const concepts = new Map<
        number,
        { row: insightRepo.LiveSubconceptRow; subconcepts: insightRepo.LiveSubconceptRow[] }
      >();
      for (const row of rows) {
        const concept = concepts.get(row.conceptId);
        if (concept) concept.subconcepts.push(row);
        else concepts.set(row.conceptId, { row, subconcepts: [row] });
      }

      const groups: NeedsHelpConcept[] = [];
      for (const [conceptId, { row, subconcepts }] of concepts) {
        let thinEvidence = 0;
        const below: NeedsHelpConcept['students'] = [];
        for (const student of students) {
          const figure = rollUpMastery(
            subconcepts.map((sc) => kept.get(`${student.id}:${sc.subconceptId}`) ?? NO_MASTERY),
          );
          if (figure.evidence < NEEDS_HELP_MIN_EVIDENCE) thinEvidence += 1;
          else if (figure.mastery !== null && figure.mastery * 100 < threshold)
            below.push({ ...student, mastery: figure.mastery, evidence: figure.evidence });
        }
        if (below.length === 0) continue;
        below.sort((a, b) => a.mastery - b.mastery || a.id - b.id);
        groups.push({
          id: conceptId,
          name: row.conceptName,
          course: { id: row.courseId, name: row.courseName },
          subconcepts: subconcepts.map((sc) => ({ id: sc.subconceptId, name: sc.subconceptName })),
          students: below,
          thinEvidence,
          missedQuestions: [],
          unopenedContent: [],
        });
      }

      await Promise.all([addMissedQuestions(cohortId, groups), addUnopenedContent(groups)]);
      groups.sort((a, b) => b.students.length - a.students.length);
      return {
        cohort: {
          id: cohort.id,
          name: cohort.name,
          curriculum: { id: cohort.curriculumId, name: cohort.curriculumName },
          studentCount: students.length,
        },
        threshold,
        minEvidence: NEEDS_HELP_MIN_EVIDENCE,
        concepts: groups,
      };
    },
  };

  /** Each group's most missed questions: a question counts each student of the group once. */
  async function addMissedQuestions(cohortId: number, groups: NeedsHelpConcept[]) {
    if (groups.length === 0) return;
    const studentIds = [...new Set(groups.flatMap((g) => g.students.map((s) => s.id)))];
    const [inExams, inPractice] = await Promise.all([
      repo.findMissedInExams(db, { cohortId, studentIds, conceptIds: groups.map((g) => g.id) }),
      repo.findMissedInPractice(
        db,
        groups.flatMap((g) =>
          g.students.flatMap((s) => g.subconcepts.map((sc) => ({ studentId: s.id, subconceptId: sc.id }))),
        ),
      ),
    ]);
    const missedBy = new Map<number, Set<number>>();
    for (const pair of [...inExams, ...inPractice]) {
      const who = missedBy.get(pair.questionId) ?? new Set<number>();
      who.add(pair.studentId);
      missedBy.set(pair.questionId, who);
    }
    const texts = await repo.findQuestionTexts(db, [...missedBy.keys()], NEEDS_HELP_QUESTION_CHARS);
    for (const group of groups) {
      const members = new Set(group.students.map((s) => s.id));
      const live = new Set(group.subconcepts.map((sc) => sc.id));
      const missed = texts
        .filter((q) => q.conceptId === group.id && live.has(q.subconceptId))
        .map((q) => ({
          id: q.id,
          text: shorten(q.text),
          subconceptId: q.subconceptId,
          missedBy: [...(missedBy.get(q.id) ?? [])].filter((id) => members.has(id)).length,
        }))
        .filter((q) => q.missedBy > 0);
      group.missedQuestions = mostFirst(missed, (q) => q.missedBy).slice(0, NEEDS_HELP_LIST_LIMIT);
    }
  }

  /** Each group's unopened content: the concept's live items, by how many of the group never opened them. */
  async function addUnopenedContent(groups: NeedsHelpConcept[]) {
    if (groups.length === 0) return;
    const items = await repo.findConceptContent(
      db,
      groups.map((g) => g.id),
    );
    const studentIds = [...new Set(groups.flatMap((g) => g.students.map((s) => s.id)))];
    const opened = new Set(
      (
        await repo.findOpened(
          db,
          studentIds,
          items.map((item) => item.id),
        )
      ).map((row) => `${row.studentId}:${row.contentId}`),
    );
    for (const group of groups) {
      const unopened = items
        .filter((item) => item.conceptId === group.id)
        .map((item) => ({
          id: item.id,
          name: item.name,
          type: item.type,
          notOpenedBy: group.students.filter((s) => !opened.has(`${s.id}:${item.id}`)).length,
        }))
        .filter((item) => item.notOpenedBy > 0);
      group.unopenedContent = mostFirst(unopened, (item) => item.notOpenedBy).slice(0, NEEDS_HELP_LIST_LIMIT);
    }
  }
}
