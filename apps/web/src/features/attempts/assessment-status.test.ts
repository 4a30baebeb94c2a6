import type { StudentAssessment } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { assessmentStatus, countByStatus, toDoFirst } from './assessment-status';

const base: StudentAssessment = {
  AM_id: 1,
  AM_Name: 'Quiz',
  AM_Description: null,
  AM_Duration: 600,
  AM_TotQns: 5,
  AM_TotMarks: 5,
  isCompleted: 0,
  completionDate: null,
  score: null,
  status: 'TODO',
  remainingSeconds: null,
  rules: {
    feedbackMode: 'IMMEDIATE',
    freeNavigation: false,
    shuffleQuestions: false,
    shuffleOptions: false,
    wrongMarks: 0,
    skippedMarks: 0,
    allowNegativeTotal: false,
    opensAt: null,
    closesAt: null,
    extraSeconds: 0,
  },
};

describe('assessmentStatus (spec section 4, issue 14)', () => {
  it('is completed with isCompleted 1 or a completion date', () => {
    expect(assessmentStatus({ ...base, isCompleted: 1 })).toBe('completed');
    expect(assessmentStatus({ ...base, completionDate: '2026-11-20T10:00:00Z' })).toBe('completed');
  });

  it("follows the server's status otherwise (an attempt in progress has no score to show)", () => {
    expect(assessmentStatus({ ...base, status: 'IN_PROGRESS', remainingSeconds: 300 })).toBe('inProgress');
    expect(assessmentStatus({ ...base, status: 'UPCOMING' })).toBe('upcoming');
    expect(assessmentStatus({ ...base, status: 'CLOSED' })).toBe('closed');
    expect(assessmentStatus(base)).toBe('todo');
  });

  it('counts add up: not started covers to do, upcoming and closed', () => {
    expect(
      countByStatus([
        base,
        { ...base, status: 'IN_PROGRESS' },
        { ...base, status: 'COMPLETED', isCompleted: 1, score: 4 },
        { ...base, status: 'UPCOMING' },
        { ...base, status: 'CLOSED' },
      ]),
    ).toEqual({ total: 5, completed: 1, inProgress: 1, notStarted: 3 });
  });
});

describe('toDoFirst', () => {
  it('puts in progress and to do first (soonest closing first), then upcoming, completed, closed', () => {
    const at = (
      id: number,
      change: Partial<StudentAssessment>,
      rules: Partial<StudentAssessment['rules']> = {},
    ) => ({
      ...base,
      ...change,
      AM_id: id,
      rules: { ...base.rules, ...rules },
    });
    const ordered = toDoFirst([
      at(1, { status: 'COMPLETED', isCompleted: 1 }),
      at(2, { status: 'CLOSED' }),
      at(3, { status: 'UPCOMING' }, { opensAt: '2026-12-02T09:00:00Z' }),
      at(4, { status: 'TODO' }),
      at(5, { status: 'TODO' }, { closesAt: '2026-12-01T12:00:00Z' }),
      at(6, { status: 'IN_PROGRESS' }),
      at(7, { status: 'UPCOMING' }, { opensAt: '2026-12-01T09:00:00Z' }),
    ]);
    expect(ordered.map((assessment) => assessment.AM_id)).toEqual([6, 5, 4, 7, 3, 1, 2]);
  });
});
