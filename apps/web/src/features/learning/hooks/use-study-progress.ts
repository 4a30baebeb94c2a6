import { PROGRESS_REPORT_INTERVAL_MS, studyStatus } from '@pathshala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { learningKeys } from '../api/curriculum';
import { type ProgressReport, reportProgress, saveBookmark, sendOnLeave } from '../api/study-progress';

export interface Bookmark {
  /** Seconds, a page, a slide, a percent or minutes, by content type. */
  position: number;
  /** Seconds into the item. */
  time: number;
}

export interface StudyTracker {
  /** The furthest the student got, 0-100; progress never goes back while studying. */
  setCompletion(percent: number): void;
  /** Where the student is now: saved when they leave. */
  setPosition(bookmark: Bookmark): void;
  /** Saves a bookmark now (at the points section 9 gives for each viewer). */
  bookmark(bookmark: Bookmark): void;
  /** Sets 100 percent and reports at once. */
  markComplete(): void;
}

/**
 * Reports study progress every 30 s while a content item is open and once on leaving: when the
 * viewer closes (another route), and when the tab is hidden or closed (keepalive request). Reports
 * made offline wait on the device (study-outbox) and are sent when the connection returns.
 */
export function useStudyProgress(contentId: number, initialProgress: number): StudyTracker {
  const queryClient = useQueryClient();
  const completion = useRef(initialProgress);
  const position = useRef<Bookmark | null>(null);
  const savedPosition = useRef<number | null>(null);
  const lastReportAt = useRef(Date.now());

  const nextReport = useCallback((): ProgressReport => {
    const now = Date.now();
    const timeSpent = Math.max(0, Math.round((now - lastReportAt.current) / 1000));
    lastReportAt.current = now;
    const percent = Math.round(completion.current);
    return { contentId, timeSpent, completionPercentage: percent, status: studyStatus(percent) };
  }, [contentId]);

  const send = useCallback(() => {
    void reportProgress(nextReport())
      .then(() => queryClient.invalidateQueries({ queryKey: learningKeys.all }))
      .catch(() => undefined);
  }, [nextReport, queryClient]);

  useEffect(() => {
    completion.current = initialProgress;
    position.current = null;
    savedPosition.current = null;
    lastReportAt.current = Date.now();
    const timer = setInterval(send, PROGRESS_REPORT_INTERVAL_MS);
    const leavePage = () => {
      const moved = position.current && position.current.position !== savedPosition.current;
      sendOnLeave(nextReport(), moved && position.current ? { contentId, ...position.current } : null);
      if (moved && position.current) savedPosition.current = position.current.position;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leavePage();
      else lastReportAt.current = Date.now(); // time away is not study time
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leavePage);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leavePage);
      send();
      const last = position.current;
      if (last && last.position !== savedPosition.current)
        void saveBookmark(contentId, last).catch(() => undefined);
    };
  }, [contentId, initialProgress, nextReport, send]);

  return useMemo(
    () => ({
      setCompletion(percent) {
        completion.current = Math.min(100, Math.max(completion.current, percent));
      },
      setPosition(bookmark) {
        position.current = bookmark;
      },
      bookmark(bookmark) {
        position.current = bookmark;
        if (bookmark.position === savedPosition.current) return;
        savedPosition.current = bookmark.position;
        void saveBookmark(contentId, bookmark).catch(() => undefined);
      },
      markComplete() {
        completion.current = 100;
        send();
      },
    }),
    [contentId, send],
  );
}
