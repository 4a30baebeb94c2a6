import { statfs } from 'node:fs/promises';

/** Bytes free for this process on the disk holding `directory`; null when it cannot be read. */
export type FreeDiskBytes = (directory: string) => Promise<number | null>;

/** The disk's own figure (statfs): what the server runs with; tests pass a fixed one instead. */
export const freeDiskBytes: FreeDiskBytes = async (directory) => {
  const disk = await statfs(directory).catch(() => null);
  return disk ? disk.bavail * disk.bsize : null;
};
