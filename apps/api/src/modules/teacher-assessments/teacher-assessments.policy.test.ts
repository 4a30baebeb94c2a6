import type { PermissionLevel } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AssessmentAccess,
  canDelete,
  canManageAccess,
  canManageQuestions,
  canServe,
  canView,
  canViewResults,
  deleteControl,
} from './teacher-assessments.policy';

const owner = (isServed: boolean): AssessmentAccess => ({ isOwner: true, level: null, isServed });
const granted = (level: PermissionLevel, isServed: boolean): AssessmentAccess => ({
  isOwner: false,
  level,
  isServed,
});
const stranger = (isServed: boolean): AssessmentAccess => ({
  isOwner: false,
  level: null,
  isServed,
});

// One case per row of spec section 6, "Teacher assessment permissions".
describe('teacher assessment permissions (spec section 6)', () => {
  it('Delete: owner only, only when not served; served shows Protected; everyone else Read Only', () => {
    expect(canDelete(owner(false))).toBe(true);
    expect(deleteControl(owner(false))).toBe('delete');
    expect(canDelete(owner(true))).toBe(false);
    expect(deleteControl(owner(true))).toBe('protected');
    for (const level of ['FULL', 'EDIT', 'VIEW'] as const) {
      for (const served of [false, true]) {
        expect(canDelete(granted(level, served))).toBe(false);
        expect(deleteControl(granted(level, served))).toBe('readOnly');
      }
    }
  });

  it('Manage Questions: owner, EDIT and FULL, when not served', () => {
    expect(canManageQuestions(owner(false))).toBe(true);
    expect(canManageQuestions(granted('FULL', false))).toBe(true);
    expect(canManageQuestions(granted('EDIT', false))).toBe(true);
    expect(canManageQuestions(granted('VIEW', false))).toBe(false);
    expect(canManageQuestions(owner(true))).toBe(false);
    expect(canManageQuestions(granted('FULL', true))).toBe(false);
    expect(canManageQuestions(granted('EDIT', true))).toBe(false);
  });

  it('Serve: on unserved assessments to all; on served ones only to owner, FULL or EDIT', () => {
    for (const access of [
      owner(false),
      granted('FULL', false),
      granted('EDIT', false),
      granted('VIEW', false),
    ]) {
      expect(canServe(access)).toBe(true);
    }
    expect(canServe(owner(true))).toBe(true);
    expect(canServe(granted('FULL', true))).toBe(true);
    expect(canServe(granted('EDIT', true))).toBe(true);
    expect(canServe(granted('VIEW', true))).toBe(false);
  });

  it('Manage Access: owner only', () => {
    expect(canManageAccess(owner(false))).toBe(true);
    expect(canManageAccess(owner(true))).toBe(true);
    for (const level of ['FULL', 'EDIT', 'VIEW'] as const) {
      expect(canManageAccess(granted(level, false))).toBe(false);
    }
  });

  it('View Results: on served assessments (owner, FULL or EDIT)', () => {
    expect(canViewResults(owner(true))).toBe(true);
    expect(canViewResults(granted('FULL', true))).toBe(true);
    expect(canViewResults(granted('EDIT', true))).toBe(true);
    expect(canViewResults(granted('VIEW', true))).toBe(false);
    expect(canViewResults(owner(false))).toBe(false);
  });

  it('FULL grants view, serve to students and see results', () => {
    const full = granted('FULL', true);
    expect(canView(full)).toBe(true);
    expect(canServe(full)).toBe(true);
    expect(canViewResults(full)).toBe(true);
    expect(canManageAccess(full)).toBe(false);
  });

  it('a teacher with no ownership and no grant can do nothing', () => {
    for (const served of [false, true]) {
      const access = stranger(served);
      expect(canView(access)).toBe(false);
      expect(canServe(access)).toBe(false);
      expect(canManageQuestions(access)).toBe(false);
      expect(canManageAccess(access)).toBe(false);
      expect(canViewResults(access)).toBe(false);
      expect(canDelete(access)).toBe(false);
    }
  });
});
