import { describe, expect, it } from 'vitest';
import { demoCurricula } from './demo-curriculum';
import { demoFormulaQuestions } from './demo-formulas';

describe('demo formula questions', () => {
  const subconceptNames = demoCurricula.flatMap((curriculum) =>
    curriculum.courses.flatMap((course) =>
      course.concepts.flatMap((concept) => concept.subconcepts.map((subconcept) => subconcept.name)),
    ),
  );

  it('belong to subconcepts the demo has', () => {
    for (const name of Object.keys(demoFormulaQuestions)) expect(subconceptNames).toContain(name);
  });

  it('write their formulas as inline LaTeX, with a key in range and an explanation', () => {
    for (const question of Object.values(demoFormulaQuestions).flat()) {
      expect(question.question).toMatch(/\\\(.+\\\)/);
      expect(question.correct).toBeGreaterThanOrEqual(1);
      expect(question.correct).toBeLessThanOrEqual(4);
      expect(new Set(question.options).size).toBe(4);
      expect(question.explanation.trim()).not.toBe('');
      // Balanced delimiters: every \( has its \).
      for (const text of [question.question, ...question.options, question.explanation]) {
        expect(text.split('\\(').length).toBe(text.split('\\)').length);
      }
    }
  });
});
