// Turns a Word document (mammoth) or an uploaded HTML page into the document viewer's HTML, off the
// server's event loop. Plain JavaScript so that it runs the same under tsx, Vitest and Node. The
// parent checked the zip's sizes first, and gives this thread memory and time limits.
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';

const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const EXTERNAL = /^(https?:|mailto:)/i;

/**
 * What a reading may hold: the plain elements the seeded documents use, links (http, https, mail
 * and anchors within the page) and images inlined as data. No script, style, form, frame or
 * attribute beyond these survives; the server also sends the file with a CSP that runs nothing.
 */
const SANITIZE_OPTIONS = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'id', 'target', 'rel'],
    li: ['id'],
    img: ['src', 'alt'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  transformTags: {
    // Links to other sites open in a new tab, not inside the viewer's frame.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      return EXTERNAL.test(attribs.href ?? '')
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_DATA.test(frame.attribs.src ?? ''),
};

/** @param {string} html */
function hasContent(html) {
  return /<img\s/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}

/** @param {string} body */
function documentPage(body) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Document</title>',
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const { kind, bytes } = workerData;
try {
  const source =
    kind === 'docx'
      ? (await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) }))
          .value
      : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  const body = sanitizeHtml(source, SANITIZE_OPTIONS).trim();
  parentPort.postMessage({ ok: true, empty: !hasContent(body), html: documentPage(body) });
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
