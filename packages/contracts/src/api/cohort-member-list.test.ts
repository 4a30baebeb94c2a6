import { describe, expect, it } from 'vitest';
import { parseMemberList } from './cohort-member-list';

describe('parseMemberList', () => {
  it('reads one entry per line or several separated by commas, semicolons or tabs, with their line', () => {
    expect(parseMemberList('a@x.org\r\nb@x.org, c@x.org;d@x.org\te@x.org\n')).toEqual([
      { line: 1, value: 'a@x.org' },
      { line: 2, value: 'b@x.org' },
      { line: 2, value: 'c@x.org' },
      { line: 2, value: 'd@x.org' },
      { line: 2, value: 'e@x.org' },
    ]);
  });

  it('skips blank lines and spaces, lower-cases, keeps the first of repeats and reads `Name <address>`', () => {
    expect(parseMemberList('\n  \n  A@X.org  \n,,\na@x.org\nAarav Sharma <Aarav@X.org>\nuser_name')).toEqual([
      { line: 3, value: 'a@x.org' },
      { line: 6, value: 'aarav@x.org' },
      { line: 7, value: 'user_name' },
    ]);
  });

  it('reads nothing from an empty or blank text', () => {
    expect(parseMemberList('')).toEqual([]);
    expect(parseMemberList(' \n\t\n ; ')).toEqual([]);
  });
});
