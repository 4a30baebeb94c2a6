import { backupEndpoints, buildPath } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { adminKeys } from '../../lib/reference-data';

export const backupKeys = {
  list: ['backup', 'list'] as const,
};

/** GET /api/admin/backups: the nightly archives, the schedule and the last backup. */
export function useBackups() {
  return useQuery({
    queryKey: backupKeys.list,
    queryFn: ({ signal }) => callApi(backupEndpoints.list, { signal }),
  });
}

/** The name the server gave the file (Content-Disposition), else a fallback. */
function _fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** POST /api/admin/backups: a backup made now, saved as a file; the list and dashboard then show it. */
export function useDownloadBackupNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      downloadFile(backupEndpoints.createNow.path, {
        method: 'POST',
        fallbackName: 'pathshala-backup.tar.gz',
      }),
    onSuccess: () =>
      Promise.all(
        [backupKeys.list, adminKeys.dashboard].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** GET /api/admin/backups/:name: one nightly archive, saved as a file. */
export function useDownloadArchive() {
  return useMutation({
    mutationFn: (name: string) =>
      downloadFile(buildPath(backupEndpoints.download.path, { name }), { fallbackName: name }),
  });
}
