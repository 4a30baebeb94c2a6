const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Backups: download an archive, list nightly archives. */
export const backup = {
  title: 'Backups',
  intro:
    'A backup is one file holding the whole school: accounts (passwords only as hashes), training partners and centers, cohorts, curricula, questions and assessments, every student’s progress, attempts and results, and every content file.',
  loading: 'Loading…',
  retry: 'Retry',
  now: {
    heading: 'Download a backup now',
    body: 'Makes a backup of the school as it is at this moment and saves it on this computer. Keep it somewhere other than the server: a backup on the server’s own disk does not survive that disk.',
    button: 'Download a backup now',
    working: 'Making the backup…',
    saved: (name: string) => `Backup saved as ${name}.`,
    failed: 'The backup could not be made.',
  },
  restore: {
    heading: 'How to restore',
    body: 'On the server, stop Pathshala, then restore the file into a new, empty data folder (or a new, empty PostgreSQL database with DATABASE_URL) and start Pathshala with that folder:',
    command: 'DATA_DIR=/path/to/new-folder npm run restore pathshala-backup-….tar.gz',
    safety:
      'The restore checks every part of the file before it writes anything, and refuses a folder or database that already holds a school, so it never overwrites one. Everyone signs in again afterwards, with the same passwords.',
  },
  nightly: {
    heading: 'Nightly backups',
    schedule: (hour: number, timeZone: string, keep: number) =>
      `Every night at ${twoDigits(hour)}:00 (server time, ${timeZone}) the server saves a backup and keeps the newest ${keep}. If the server is off at that hour, it makes the backup soon after it starts.`,
    off: 'Nightly backups are off (BACKUP_HOUR=off on the server). Download a backup now, or set BACKUP_HOUR to turn them on.',
    folder: (directory: string) => `Saved on the server in ${directory}`,
    lastBackup: (at: string) => `Last backup: ${at}`,
    noBackupYet: 'No backup has been made yet.',
    loadFailed: 'Failed to load the backups',
    empty: 'No nightly backup has been saved yet.',
    listLabel: 'Nightly backups on the server',
    size: 'Size',
    made: 'Made',
    download: 'Download',
    downloadLabel: (name: string) => `Download ${name}`,
    downloadFailed: 'The backup could not be downloaded.',
    pages: 'Backup pages',
  },
};
