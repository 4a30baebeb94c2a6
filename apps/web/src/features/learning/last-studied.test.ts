import { afterEach, describe, expect, it } from 'vitest';
import { lastStudied, rememberLastStudied } from './last-studied';

afterEach(() => localStorage.clear());

describe('the item studied last', () => {
  const item = {
    href: '/student/learning/study/subconcept/3/7',
    name: 'Cell walls',
    place: 'Cells · Plants',
  };

  it('is offered to the student who studied it, not to another on the same device', () => {
    rememberLastStudied(5, item);
    expect(lastStudied(5)).toEqual(item);
    expect(lastStudied(6)).toBeNull();
  });

  it('ignores what is unreadable or points outside the study pages', () => {
    localStorage.setItem('pathshala:lastStudied:5', '{not json');
    expect(lastStudied(5)).toBeNull();
    localStorage.setItem(
      'pathshala:lastStudied:5',
      JSON.stringify({ ...item, href: 'https://evil.example/' }),
    );
    expect(lastStudied(5)).toBeNull();
  });
});
