import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_NAME } from './archive-format';
import { RestoreRefused, stageArchive } from './archive-reader';
import { cleanUpBackupTests, tempDir, writeArchiveEntries } from './backup.test-support';
import { HashingFileWriter } from './hashing-file';

afterAll(cleanUpBackupTests);

/** Writes parts as the real code does, each write a few milliseconds late. */
async function slowDisk(path: string): Promise<HashingFileWriter> {
  const writer = await HashingFileWriter.create(path);
  const write = writer.write.bind(writer);
  writer.write = async (chunk) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await write(chunk);
  };
  return writer;
}

describe('an archive cut short inside a large file', () => {
  it('is refused every time, never left waiting', async () => {
    const work = tempDir();
    const whole = join(work, 'whole.tar.gz');
    // A large content file and a slow disk: the archive breaks off while a part's write is under way
    // (CI's machine, loaded, once waited for ever there).
    await writeArchiveEntries(whole, [
      { path: MANIFEST_NAME, type: 'File', data: Buffer.from('{}') },
      { path: 'content/video.mp4', type: 'File', data: randomBytes(4 * 1024 * 1024) },
    ]);
    const cut = join(work, 'cut.tar.gz');
    const bytes = readFileSync(whole);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    for (let i = 0; i < 3; i++) {
      const staging = tempDir();
      const outcome = await Promise.race([
        stageArchive(cut, staging, slowDisk).then(
          () => 'staged',
          (error: unknown) => error,
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 20 s'), 20_000)),
      ]);
      expect(outcome).toBeInstanceOf(RestoreRefused);
      expect((outcome as Error).message).toMatch(/cannot be read/);
    }
  });
});
