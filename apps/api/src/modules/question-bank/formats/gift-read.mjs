// Reads a GIFT file into plain records: the blocks Moodle sees (questions separated by blank
// lines), each parsed by gift-pegjs on its own. Plain JavaScript so the parse worker runs it under
// Node as it is; gift.ts turns the records into import entries. Every scan here is linear in the
// file: no pattern can run on from one line into the next (a stalling file was once 96 KB of
// lines holding a no-break space, which `\s` takes and `[ \t]` does not).
import { parse } from 'gift-pegjs';

const COMMENT_LINE = /^\s*\/\//;
const NAME = /^\s*::((?:\\.|[^:\\]|:(?!:))*)::/;

/**
 * A block's name as written (`::name::` opening one of its lines, comments aside), for the report
 * of a block that could not be read. Each line is matched on its own.
 * @param {string} block
 * @returns {string | null}
 */
export function giftBlockName(block) {
  for (const line of block.split('\n')) {
    if (COMMENT_LINE.test(line)) continue;
    const found = NAME.exec(line);
    if (found) return found[1].replace(/\\(.)/g, '$1').trim() || null;
  }
  return null;
}

/**
 * The records of a GIFT file in file order: a `$CATEGORY:` block, a block gift-pegjs read (its
 * questions as gift-pegjs gives them), or a block it could not read (why, on which line, its name).
 * @param {string} source
 * @returns {import('./gift-read.d.mts').GiftRecord[]}
 */
export function readGift(source) {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records = [];
  let line = 1;
  for (const block of text.split(/\n[ \t]*\n/)) {
    const blockLine = line;
    const blockLines = block.split('\n').length;
    line += blockLines + 1;
    const content = block.replace(/^[ \t]*\/\/.*$/gm, '').trim();
    if (!content) continue;
    if (content.startsWith('$CATEGORY:')) {
      const path = content.slice('$CATEGORY:'.length).trimStart().split('\n')[0];
      records.push({ kind: 'category', path: path.trim() });
      continue;
    }
    try {
      records.push({ kind: 'block', questions: parse(`${block}\n`) });
    } catch (error) {
      const where = error?.location?.start?.line;
      // An error at the end of input is reported on the block's last line, not the blank one after it.
      const at = where ? blockLine + Math.min(where, blockLines) - 1 : null;
      const detail = `${error instanceof Error ? error.message : String(error)}${at ? ` (line ${at})` : ''}`;
      records.push({ kind: 'broken', detail, name: giftBlockName(block) });
    }
  }
  return records;
}
