import { api } from '@pathshala/contracts';
import { attempts, servings, users } from '@pathshala/db';
import { and, eq, isNull } from 'drizzle-orm';
import { apiCaller } from '../../../test/api-caller';
import type { TestApp } from '../../../test/test-app';

/** A signed-in caller: a token (and, for students, their id). */
export interface Caller {
  id: number;
  token: string;
}

export async function signIn(t: TestApp, username: string, password: string): Promise<Caller> {
  const response = await apiCaller(t)(api.auth.login, { as: null, body: { username, password } });
  if (response.status !== 200) throw new Error(`login ${username} failed: ${response.text}`);
  return { id: response.body.user.id, token: response.body.token };
}

export const signInStudent = (t: TestApp, email: string) => signIn(t, email, 'Student@123');

export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
  return user!.id;
}

/** The serving of an assessment to its (first) cohort. */
export async function servingOf(t: TestApp, assessmentId: number) {
  const [serving] = await t.database.db
    .select()
    .from(servings)
    .where(eq(servings.assessmentId, assessmentId));
  return serving!;
}

export async function currentAttempt(t: TestApp, servingId: number, studentId: number) {
  const [attempt] = await t.database.db
    .select()
    .from(attempts)
    .where(
      and(
        eq(attempts.servingId, servingId),
        eq(attempts.studentId, studentId),
        isNull(attempts.supersededAt),
      ),
    );
  return attempt;
}

/** Starts the student's attempt through the student API (the real path) and returns its id. */
export async function startAttempt(t: TestApp, student: Caller, assessmentId: number): Promise<number> {
  const response = await apiCaller(t)(api.student.startAttempt, {
    as: student,
    params: { studentId: student.id, assessmentId },
  });
  if (response.status !== 200) throw new Error(`start failed: ${response.text}`);
  return response.body.attemptId;
}

/** Reads a server-sent event stream: each event's name and parsed data, as they arrive. */
export class EventReader {
  private buffer = '';
  private readonly events: Array<{ event: string; data: unknown }> = [];
  private waiting: (() => void) | undefined;
  private readonly decoder = new TextDecoder();
  /** Settles when the server ends the stream (or the test aborts it). */
  readonly ended: Promise<void>;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {
    this.ended = this.pump();
  }

  private async pump() {
    try {
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) break;
        this.buffer += this.decoder.decode(value, { stream: true });
        let end = this.buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) this.events.push({ event, data: JSON.parse(data.join('\n')) });
          end = this.buffer.indexOf('\n\n');
        }
        this.waiting?.();
      }
    } catch {
      // aborted by the test
    }
    this.waiting?.();
  }

  /** The next event, waiting up to `timeoutMs`. */
  async next(timeoutMs = 3_000): Promise<{ event: string; data: unknown }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.events.length) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, left);
      });
    }
    return this.events.shift()!;
  }

  pendingCount(): number {
    return this.events.length;
  }
}
