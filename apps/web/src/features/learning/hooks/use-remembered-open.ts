import { useState } from 'react';

const STORAGE_KEY = 'pathshala:learningTreeOpen';

function readOpen(): Set<string> {
  try {
    const stored = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Whether a part of the learning tree is open, remembered for the tab's session: a student who
 * opens a course and a concept, studies an item and comes back finds them still open.
 */
export function useRememberedOpen(key: string): [boolean, () => void] {
  const [open, setOpen] = useState(() => readOpen().has(key));
  const toggle = () => {
    const next = !open;
    setOpen(next);
    const stored = readOpen();
    if (next) stored.add(key);
    else stored.delete(key);
    try {
      globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify([...stored]));
    } catch {
      // storage unavailable: remembered until the page is left
    }
  };
  return [open, toggle];
}
