/**
 * A student's exam as the web runner takes it, for the benchmarks that drive exams over HTTP
 * (bench:exam, and bench:insight's running exam during a regrade), with a log of every call's time.
 */
import { percentile, sleep, untilAnswered } from './bench-support';

/** Every call's latency by kind, with when it ended (to pick the calls made during something else). */
export class CallLog {
  readonly latencies = new Map<string, Array<{ ms: number; endedAt: number }>>();
  readonly errors = new Map<string, number>();

  record(kind: string, ms: number) {
    const list = this.latencies.get(kind) ?? [];
    list.push({ ms, endedAt: performance.now() });
    this.latencies.set(kind, list);
  }

  /** Runs a call, records its time, and answers its JSON body when its status is the one expected. */
  async timed<T>(kind: string, run: () => Promise<Response>, expectStatus = 200): Promise<T | undefined> {
    const started = performance.now();
    try {
      const response = await run();
      const text = await response.text();
      this.record(kind, performance.now() - started);
      // A proxy's error page is no JSON: the status says what happened.
      if (response.status !== expectStatus) {
        this.error(`${kind} ${response.status}`);
        return undefined;
      }
      return JSON.parse(text) as T;
    } catch (error) {
      this.record(kind, performance.now() - started);
      this.error(`${kind} ${(error as Error).message}`);
      return undefined;
    }
  }

  error(key: string) {
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }

  /** The sorted latencies of one kind, of the calls that ended between from and to (performance.now()). */
  sorted(kind: string, from = 0, to = Number.POSITIVE_INFINITY): number[] {
    return (this.latencies.get(kind) ?? [])
      .filter((call) => call.endedAt >= from && call.endedAt <= to)
      .map((call) => call.ms)
      .sort((a, b) => a - b);
  }

  /** The sorted latencies of one kind, of the calls in flight at some moment between from and to. */
  overlapping(kind: string, from: number, to: number): number[] {
    return (this.latencies.get(kind) ?? [])
      .filter((call) => call.endedAt >= from && call.endedAt - call.ms <= to)
      .map((call) => call.ms)
      .sort((a, b) => a - b);
  }

  errorCount(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }

  /** One line per kind: count, p50, p95, p99 and max. */
  print() {
    console.log('\ncall                       count     p50 ms    p95 ms    p99 ms    max ms');
    for (const kind of this.latencies.keys()) {
      const sorted = this.sorted(kind);
      const cells = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(9));
      console.log(
        `${kind.padEnd(26)}${String(sorted.length).padStart(6)}${cells.join(' ')} ${sorted.at(-1)?.toFixed(1).padStart(9)}`,
      );
    }
  }
}

/** An answer the server acknowledged: the student, the position on their paper and the option text they saw. */
export interface Ack {
  studentId: number;
  seqNum: number;
  optionText: string;
  at: number;
  /** When the student gave it (performance.now()): at - givenAt is what the student waited, resends included. */
  givenAt: number;
}

export interface PaperQuestion {
  AS_SeqNum: number;
  CQ_Option1: string;
  CQ_Option2: string;
  CQ_Option3: string;
  CQ_Option4: string;
}

/** A signed-in student whose attempt has started, with their paper and the clock mark it came with. */
export interface StartedStudent {
  id: number;
  token: string;
  attemptId: number;
  paper: PaperQuestion[];
  clock: string;
  clockAt: number;
}

/** An answer as the web runner keeps it: with the clock mark it had and its running number. */
interface QueuedAnswer {
  seqNum: number;
  answerId: number;
  optionText: string;
  clientSeq: number;
  clock: string;
  sinceClockMs: number;
  givenAt: number;
}

/** Presses Start and loads the paper, as the runner does; undefined when either call failed. */
export async function startExam(
  base: string,
  calls: CallLog,
  session: { id: number; token: string },
  assessmentId: number,
  suffix = '',
): Promise<StartedStudent | undefined> {
  const auth = { authorization: `Bearer ${session.token}` };
  await calls.timed(`start${suffix}`, () =>
    fetch(`${base}/api/student/assessments/start/${session.id}/${assessmentId}`, {
      method: 'POST',
      headers: auth,
    }),
  );
  const paper = await calls.timed<{
    questions: PaperQuestion[];
    assessmentInfo: { clock: string; attemptId: number };
  }>(`paper${suffix}`, () =>
    fetch(`${base}/api/student/quiz/${session.id}/assessment/${assessmentId}?_t=${Date.now()}`, {
      headers: auth,
    }),
  );
  if (!paper) return undefined;
  return {
    ...session,
    attemptId: paper.assessmentInfo.attemptId,
    paper: paper.questions,
    clock: paper.assessmentInfo.clock,
    clockAt: performance.now(),
  };
}

/**
 * One student's exam after the start: each question with think time, answered at once when
 * online; while offline (dropMs from a third of the paper, for a dropped student) answers wait with
 * their time proof and go as one batch on return. Acknowledged answers are pushed to `acks`.
 */
export async function takeExam(
  base: string,
  assessmentId: number,
  student: StartedStudent,
  options: {
    calls: CallLog;
    acks: Ack[];
    thinkMs: () => number;
    dropped?: boolean;
    dropMs?: number;
    /** Says when to stop answering (the attempt is left open, as by a student who walked away). */
    stop?: () => boolean;
    /**
     * Resend until acknowledged, as the web runner does: an answer whose call failed (its server
     * died, the database restarted) waits with its time proof and goes again, with the ones after
     * it, through the load balancer to a server that answers; the completion too.
     */
    resend?: boolean;
  },
) {
  const { calls, acks, thinkMs } = options;
  const headers = { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' };
  const quiz = `${base}/api/student/quiz/${student.id}/assessment/${assessmentId}`;
  let clock = student.clock;
  let clockAt = student.clockAt;
  const proofNow = () => ({ clock, sinceClockMs: Math.round(performance.now() - clockAt) });
  let queue: QueuedAnswer[] = [];
  let clientSeq = 0;
  // A dropped student loses the connection after a third of the paper, for dropMs.
  const dropAfter = Math.floor(student.paper.length / 3);
  let offlineUntil = 0;

  const flush = async (kind = 'answers (offline batch)') => {
    if (queue.length === 0) return;
    const batch = queue;
    const send = () =>
      calls.timed<{ saved: Array<{ status: string }>; clock: string }>(kind, () =>
        fetch(`${quiz}/answers`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            attemptId: student.attemptId,
            answers: batch.map(({ optionText: _, givenAt: __, ...answer }) => answer),
          }),
        }),
      );
    const body = options.resend ? await untilAnswered(send) : await send();
    if (!body) return;
    queue = [];
    clock = body.clock;
    clockAt = performance.now();
    body.saved.forEach((item, i) => {
      const sent = batch[i]!;
      if (item.status === 'SAVED')
        acks.push({
          studentId: student.id,
          seqNum: sent.seqNum,
          optionText: sent.optionText,
          at: performance.now(),
          givenAt: sent.givenAt,
        });
    });
  };

  for (const [index, question] of student.paper.entries()) {
    await sleep(thinkMs());
    if (options.stop?.()) return;
    if (options.dropped && index === dropAfter) offlineUntil = performance.now() + (options.dropMs ?? 0);
    const shown = [question.CQ_Option1, question.CQ_Option2, question.CQ_Option3, question.CQ_Option4];
    const answerable = shown.flatMap((text, i) => (text ? [i + 1] : []));
    const answerId = answerable[Math.floor(Math.random() * answerable.length)]!;
    const answer = {
      seqNum: question.AS_SeqNum,
      answerId,
      optionText: shown[answerId - 1]!,
      clientSeq: ++clientSeq,
      ...proofNow(),
      givenAt: performance.now(),
    };
    if (performance.now() < offlineUntil) {
      queue.push(answer);
      continue;
    }
    if (queue.length > 0) {
      queue.push(answer);
      await flush();
      continue;
    }
    const body = await calls.timed<{ clock: string }>('answer', () =>
      fetch(`${quiz}/question/${answer.seqNum}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          answerId,
          clientSeq: answer.clientSeq,
          clock: answer.clock,
          sinceClockMs: answer.sinceClockMs,
        }),
      }),
    );
    if (body) {
      clock = body.clock;
      clockAt = performance.now();
      acks.push({
        studentId: student.id,
        seqNum: answer.seqNum,
        optionText: answer.optionText,
        at: performance.now(),
        givenAt: answer.givenAt,
      });
    } else if (options.resend) {
      queue.push(answer);
      await flush('answers (resent)');
    }
  }
  // Still offline at the end of the paper: wait for the connection, send what waits, then complete.
  const stillOffline = offlineUntil - performance.now();
  if (stillOffline > 0) await sleep(stillOffline);
  await flush();
  const complete = () =>
    calls.timed('complete', () => fetch(`${quiz}/complete`, { method: 'POST', headers, body: '{}' }));
  await (options.resend ? untilAnswered(complete) : complete());
}
