/** Reads `length` bytes at `position` (fewer only at the end of the file). */
export type ByteReader = (position: number, length: number) => Promise<Buffer>;

export interface TopLevelBox {
  type: string;
  start: number;
  size: number;
}

/** Why an MP4 cannot be served for streaming, or null when it can. */
export type Mp4Problem = 'index-at-end' | 'no-index' | 'damaged';

/** No real file has anywhere near this many top-level boxes; a crafted one must not keep us reading. */
const MAX_TOP_LEVEL_BOXES = 10_000;

/**
 * The top-level boxes of an ISO media file (MP4), strictly: every header complete, sizes of at
 * least a header (a 64-bit size when the 32-bit one is 1), no box running past the end, printable
 * four-letter types, and a size of 0 ("to the end") only on the last box. null means damaged.
 */
export async function readTopLevelBoxes(read: ByteReader, fileSize: number): Promise<TopLevelBox[] | null> {
  const boxes: TopLevelBox[] = [];
  let position = 0;
  while (position < fileSize) {
    if (boxes.length >= MAX_TOP_LEVEL_BOXES || position + 8 > fileSize) return null;
    const header = await read(position, 16);
    if (header.length < 8) return null;
    const size32 = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
    let size: number;
    if (size32 === 1) {
      if (header.length < 16) return null;
      const size64 = header.readBigUInt64BE(8);
      if (size64 < 16n || size64 > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      size = Number(size64);
    } else if (size32 === 0) {
      size = fileSize - position;
    } else if (size32 < 8) {
      return null;
    } else {
      size = size32;
    }
    if (position + size > fileSize) return null;
    boxes.push({ type, start: position, size });
    position += size;
  }
  return boxes;
}

/**
 * Whether a browser can start playing this MP4 before all of it has arrived: the index (`moov`)
 * must exist and come before the media data (`mdat`, or the first fragment `moof`). A file whose
 * boxes do not add up to its length is damaged (truncated, most often).
 */
export async function mp4StreamingProblem(read: ByteReader, fileSize: number): Promise<Mp4Problem | null> {
  const boxes = await readTopLevelBoxes(read, fileSize);
  if (!boxes) return 'damaged';
  if (boxes[0]?.type !== 'ftyp') return 'damaged';
  const index = boxes.findIndex((box) => box.type === 'moov');
  if (index < 0) return 'no-index';
  const media = boxes.findIndex((box) => box.type === 'mdat' || box.type === 'moof');
  if (media >= 0 && media < index) return 'index-at-end';
  return null;
}
