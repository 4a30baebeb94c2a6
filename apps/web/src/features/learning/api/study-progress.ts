import type { StudyStatus } from '@pathshala/contracts';
import { sendOrKeep, sendWhileLeaving, stamp } from '../offline/study-outbox';

export interface ProgressReport {
  contentId: number;
  timeSpent: number;
  completionPercentage: number;
  status: StudyStatus;
}

/** POST /api/content/progress while the viewer is open; kept on the device while offline. */
export function reportProgress(report: ProgressReport) {
  return sendOrKeep({ kind: 'progress', ...stamp(), ...report });
}

/** POST /api/content/bookmark/:contentId; kept on the device while offline. */
export function saveBookmark(contentId: number, bookmark: { position: number; time: number }) {
  return sendOrKeep({ kind: 'bookmark', ...stamp(), contentId, ...bookmark });
}

/** The last progress report and position, made while the page is being hidden or closed. */
export function sendOnLeave(
  report: ProgressReport,
  bookmark: { contentId: number; position: number; time: number } | null,
) {
  sendWhileLeaving({ kind: 'progress', ...stamp(), ...report });
  if (bookmark) sendWhileLeaving({ kind: 'bookmark', ...stamp(), ...bookmark });
}
