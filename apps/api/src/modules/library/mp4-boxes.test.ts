import { describe, expect, it } from 'vitest';
import { box, craftMp4 } from './library.test-support';
import { type ByteReader, mp4StreamingProblem, readTopLevelBoxes } from './mp4-boxes';

const readerOf =
  (bytes: Buffer): ByteReader =>
  async (position, length) =>
    bytes.subarray(position, position + length);

describe('MP4 top-level box walker', () => {
  it('lists the boxes of a well-formed file in order', async () => {
    const file = craftMp4('fast-start');
    const boxes = await readTopLevelBoxes(readerOf(file), file.length);
    expect(boxes?.map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(boxes?.reduce((sum, b) => sum + b.size, 0)).toBe(file.length);
  });

  it('accepts a 64-bit box size and a last box that runs to the end (size 0)', async () => {
    const large = Buffer.alloc(16 + 32);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(48n, 8);
    const toEnd = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(20)]);
    const file = Buffer.concat([craftMp4('fast-start'), large, toEnd]);
    expect(await mp4StreamingProblem(readerOf(file), file.length)).toBeNull();
  });

  it.each([
    ['a box running past the end (truncated)', (f: Buffer) => f.subarray(0, f.length - 10)],
    ['a header cut in half', (f: Buffer) => Buffer.concat([f, Buffer.from([0, 0, 0])])],
    [
      'a size smaller than a header',
      (f: Buffer) => Buffer.concat([f, Buffer.from([0, 0, 0, 4]), Buffer.from('free')]),
    ],
    ['a type that is not four printable letters', (f: Buffer) => Buffer.concat([f, box('\u0001abc')])],
    [
      'a size-0 box that is not last',
      (f: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('free'), f]),
    ],
  ])('calls a file with %s damaged', async (_name, damage) => {
    const file = damage(craftMp4('fast-start'));
    expect(await mp4StreamingProblem(readerOf(file), file.length)).toBe('damaged');
  });

  it('finds the index after the media (cannot start until downloaded) and a missing index', async () => {
    const atEnd = craftMp4('index-at-end');
    expect(await mp4StreamingProblem(readerOf(atEnd), atEnd.length)).toBe('index-at-end');
    const none = craftMp4('no-index');
    expect(await mp4StreamingProblem(readerOf(none), none.length)).toBe('no-index');
  });

  it('wants ftyp first', async () => {
    const file = Buffer.concat([box('moov'), box('mdat')]);
    expect(await mp4StreamingProblem(readerOf(file), file.length)).toBe('damaged');
  });
});
