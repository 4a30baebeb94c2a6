// Reads an Aiken file into plain records, line by line (each pattern sees one line, so the work is
// linear in the file). Plain JavaScript so the parse worker runs it under Node as it is; aiken.ts
// turns the records into import entries.
//
// Aiken, as Moodle writes and reads it: a question is its text (one line, or several), its options
// as `A) text` or `A. text`, then `ANSWER: X`. Questions may follow each other with or without a
// blank line. No maintained parser exists, so this one is small and strict: a line it cannot place
// is a problem of the question it is in, never silently part of another.

const OPTION = /^([A-Z])[.)][ \t]+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

/**
 * The records of an Aiken file in file order: a question (`answer` null when it ended without an
 * ANSWER line), or an ANSWER line that belongs to no question.
 * @param {string} source
 * @returns {import('./aiken-read.d.mts').AikenRecord[]}
 */
export function readAiken(source) {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const records = [];
  /** @type {{ kind: 'question', stem: string[], options: Array<{ letter: string, text: string }>, answer: string | null } | null} */
  let draft = null;
  const start = () => ({ kind: 'question', stem: [], options: [], answer: null });

  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    if (answer) {
      if (!draft) {
        records.push({ kind: 'stray' });
        continue;
      }
      draft.answer = answer[1].trim().toUpperCase();
      records.push(draft);
      draft = null;
    } else if (option && draft && draft.stem.length > 0) {
      draft.options.push({ letter: option[1], text: option[2].trim() });
    } else if (draft && draft.options.length > 0) {
      // Text after the options with no ANSWER line between: that question ends unfinished and
      // this line starts the next one.
      records.push(draft);
      draft = start();
      draft.stem.push(line);
    } else {
      draft ??= start();
      draft.stem.push(line);
    }
  }
  if (draft) records.push(draft);
  return records;
}
