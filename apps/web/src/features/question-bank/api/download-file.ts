import { messages } from '@pathshala/contracts';
import { ApiError, refreshAccessToken } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { saveFile } from '../../admin/api/bulk-upload';

/** The name the server gave the file (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * GETs a file of the bank (a template, an export) and hands it to the browser to save. A file is not
 * JSON, so this fetches directly, with the bearer token and one refresh on 401 like every call; the
 * server's refusal (`{ message }`) becomes an ApiError the page shows.
 */
export async function downloadBankFile(
  path: string,
  query: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<string> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  search.set('_t', String(Date.now()));
  const url = `${path}?${search.toString()}`;
  const send = (token: string | null) =>
    fetch(url, {
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
  const name = fileNameOf(response, fallbackName);
  saveFile(await response.blob(), name);
  return name;
}
