import { htmlToText } from './html-text';

/** Text of a file as the bank keeps it, with the `<img>` sources an HTML text held. */
export interface ReadText {
  text: string;
  imageSources: string[];
}

/**
 * A text in one of Moodle's formats as plain text: HTML (and Moodle's auto-format, whose line
 * breaks count) through the HTML reader; plain text and Markdown as written.
 */
export function readFormattedText(text: string, format: string): ReadText {
  const kind = format.toLowerCase();
  if (kind === 'plain_text' || kind === 'plain' || kind === 'markdown') {
    return { text: text.trim(), imageSources: [] };
  }
  const html = kind === 'moodle_auto_format' || kind === 'moodle' ? text.replace(/\r?\n/g, '<br>') : text;
  return htmlToText(html);
}
