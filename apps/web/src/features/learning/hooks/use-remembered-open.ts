import { useState } from 'react';
import { readDeviceItem, writeDeviceItem } from '../../../lib/storage';

const STORAGE_KEY = 'pathshala:learningTreeOpen';

function readOpen(): Set<string> {
  try {
    const stored = JSON.parse(readDeviceItem(STORAGE_KEY, 'session') ?? '[]');
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
    writeDeviceItem(STORAGE_KEY, JSON.stringify([...stored]), 'session');
  };
  return [open, toggle];
}
