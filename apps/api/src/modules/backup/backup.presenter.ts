import type { BackupArchive, BackupSchedule } from '@pathshala/contracts';
import type { Config } from '../../env';
import type { StoredArchive } from './backup-directory';

export function presentArchive(archive: StoredArchive): BackupArchive {
  return { name: archive.name, sizeBytes: archive.sizeBytes, createdAt: archive.createdAt.toISOString() };
}

export function presentSchedule(config: Config): BackupSchedule {
  return {
    hour: config.backupHour,
    keep: config.backupKeep,
    directory: config.backupDir,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
