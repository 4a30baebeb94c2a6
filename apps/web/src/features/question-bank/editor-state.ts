/**
 * What travels with a move to the editor: a notice to show on arrival (saved, duplicated, a new
 * version), the list's address to go back to, and the place to write another question in.
 */
export interface EditorLocationState {
  notice?: string;
  /** The bank list's query string ("?q=…&page=2") the editor was opened from. */
  listSearch?: string;
  writeAnotherIn?: number;
}

/** Reads the location's state liberally: anything else (a reload, a hand-typed address) is no state. */
export function editorStateOf(state: unknown): EditorLocationState {
  if (!state || typeof state !== 'object') return {};
  const { notice, listSearch, writeAnotherIn } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    listSearch: typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : undefined,
    writeAnotherIn: typeof writeAnotherIn === 'number' ? writeAnotherIn : undefined,
  };
}
