import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Clock marks: every response of an attempt carries the server's time, bound to the attempt and
 * signed with a key derived from the server's secret. An answer given offline names the latest mark
 * its device received and how long its own monotonic clock counted since, so its time is measured on
 * the server's clock; no device wall-clock is trusted. Format: `<ms base36>.<attempt id>.<tag>`.
 */
export class ClockMarks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('pathshala:exam-clock-mark').digest();
  }

  private tag(ms: number, attemptId: number): string {
    return createHmac('sha256', this.key).update(`${ms}|${attemptId}`).digest('base64url').slice(0, 22);
  }

  issue(attemptId: number, at: Date): string {
    const ms = at.getTime();
    return `${ms.toString(36)}.${attemptId}.${this.tag(ms, attemptId)}`;
  }

  /** The server time (ms) of a genuine mark of this attempt; undefined for a forged or foreign one. */
  verify(mark: string, attemptId: number): number | undefined {
    const parts = mark.split('.');
    if (parts.length !== 3) return undefined;
    const [msText, idText, tag] = parts as [string, string, string];
    if (!/^[0-9a-z]{1,12}$/.test(msText) || idText !== String(attemptId)) return undefined;
    const ms = Number.parseInt(msText, 36);
    const expected = Buffer.from(this.tag(ms, attemptId));
    const given = Buffer.from(tag);
    return given.length === expected.length && timingSafeEqual(given, expected) ? ms : undefined;
  }
}
