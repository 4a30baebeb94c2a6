/** What the backup calls answer in words (the server's side; the page has its own in i18n). */
export const backupMessages = {
  listed: 'Backups loaded',
  notFound: 'No backup archive has that name',
  failed: 'The backup could not be made. The server log says why.',
} as const;
