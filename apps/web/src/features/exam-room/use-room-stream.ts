import { buildPath, examRoomEndpoints, messages, type RoomChanges, RoomSnapshot } from '@pathshala/contracts';
import { createParser } from 'eventsource-parser';
import { useEffect, useState } from 'react';
import { translateServerMessage } from '../../i18n';
import { refreshAccessToken } from '../../lib/api-client';
import { getToken } from '../../lib/storage';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'failed';

export interface RoomView {
  snapshot: RoomSnapshot;
  /** Server clock minus this device's clock (ms), from the last event: time left ticks on the server's time. */
  offsetMs: number;
}

/** The snapshot with a `changes` event applied: changed students replaced in place, room and summary if sent. */
export function applyChanges(snapshot: RoomSnapshot, changes: RoomChanges): RoomSnapshot {
  let students = snapshot.students;
  if (changes.students.length) {
    const byId = new Map(changes.students.map((student) => [student.studentId, student]));
    students = snapshot.students.map((student) => byId.get(student.studentId) ?? student);
    const known = new Set(snapshot.students.map((student) => student.studentId));
    for (const student of changes.students) if (!known.has(student.studentId)) students.push(student);
  }
  return {
    ...snapshot,
    serverTime: changes.serverTime,
    room: changes.room ?? snapshot.room,
    summary: changes.summary ?? snapshot.summary,
    students,
  };
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * The room, live: GET .../stream read with fetch (so it carries the bearer header like every call;
 * EventSource cannot send one), parsed with eventsource-parser. A `snapshot` replaces the view, each
 * `changes` patches it. A dropped stream reconnects (a fresh snapshot each time); a 401 refreshes the
 * token once; a 403/404 is final.
 */
export function useRoomStream(servingId: number) {
  const [view, setView] = useState<RoomView | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let attempt = 0;
    let refreshed = false;

    const open = (token: string | null) =>
      fetch(buildPath(examRoomEndpoints.stream.path, { servingId }), {
        headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });

    async function connect(): Promise<void> {
      let response = await open(getToken());
      if (response.status === 401 && !refreshed) {
        refreshed = true;
        response = await open(await refreshAccessToken());
      }
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw Object.assign(new Error(translateServerMessage(body?.message ?? messages.api.serverError)), {
          final: response.status < 500,
        });
      }
      const parser = createParser({
        onEvent(event) {
          const received = Date.now();
          if (event.event === 'snapshot') {
            const parsed = RoomSnapshot.safeParse(JSON.parse(event.data));
            if (!parsed.success) return;
            attempt = 0;
            setStatus('live');
            setError(null);
            setView({ snapshot: parsed.data, offsetMs: Date.parse(parsed.data.serverTime) - received });
          } else if (event.event === 'changes') {
            const changes = JSON.parse(event.data) as RoomChanges;
            setView((current) =>
              current
                ? {
                    snapshot: applyChanges(current.snapshot, changes),
                    offsetMs: Date.parse(changes.serverTime) - received,
                  }
                : current,
            );
          }
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    }

    async function run() {
      while (!controller.signal.aborted) {
        try {
          await connect();
        } catch (caught) {
          if (controller.signal.aborted) return;
          if ((caught as { final?: boolean }).final) {
            setError((caught as Error).message);
            setStatus('failed');
            return;
          }
        }
        if (controller.signal.aborted) return;
        setStatus('reconnecting');
        await new Promise((resolve) =>
          setTimeout(resolve, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]),
        );
      }
    }
    void run();
    return () => controller.abort();
  }, [servingId]);

  return { view, status, error };
}
