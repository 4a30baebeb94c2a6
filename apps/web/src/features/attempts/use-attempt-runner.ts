import { type FeedbackMode, messages, type StudentAssessment } from '@pathshala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n';
import { errorMessage } from '../../lib/api-client';
import {
  type AttemptRef,
  attemptKeys,
  attemptPaper,
  attemptResult,
  completeAttempt,
  isRefusal,
  startAttempt,
  untilAcknowledged,
  useStudentAssessments,
} from './api';
import {
  loadAttempt,
  recordFromPaper,
  removeAttempt,
  type StoredAttempt,
  saveAttempt,
  warmPaperImages,
} from './attempt-store';
import { AttemptSync, type SyncSnapshot } from './attempt-sync';
import { useCountdown, useTimeAnnouncement } from './hooks/use-countdown';
import { useHeartbeat } from './hooks/use-heartbeat';

/** What the completion screen shows: the receipt and what the server holds. */
export type Completed = {
  name: string;
  receipt: string;
  answered: number;
  /** Answers that reached the server after the time was up: kept, not scored; the teacher decides. */
  heldCount: number;
  questionCount: number;
  score: number | null;
  totalMarks: number;
  percentage: number | null;
  timeUp: boolean;
  feedbackMode: FeedbackMode;
};

export type Phase =
  | { kind: 'loading' }
  /** Before the clock starts: the rules and a Start button. */
  | { kind: 'instructions'; assessment: StudentAssessment }
  /** Not open yet, closed, or completed: nothing to take. */
  | { kind: 'unavailable'; assessment: StudentAssessment }
  /** start and paper on their way (from the instructions, or resuming an attempt without its paper here). */
  | { kind: 'starting'; assessment: StudentAssessment | null }
  | { kind: 'failed'; message: string }
  | { kind: 'running' }
  /** Waiting for every answer to reach the server, then completing. */
  | { kind: 'completing'; timeUp: boolean }
  | { kind: 'completed'; completed: Completed };

const NO_SNAPSHOT = () => null;
const NO_SUBSCRIPTION = () => () => {};

/**
 * An attempt from the instructions to the receipt: resume it from the device when it is kept there,
 * else the rules from the list, then start and paper; the countdown (time up completes it); the
 * heartbeat; completing once the server keeps every answer. Answers go through AttemptSync; which question is
 * shown is the views' business (hooks/use-question-navigation).
 */
export function useAttemptRunner({ studentId, assessmentId }: { studentId: number; assessmentId: number }) {
  const q = useMessages().student.quiz;
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [sync, setSync] = useState<AttemptSync | null>(null);
  const [checkedDevice, setCheckedDevice] = useState(false);
  const [completeWaiting, setCompleteWaiting] = useState(false);
  const [completedOnServer, setCompletedOnServer] = useState(false);
  const completing = useRef(false);
  const snapshot: SyncSnapshot | null = useSyncExternalStore(
    sync?.subscribe ?? NO_SUBSCRIPTION,
    sync?.getSnapshot ?? NO_SNAPSHOT,
  );
  const list = useStudentAssessments(studentId, { enabled: checkedDevice && !sync });

  const record = snapshot?.record ?? null;
  const attemptId = record?.attemptId;
  const ref: AttemptRef | null = useMemo(
    () => (attemptId === undefined ? null : { studentId, assessmentId, attemptId }),
    [studentId, assessmentId, attemptId],
  );

  useEffect(
    () => () => {
      void sync?.dispose();
    },
    [sync],
  );

  const adopt = useCallback((kept: StoredAttempt, freshMark: boolean) => {
    const adopted = new AttemptSync(kept, { freshMark });
    setSync(adopted);
    setPhase({ kind: 'running' });
    void adopted.flush();
    return adopted;
  }, []);

  // An attempt kept on this device resumes from it at once (offline too), then takes the server's news.
  useEffect(() => {
    let cancelled = false;
    void loadAttempt(studentId, assessmentId).then((kept) => {
      if (cancelled) return;
      if (!kept) {
        setCheckedDevice(true);
        return;
      }
      const resumed = adopt(kept, false);
      attemptPaper(studentId, assessmentId)
        .then(async (paper) => {
          if (cancelled) return;
          if (paper.assessmentInfo.attemptId === kept.attemptId) {
            resumed.receivePaper(paper);
            return;
          }
          // Served again since (a new attempt): what this device kept belongs to the old one.
          await resumed.dispose();
          const fresh = recordFromPaper(
            { studentId, assessmentId, attemptId: paper.assessmentInfo.attemptId },
            paper,
          );
          await saveAttempt(fresh).catch(() => undefined);
          if (!cancelled) adopt(fresh, true);
        })
        .catch((error: unknown) => {
          // Completed meanwhile (time up on the server): send what waits, then show the receipt.
          if (!cancelled && isRefusal(error, messages.quiz.alreadyCompleted)) setCompletedOnServer(true);
        }); // offline: the answers' retries and the heartbeat carry on
    });
    return () => {
      cancelled = true;
    };
  }, [studentId, assessmentId, adopt]);

  /** start, then paper; the paper is kept on the device before the first question shows. */
  const begin = useCallback(async () => {
    setPhase((current) => ({
      kind: 'starting',
      assessment: current.kind === 'instructions' ? current.assessment : null,
    }));
    try {
      const { attemptId: started } = await startAttempt(studentId, assessmentId);
      const paper = await attemptPaper(studentId, assessmentId);
      if (paper.questions.length === 0) {
        setPhase({ kind: 'failed', message: q.noQuestions });
        return;
      }
      const kept = recordFromPaper({ studentId, assessmentId, attemptId: started }, paper);
      await saveAttempt(kept).catch(() => undefined); // without storage the attempt still runs online
      warmPaperImages(paper);
      adopt(kept, true);
    } catch (error) {
      const alreadyDone = isRefusal(error, messages.quiz.alreadyCompleted);
      setPhase({
        kind: 'failed',
        message: alreadyDone ? q.alreadyCompleted : `${q.fetchFailed}: ${errorMessage(error)}`,
      });
    }
  }, [studentId, assessmentId, adopt, q.alreadyCompleted, q.fetchFailed, q.noQuestions]);

  // Nothing kept here: the list item says what comes first (instructions, resume, or nothing to take).
  useEffect(() => {
    if (!checkedDevice || sync || phase.kind !== 'loading') return;
    if (list.isError) {
      setPhase({ kind: 'failed', message: `${q.fetchFailed}: ${errorMessage(list.error)}` });
      return;
    }
    if (!list.data) return;
    const assessment = list.data.assessments.find((item) => item.AM_id === assessmentId);
    if (!assessment) setPhase({ kind: 'failed', message: q.notServed });
    else if (assessment.status === 'TODO') setPhase({ kind: 'instructions', assessment });
    else if (assessment.status === 'IN_PROGRESS') void begin();
    else setPhase({ kind: 'unavailable', assessment });
  }, [
    checkedDevice,
    sync,
    phase.kind,
    list.data,
    list.isError,
    list.error,
    assessmentId,
    begin,
    q.fetchFailed,
    q.notServed,
  ]);

  /** complete, once the server keeps every answer kept on the device. */
  const complete = useCallback(
    async (timeUp: boolean) => {
      if (!sync || !ref || completing.current) return;
      completing.current = true;
      setPhase({ kind: 'completing', timeUp });
      await sync.whenSent();
      const kept = sync.getSnapshot().record;
      const heldCount = kept.answers.filter((answer) => answer.held).length;
      try {
        let completed: Completed;
        try {
          const done = await untilAcknowledged(() => completeAttempt(ref), setCompleteWaiting);
          completed = {
            ...done,
            name: kept.paper.assessmentInfo.AM_Name,
            questionCount: kept.paper.questions.length,
            heldCount,
          };
        } catch (error) {
          // Completed already (time up on the server, or a lost reply): the result has the receipt.
          if (!isRefusal(error, messages.quiz.alreadyCompleted)) throw error;
          const { result } = await untilAcknowledged(
            () => attemptResult(studentId, assessmentId),
            setCompleteWaiting,
          );
          completed = {
            name: result.AM_Name,
            receipt: result.receipt ?? '',
            answered: result.questions.filter((question) => question.yourAnswer !== null).length,
            heldCount: Math.max(
              heldCount,
              result.questions.filter((question) => question.heldState === 'held').length,
            ),
            questionCount: kept.paper.questions.length,
            score: result.score,
            totalMarks: result.totalMarks,
            percentage: result.percentage,
            timeUp: result.timeUp,
            feedbackMode: result.feedbackMode,
          };
        }
        await sync.dispose();
        await removeAttempt(studentId, assessmentId);
        await queryClient.invalidateQueries({ queryKey: attemptKeys.list(studentId) });
        setPhase({ kind: 'completed', completed });
      } catch (error) {
        completing.current = false;
        setPhase({ kind: 'failed', message: `${q.completeFailed}: ${errorMessage(error)}` });
      }
    },
    [sync, ref, studentId, assessmentId, queryClient, q.completeFailed],
  );

  const running = phase.kind === 'running';
  const secondsLeft = useCountdown({
    deadlineAtMs: record?.deadlineAtMs ?? null,
    pausedSecondsLeft: record?.pausedSecondsLeft ?? null,
    paused: snapshot?.paused ?? false,
    onZero: () => {
      if (running) void complete(true);
    },
  });
  const announcement = useTimeAnnouncement(running ? secondsLeft : null);
  useHeartbeat({
    sync,
    attempt: ref,
    active: running || phase.kind === 'completing',
    onCompleted: () => setCompletedOnServer(true),
  });

  // The server closed the attempt while answers were on their way: complete and show what it holds.
  const closed = (snapshot?.closed ?? false) || completedOnServer;
  useEffect(() => {
    if (closed && running) void complete(true);
  }, [closed, running, complete]);

  return {
    phase,
    sync,
    snapshot,
    secondsLeft,
    announcement,
    /** Answers are taken only while running, not paused, with time left. */
    acceptsAnswers: running && !snapshot?.paused && !snapshot?.closed && (secondsLeft ?? 1) > 0,
    completeWaiting,
    begin,
    complete,
  };
}
