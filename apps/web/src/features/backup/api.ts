import { api, buildPath, messages } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, refreshAccessToken } from '../../lib/api-client';
import { getToken } from '../../lib/storage';
import { saveFile } from '../admin/api/bulk-upload';
import { adminKeys } from '../admin/api/reference-data';

export const backupKeys = {
  list: ['backup', 'list'] as const,
};

/** GET /api/admin/backups: the nightly archives, the schedule and the last backup. */
export function useBackups() {
  return useQuery({
    queryKey: backupKeys.list,
    queryFn: ({ signal }) => callApi(api.backup.list, { signal }),
  });
}

/** The name the server gave the file (Content-Disposition), else a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Fetches an archive as a file and hands it to the browser to save. An archive is not JSON, so this
 * fetches directly with the bearer token (refreshed once on 401) like the other downloads; a
 * download cut short fails here rather than saving a damaged file. No time limit: a school with many
 * videos makes a large archive.
 */
async function downloadArchive(method: 'GET' | 'POST', path: string, fallbackName: string): Promise<string> {
  const send = (token: string | null) =>
    fetch(path, {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      cache: 'no-store',
    });
  let response = await send(getToken());
  if (response.status === 401) response = await send(await refreshAccessToken());
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({
      kind: 'http',
      status: response.status,
      message: body?.message ?? messages.api.serverError,
      serverMessage: body?.message,
    });
  }
  const name = fileNameOf(response, fallbackName);
  saveFile(await response.blob(), name);
  return name;
}

/** POST /api/admin/backups: a backup made now, saved as a file; the list and dashboard then show it. */
export function useDownloadBackupNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => downloadArchive('POST', api.backup.createNow.path, 'pathshala-backup.tar.gz'),
    onSuccess: () =>
      Promise.all(
        [backupKeys.list, adminKeys.dashboard].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** GET /api/admin/backups/:name: one nightly archive, saved as a file. */
export function useDownloadArchive() {
  return useMutation({
    mutationFn: (name: string) => downloadArchive('GET', buildPath(api.backup.download.path, { name }), name),
  });
}
