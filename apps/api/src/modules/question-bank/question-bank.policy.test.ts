import { questionBankMessages as m } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../plugins/auth';
import {
  assertMayDelete,
  assertMayDuplicate,
  assertMayEdit,
  assertMayRestore,
  assertMayRetire,
  editMode,
  mayWrite,
  questionActions,
  switchDrafts,
} from './question-bank.policy';

const actor = (type: Actor['type'], id: number): Actor =>
  ({
    id,
    type,
    name: `${type} ${id}`,
    mustChangePassword: false,
    sessionId: 's',
  }) as Actor;
const admin = actor('admin', 1);
const author = actor('teacher', 2);
const other = actor('teacher', 3);
const student = actor('student', 2);

const live = { authorId: 2, replacedById: null, retiredAt: null };
const retired = { ...live, retiredAt: new Date() };
const replaced = { ...live, replacedById: 99 };
const demo = { ...live, authorId: null };
const unused = { used: false, placed: false };
const used = { used: true, placed: true };

function refusal(check: () => void): [number, string] | null {
  try {
    check();
    return null;
  } catch (error) {
    const e = error as { statusCode: number; message: string };
    return [e.statusCode, e.message];
  }
}

describe('question bank policy', () => {
  it('lets admins write every question, a teacher only their own, a student none', () => {
    expect(mayWrite(admin, live)).toBe(true);
    expect(mayWrite(admin, demo)).toBe(true);
    expect(mayWrite(author, live)).toBe(true);
    expect(mayWrite(other, live)).toBe(false);
    expect(mayWrite(author, demo)).toBe(false);
    expect(mayWrite(student, live)).toBe(false);
  });

  it('offers the actions the rules allow', () => {
    expect(questionActions(author, live, unused)).toEqual({
      edit: true,
      retire: true,
      restore: false,
      delete: true,
    });
    expect(questionActions(author, live, used)).toEqual({
      edit: true,
      retire: true,
      restore: false,
      delete: false,
    });
    expect(questionActions(author, live, { used: false, placed: true }).delete).toBe(false);
    expect(questionActions(author, retired, unused)).toEqual({
      edit: false,
      retire: false,
      restore: true,
      delete: true,
    });
    const none = { edit: false, retire: false, restore: false, delete: false };
    expect(questionActions(other, live, unused)).toEqual(none);
    expect(questionActions(admin, replaced, unused)).toEqual(none);
    expect(questionActions(author, demo, unused)).toEqual(none);
    expect(questionActions(admin, demo, unused).edit).toBe(true);
  });

  it('refuses with 403 for another teacher before 409 for an older version', () => {
    expect(refusal(() => assertMayEdit(other, replaced))).toEqual([403, m.notYourQuestion]);
    expect(refusal(() => assertMayEdit(author, replaced))).toEqual([409, m.replacedVersion]);
    expect(refusal(() => assertMayEdit(author, retired))).toEqual([409, m.retired]);
    expect(refusal(() => assertMayEdit(author, live))).toBeNull();
    expect(refusal(() => assertMayRetire(author, retired))).toEqual([409, m.alreadyRetired]);
    expect(refusal(() => assertMayRestore(author, live))).toEqual([409, m.notRetired]);
    expect(refusal(() => assertMayRestore(admin, retired))).toBeNull();
    expect(refusal(() => assertMayDelete(author, live, used))).toEqual([409, m.usedCannotDelete]);
    expect(refusal(() => assertMayDelete(other, live, unused))).toEqual([403, m.notYourQuestion]);
    expect(refusal(() => assertMayDelete(author, live, unused))).toBeNull();
    expect(refusal(() => assertMayDuplicate(replaced))).toEqual([409, m.replacedVersion]);
    expect(refusal(() => assertMayDuplicate(demo))).toBeNull();
  });

  it('edits in place while unused; a new version once used, or when a draft holds it and marks or course move', () => {
    const same = { marksChanged: false, courseChanged: false };
    expect(editMode(unused, same)).toBe('IN_PLACE');
    expect(editMode(used, same)).toBe('NEW_VERSION');
    expect(editMode({ used: false, placed: true }, same)).toBe('IN_PLACE');
    expect(editMode({ used: false, placed: true }, { ...same, marksChanged: true })).toBe('NEW_VERSION');
    expect(editMode(unused, { marksChanged: true, courseChanged: true })).toBe('IN_PLACE');
    expect(switchDrafts(same)).toBe(true);
    expect(switchDrafts({ ...same, courseChanged: true })).toBe(false);
  });
});
