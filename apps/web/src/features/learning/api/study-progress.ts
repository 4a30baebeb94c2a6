import { buildPath, contentEndpoints, type StudyStatus } from '@pathshala/contracts';
import { callApi } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

export interface ProgressReport {
  contentId: number;
  timeSpent: number;
  completionPercentage: number;
  status: StudyStatus;
}

/** POST /api/content/progress while the viewer is open. */
export function reportProgress(body: ProgressReport) {
  return callApi(contentEndpoints.progress, { body });
}

/** POST /api/content/bookmark/:contentId */
export function saveBookmark(contentId: number, bookmark: { position: number; time: number }) {
  return callApi(contentEndpoints.bookmark, { params: { contentId }, body: bookmark });
}

/**
 * The last report, sent while the page is being hidden or closed: a keepalive request outlives the
 * page (sendBeacon cannot send the bearer token). Fire and forget: nobody is left to show an error.
 */
export function sendOnLeave(path: string, body: unknown): void {
  const token = getToken();
  if (!token) return;
  void fetch(path, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

export const progressPath = contentEndpoints.progress.path;
export const bookmarkPath = (contentId: number) => buildPath(contentEndpoints.bookmark.path, { contentId });
