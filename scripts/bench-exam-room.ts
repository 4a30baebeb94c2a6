/** The exam benchmark's teacher: watches the exam room's live stream and times when answers show. */
import { createParser } from 'eventsource-parser';

interface AckLike {
  studentId: number;
  at: number;
}

interface StreamedStudent {
  studentId: number;
  answered: number;
}

export interface RoomWatch {
  /** For each acknowledged answer, ms until the room showed its student with at least that many answers. */
  delaysFor(acks: readonly AckLike[]): number[];
  events(): number;
  bytes(): number;
  close(): void;
}

/**
 * Signs the teacher in and reads the room's server-sent events (snapshot, then changes) as the web
 * page does, recording when each student's answered count was first seen at each value.
 */
export async function watchExamRoom(
  base: string,
  username: string,
  password: string,
  servingId: number,
): Promise<RoomWatch> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`the teacher could not sign in: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const abort = new AbortController();
  const response = await fetch(`${base}/api/exam-rooms/${servingId}/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (!response.ok || !response.body) throw new Error(`the room stream answered ${response.status}`);

  // studentId -> the time (performance.now) each answered count was first seen.
  const seenAt = new Map<number, number[]>();
  let events = 0;
  let bytes = 0;
  const see = (students: StreamedStudent[]) => {
    const now = performance.now();
    for (const student of students) {
      const times = seenAt.get(student.studentId) ?? [];
      for (let count = times.length + 1; count <= student.answered; count++) times[count - 1] = now;
      seenAt.set(student.studentId, times);
    }
  };
  const parser = createParser({
    onEvent(event) {
      events++;
      see((JSON.parse(event.data) as { students: StreamedStudent[] }).students);
    },
  });
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        parser.feed(decoder.decode(chunk, { stream: true }));
      }
    } catch {
      // Closed by close() at the end of the run.
    }
  })();

  return {
    delaysFor(acks) {
      const countSoFar = new Map<number, number>();
      const delays: number[] = [];
      for (const ack of [...acks].sort((a, b) => a.at - b.at)) {
        const count = (countSoFar.get(ack.studentId) ?? 0) + 1;
        countSoFar.set(ack.studentId, count);
        const shown = seenAt.get(ack.studentId)?.[count - 1];
        if (shown !== undefined) delays.push(Math.max(0, shown - ack.at));
      }
      return delays;
    },
    events: () => events,
    bytes: () => bytes,
    close: () => abort.abort(),
  };
}
