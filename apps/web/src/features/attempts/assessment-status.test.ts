import type { StudentAssessment } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { assessmentStatus, countByStatus } from './assessment-status';

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
};

describe('assessmentStatus (spec section 4)', () => {
  it('is completed with isCompleted 1 or a completion date', () => {
    expect(assessmentStatus({ ...base, isCompleted: 1 })).toBe('completed');
    expect(assessmentStatus({ ...base, completionDate: '2026-11-20T10:00:00Z' })).toBe('completed');
  });

  it('is in progress when a score exists, even a score of 0', () => {
    expect(assessmentStatus({ ...base, score: 0 })).toBe('inProgress');
  });

  it('is not started otherwise, and counts add up', () => {
    expect(assessmentStatus(base)).toBe('notStarted');
    expect(countByStatus([base, { ...base, score: 2 }, { ...base, isCompleted: 1, score: 4 }])).toEqual({
      total: 3,
      completed: 1,
      inProgress: 1,
      notStarted: 1,
    });
  });
});
