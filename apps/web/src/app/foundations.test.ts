import { describe, expect, it } from 'vitest';
import { enFirst } from '../i18n/en/first';
import { en } from '../i18n/en/index';
import { publicEnglish, studentEnglish } from '../i18n/en/parts';
import { reachedSources, SRC, STUDENT_ENTRIES } from '../test/source-walk';

/**
 * A screen reads the English areas its foundation loaded (./foundations). These follow every import,
 * static or lazy, from a part's route modules through the app's own files, and list the areas read
 * (`t.<area>`, `useMessages().<area>`, `Messages['<area>']`): each must be built in or in that part's.
 */
const AREAS = Object.keys(en);
const READ = new RegExp(
  `(?:\\bt|useMessages\\(\\))\\.(${AREAS.join('|')})\\b|Messages\\['(${AREAS.join('|')})'\\]`,
  'g',
);

/**
 * The areas read by `entries` and everything they import (the catalogue's own files aside); with
 * `lazy` false, only what they import up front (the first page).
 */
function areasRead(entries: string[], lazy = true): Map<string, string> {
  const read = new Map<string, string>();
  for (const [file, source] of reachedSources(entries, lazy))
    for (const match of source.matchAll(READ)) {
      const area = match[1] ?? match[2];
      if (area && !read.has(area)) read.set(area, file.slice(SRC.length + 1));
    }
  return read;
}

function missing(entries: string[], loaded: object, lazy = true): string[] {
  const available = new Set([...Object.keys(enFirst), ...Object.keys(loaded)]);
  return [...areasRead(entries, lazy)]
    .filter(([area]) => !available.has(area))
    .map(([area, file]) => `${area} (${file})`);
}

describe('each part of the app loads the English areas its screens read', () => {
  it('the first page (sign-in and the frame): only the built-in part', () => {
    expect(missing(['main.tsx'], {}, false)).toEqual([]);
    // The check itself: the walk reaches the sign-in form and reads its area.
    expect([...areasRead(['main.tsx'], false).keys()]).toContain('login');
  });

  it('the public screens (sign-in aside)', () => {
    const entries = [
      'forgot-password',
      'change-password',
      'reset-password',
      'setup',
      'unauthorized',
      'not-found',
    ];
    expect(
      missing(
        entries.map((name) => `app/routes/public/${name}.tsx`),
        publicEnglish,
      ),
    ).toEqual([]);
  });

  it("a student's screens", () => {
    expect(missing(STUDENT_ENTRIES, studentEnglish)).toEqual([]);
  });

  it('finds what a screen reads (the check itself)', () => {
    const read = areasRead(['app/routes/public/setup.tsx']);
    expect([...read.keys()]).toContain('setup');
    expect(read.size).toBeGreaterThan(0);
  });
});
