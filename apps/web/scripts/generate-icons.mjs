// Draws the Pathshala app icons (a white "P" and an amber dot on the brand teal) as PNG files.
// Run once with `node scripts/generate-icons.mjs`; the output in public/icons is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [8, 111, 98];
const WHITE = [255, 255, 255];
const AMBER = [242, 177, 52];
const SAMPLES = 4;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Colour of the glyph at (x, y) in its unit box, or null for background. */
function glyph(x, y) {
  const inStem = x >= 0.3 && x <= 0.42 && y >= 0.22 && y <= 0.8;
  const dx = x - 0.47;
  const dy = y - 0.4;
  const r = Math.hypot(dx, dy);
  const inBowl = x >= 0.47 && r <= 0.18 && r >= 0.085;
  const inBars = x >= 0.42 && x <= 0.47 && ((y >= 0.22 && y <= 0.315) || (y >= 0.485 && y <= 0.58));
  if (inStem || inBowl || inBars) return WHITE;
  if (Math.hypot(x - 0.7, y - 0.72) <= 0.075) return AMBER;
  return null;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

function draw(size, { rounded, glyphScale }) {
  const out = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (rounded && !insideRoundedSquare(x, y, 0.22)) continue;
          const gx = (x - 0.5) / glyphScale + 0.5;
          const gy = (y - 0.5) / glyphScale + 0.5;
          const colour = glyph(gx, gy) ?? BRAND;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 255;
        }
      }
      const n = SAMPLES * SAMPLES;
      const covered = a / 255;
      const i = (py * size + px) * 4;
      out[i] = covered ? Math.round(r / covered) : 0;
      out[i + 1] = covered ? Math.round(g / covered) : 0;
      out[i + 2] = covered ? Math.round(b / covered) : 0;
      out[i + 3] = Math.round(a / n);
    }
  }
  return png(size, out);
}

const dir = new URL('../public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL('icon-192.png', dir), draw(192, { rounded: true, glyphScale: 1 }));
writeFileSync(new URL('icon-512.png', dir), draw(512, { rounded: true, glyphScale: 1 }));
writeFileSync(new URL('maskable-512.png', dir), draw(512, { rounded: false, glyphScale: 0.75 }));
writeFileSync(new URL('apple-touch-icon.png', dir), draw(180, { rounded: false, glyphScale: 0.9 }));
