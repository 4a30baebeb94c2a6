import { BULK_MAX_ROWS } from '../constants';

/** One e-mail or username read from a pasted or uploaded list, with the line (or row) it came from. */
export interface MemberListEntry {
  line: number;
  /** Lower-cased, as usernames and e-mails are stored. */
  value: string;
}

/** The most entries one list may hold, as many as a bulk upload's rows. */
export const MEMBER_LIST_MAX_ENTRIES = BULK_MAX_ROWS;
/** A pasted list's characters at most: 5,000 long e-mails and their separators. */
export const MEMBER_LIST_MAX_CHARACTERS = 400_000;
/** An e-mail is at most 254 characters: a longer entry is nobody's (and is not looked up). */
export const MEMBER_ENTRY_MAX_LENGTH = 254;

/**
 * The entries of a list an admin pasted: one per line, or several on a line separated by commas,
 * semicolons or tabs (a row copied from a spreadsheet). Blank lines and spaces are ignored.
 */
export function parseMemberList(text: string): MemberListEntry[] {
  return collectMemberEntries(
    text
      .split(/\r\n|\r|\n/)
      .flatMap((lineText, index) =>
        lineText.split(/[,;\t]/).map((piece) => ({ line: index + 1, text: piece })),
      ),
  );
}

/**
 * Entries from pieces of text with their line: trimmed and lower-cased; an address written
 * `Name <a@b.org>` (as mail programs copy it) counts as the address; blanks are skipped and an
 * entry that repeats an earlier one (whatever its case) is dropped, so each is counted once.
 */
export function collectMemberEntries(pieces: Iterable<{ line: number; text: string }>): MemberListEntry[] {
  const entries: MemberListEntry[] = [];
  const seen = new Set<string>();
  for (const { line, text } of pieces) {
    const value = entryValue(text);
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    entries.push({ line, value });
  }
  return entries;
}

function entryValue(piece: string): string {
  const trimmed = piece.trim();
  const bracketed = /<([^<>]*)>$/.exec(trimmed);
  // Kept one past the longest, so that a too-long entry is still seen as too long.
  return (bracketed ? bracketed[1]! : trimmed)
    .trim()
    .toLowerCase()
    .slice(0, MEMBER_ENTRY_MAX_LENGTH + 1);
}
