import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { finished } from 'node:stream/promises';

/** A new file written in order with backpressure, its sha256 and size counted on the way. */
export class HashingFileWriter {
  private readonly hash = createHash('sha256');
  private bytes = 0;
  private failure: Error | undefined;

  private constructor(
    private readonly path: string,
    private readonly stream: WriteStream,
  ) {
    // Kept until the next write or close: an error between writes must not crash the process.
    stream.on('error', (error) => {
      this.failure = error;
    });
  }

  /** Creates the file; one that already exists is an error ('wx'), never overwritten. */
  static async create(path: string): Promise<HashingFileWriter> {
    const stream = createWriteStream(path, { flags: 'wx', mode: 0o600 });
    await once(stream, 'open');
    return new HashingFileWriter(path, stream);
  }

  async write(text: string | Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    const chunk = typeof text === 'string' ? Buffer.from(text) : text;
    this.hash.update(chunk);
    this.bytes += chunk.length;
    // once() also rejects when the stream fails while we wait.
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
    if (this.failure) throw this.failure;
  }

  async close(): Promise<{ bytes: number; sha256: string }> {
    this.stream.end();
    await finished(this.stream);
    if (this.failure) throw this.failure;
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }

  /** Stops writing and removes the partial file. */
  async abort(): Promise<void> {
    this.stream.destroy();
    await rm(this.path, { force: true });
  }
}

/** A pass-through that counts and hashes what flows through it. */
export class HashingTap extends Transform {
  readonly hash: Hash = createHash('sha256');
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

/** The sha256 and size of a file, read as a stream. */
export async function hashFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
