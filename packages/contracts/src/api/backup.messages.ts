/** What the backup calls answer in words (the server's side; the page has its own in i18n). */
export const backupMessages = {
  listed: 'Backups loaded',
  notFound: 'No backup archive has that name',
  failed: 'The backup could not be made. The server log says why.',
  busy: 'A backup is being made for download right now. Wait for it to finish, then try again.',
  tooMany: (perHour: number) =>
    `An administrator can download at most ${perHour} backups made now in an hour. Try again later, or download one of the nightly archives.`,
} as const;
