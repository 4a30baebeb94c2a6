import { messages, withQuery } from '@pathshala/contracts';
import { ApiError, refreshAccessToken } from './api-client';
import { getToken } from './storage';

/** The reader's time zone (Asia/Kolkata), which a CSV export writes its times in. */
export function readerTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Hands a file made in the browser (or fetched) to the user as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The name the server gave the file (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Fetches a file from the API (a template, an export, a record, an archive) and hands it to the
 * browser to save. A file is not JSON, so this fetches directly, with the bearer token and one refresh
 * on 401 like every call; the server's refusal (`{ message }`) becomes an ApiError the page shows. No
 * time limit: an archive of a school with many videos is large. Answers the name it was saved as.
 */
export async function downloadFile(
  path: string,
  options: {
    fallbackName: string;
    method?: 'GET' | 'POST';
    query?: Record<string, string | number | undefined>;
  },
): Promise<string> {
  // A GET carries the cache-busting timestamp every call does; a POST is never cached.
  const isGet = (options.method ?? 'GET') === 'GET';
  const url = withQuery(path, { ...options.query, ...(isGet ? { _t: Date.now() } : {}) });
  const send = (token: string | null) =>
    fetch(url, {
      method: options.method ?? 'GET',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      cache: 'no-store',
    });
  let response = await send(getToken());
  if (response.status === 401) response = await send(await refreshAccessToken());
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    throw new ApiError({
      kind: 'http',
      status: response.status,
      message: serverMessage ?? messages.api.serverError,
      serverMessage,
    });
  }
  const name = fileNameOf(response, options.fallbackName);
  saveFile(await response.blob(), name);
  return name;
}
