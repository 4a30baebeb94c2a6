import type { Executor } from '../client';
import { questionFingerprint } from '../question-fingerprint';
import { concepts, contentItems, courses, curricula, questions, subconcepts } from '../schema';
import { contentSource, type DemoFiles } from './content-files';
import { daysAgo } from './days-ago';
import { type DemoQuestion, demoCurricula } from './demo-curriculum';
import { demoFormulaQuestions } from './demo-formulas';

/** An assessment question of the bank, as assessments pick it. */
export interface BankQuestion {
  id: number;
  marks: number;
}

export interface DemoCurricula {
  scienceId: number;
  mathsId: number;
  /** Each course's assessment questions, courses in the order inserted (science's two, then maths'). */
  bankByCourse: Map<number, BankQuestion[]>;
  /** Each subconcept's content items, in the order inserted. */
  subconceptContent: Array<{ subconceptId: number; contentIds: number[] }>;
}

/** The demo curricula of demo-curriculum.ts: their tree, content and questions. */
export async function seedCurricula(
  tx: Executor,
  { now, files }: { now: Date; files: DemoFiles },
): Promise<DemoCurricula> {
  const bankByCourse = new Map<number, BankQuestion[]>();
  const curriculumIds: number[] = [];
  const subconceptContent: Array<{ subconceptId: number; contentIds: number[] }> = [];
  for (const demoCurriculum of demoCurricula) {
    const [curriculum] = await tx
      .insert(curricula)
      .values({
        name: demoCurriculum.name,
        description: `${demoCurriculum.name} for the 2026-27 school year`,
      })
      .returning();
    curriculumIds.push(curriculum!.id);
    for (const [courseIndex, demoCourse] of demoCurriculum.courses.entries()) {
      const [course] = await tx
        .insert(courses)
        .values({
          curriculumId: curriculum!.id,
          name: demoCourse.name,
          description: demoCourse.description,
          position: courseIndex,
        })
        .returning();
      bankByCourse.set(course!.id, []);
      for (const [conceptIndex, demoConcept] of demoCourse.concepts.entries()) {
        const [concept] = await tx
          .insert(concepts)
          .values({
            courseId: course!.id,
            name: demoConcept.name,
            description: demoConcept.description,
            position: conceptIndex,
          })
          .returning();
        for (const [subconceptIndex, demoSubconcept] of demoConcept.subconcepts.entries()) {
          const [subconcept] = await tx
            .insert(subconcepts)
            .values({
              conceptId: concept!.id,
              name: demoSubconcept.name,
              description: demoSubconcept.description,
              durationSeconds: demoSubconcept.durationSeconds,
              position: subconceptIndex,
            })
            .returning();
          const inserted = await tx
            .insert(contentItems)
            .values(
              demoSubconcept.content.map((content, position) => ({
                conceptId: concept!.id,
                subconceptId: subconcept!.id,
                name: content.name,
                type: content.type,
                durationSeconds: content.durationSeconds,
                position,
                ...contentSource(content, files),
              })),
            )
            .returning({ id: contentItems.id });
          subconceptContent.push({ subconceptId: subconcept!.id, contentIds: inserted.map((row) => row.id) });
          const place = {
            curriculumId: curriculum!.id,
            courseId: course!.id,
            conceptId: concept!.id,
            subconceptId: subconcept!.id,
          };
          // Practice keeps its own questions (at least 5 per subconcept); assessments take the others.
          const toRow = (q: DemoQuestion, use: 'PRACTICE' | 'ASSESSMENT' | 'BOTH') => {
            const texts = {
              subconceptId: subconcept!.id,
              text: q.question,
              option1: q.options[0],
              option2: q.options[1],
              option3: q.options[2],
              option4: q.options[3],
              correctOption: q.correct,
            };
            const writtenAt = daysAgo(now, 30);
            return {
              ...place,
              ...texts,
              marks: q.marks,
              use,
              fingerprint: questionFingerprint(texts),
              createdAt: writtenAt,
              updatedAt: writtenAt,
            };
          };
          await tx.insert(questions).values([
            ...demoSubconcept.practiceQuestions.map((q) => toRow(q, 'PRACTICE')),
            ...(demoFormulaQuestions[demoSubconcept.name] ?? []).map((q) => ({
              ...toRow(q, q.use),
              explanation: q.explanation,
              difficulty: q.difficulty,
            })),
          ]);
          const bank = await tx
            .insert(questions)
            .values(demoSubconcept.bankQuestions.map((q) => toRow(q, 'ASSESSMENT')))
            .returning({ id: questions.id, marks: questions.marks });
          bankByCourse.get(course!.id)!.push(...bank);
        }
      }
    }
  }
  const [scienceId, mathsId] = curriculumIds as [number, number];
  return { scienceId, mathsId, bankByCourse, subconceptContent };
}
