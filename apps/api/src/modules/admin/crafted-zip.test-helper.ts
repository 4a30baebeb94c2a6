import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One entry of a hand-made zip, with every size and offset open to a lie. */
export interface CraftedEntry {
  name: string;
  /** The bytes stored for the entry (already deflated when method is 8). */
  data: Buffer;
  method?: 0 | 8;
  flags?: number;
  crc?: number;
  /** Sizes the central directory declares; default: the truth for compressed, `uncompressed` for the other. */
  centralCompressed?: number;
  centralUncompressed: number;
  /** Sizes the local header declares; default: the central directory's. */
  localCompressed?: number;
  localUncompressed?: number;
}

export interface CraftOptions {
  /** Central entries beyond the local ones, pointing at existing offsets (overlap). */
  extraCentral?: Array<{ name: string; offset: number; compressed: number; uncompressed: number }>;
  /** The end record's two entry counts, when they should disagree with the truth. */
  entriesOnDisk?: number;
  entriesTotal?: number;
  comment?: Buffer;
}

/** A zip laid out entry by entry, central directory after, exactly as the test says. */
export function craftZip(entries: CraftedEntry[], options: CraftOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const central = (
    name: Buffer,
    entry: { method: number; flags: number; crc: number; compressed: number; uncompressed: number },
    at: number,
  ) => {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(entry.flags, 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.compressed, 20);
    header.writeUInt32LE(entry.uncompressed, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(at, 42);
    centrals.push(header, name);
  };
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.method ?? 8;
    const flags = entry.flags ?? 0;
    const crc = entry.crc ?? 0;
    const compressed = entry.centralCompressed ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(entry.localCompressed ?? compressed, 18);
    local.writeUInt32LE(entry.localUncompressed ?? entry.centralUncompressed, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.data);
    central(name, { method, flags, crc, compressed, uncompressed: entry.centralUncompressed }, offset);
    offset += local.length + name.length + entry.data.length;
  }
  for (const extra of options.extraCentral ?? []) {
    central(
      Buffer.from(extra.name),
      { method: 8, flags: 0, crc: 0, compressed: extra.compressed, uncompressed: extra.uncompressed },
      extra.offset,
    );
  }
  const centralBytes = Buffer.concat(centrals);
  const count = entries.length + (options.extraCentral?.length ?? 0);
  const comment = options.comment ?? Buffer.alloc(0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.entriesOnDisk ?? count, 8);
  end.writeUInt16LE(options.entriesTotal ?? count, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, centralBytes, end, comment]);
}

/** A deflate stream of `size` spaces, honestly described. */
export function deflated(text: string | Buffer): { data: Buffer; size: number; crc: number } {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return { data: deflateRawSync(bytes, { level: 9 }), size: bytes.length, crc: crc32(bytes) };
}

/**
 * A valid deflate stream of about `compressedBytes` that inflates to roughly a thousand times as
 * much: independent full-flush blocks of a megabyte of zeros, repeated, then an empty final block.
 */
export function deflateBomb(compressedBytes: number): { data: Buffer; inflatedBytes: number } {
  const megabyte = 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(megabyte), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const count = Math.max(1, Math.floor(compressedBytes / block.length));
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return {
    data: Buffer.concat([...Array.from({ length: count }, () => block), finalEmptyBlock]),
    inflatedBytes: count * megabyte,
  };
}
