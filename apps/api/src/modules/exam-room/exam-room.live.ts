import type { RoomChanges, RoomSnapshot } from '@pathshala/contracts';
import { studentFingerprint } from './exam-room.presenter';

/** One open stream: what it is sent, and how to end it. */
export interface Watcher {
  send(event: 'changes', data: RoomChanges): void;
  close(): void;
}

/** Loads a room's state now; undefined when the room is gone. */
export type LoadRoom = (servingId: number) => Promise<RoomSnapshot | undefined>;

interface WatchedRoom {
  watchers: Set<Watcher>;
  timer: NodeJS.Timeout | undefined;
  /** What was last read, to send only what changed. */
  students: Map<number, string>;
  room: string;
  summary: string;
}

/**
 * The rooms someone is watching. One poller per watched room, however many watch it: every
 * `intervalMs` it reads the room once (one statement for all its students, plus presence from
 * memory) and sends each watcher only the students whose row changed. Nobody watching: no reading.
 * A poll starts only after the previous one ended, so a slow database is never asked twice at once.
 */
export class RoomLive {
  private readonly rooms = new Map<number, WatchedRoom>();
  private closed = false;

  constructor(
    private readonly load: LoadRoom,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 1_000,
  ) {}

  /** Starts sending `changes` to the watcher after `initial` (the snapshot it was sent); returns the stop. */
  watch(servingId: number, watcher: Watcher, initial: RoomSnapshot): () => void {
    if (this.closed) {
      watcher.close();
      return () => {};
    }
    let watched = this.rooms.get(servingId);
    if (!watched) {
      watched = { watchers: new Set(), timer: undefined, students: new Map(), room: '', summary: '' };
      this.remember(watched, initial);
      this.rooms.set(servingId, watched);
      this.schedule(servingId, watched);
    }
    watched.watchers.add(watcher);
    return () => this.unwatch(servingId, watcher);
  }

  /** How many streams watch a room now (tests, and the health of the page). */
  watching(servingId: number): number {
    return this.rooms.get(servingId)?.watchers.size ?? 0;
  }

  /** Ends every stream and stops every poll (the app is closing). */
  closeAll(): void {
    this.closed = true;
    for (const [servingId, watched] of this.rooms) {
      clearTimeout(watched.timer);
      for (const watcher of [...watched.watchers]) watcher.close();
      this.rooms.delete(servingId);
    }
  }

  private unwatch(servingId: number, watcher: Watcher): void {
    const watched = this.rooms.get(servingId);
    if (!watched) return;
    watched.watchers.delete(watcher);
    if (watched.watchers.size === 0) {
      clearTimeout(watched.timer);
      this.rooms.delete(servingId);
    }
  }

  private schedule(servingId: number, watched: WatchedRoom): void {
    watched.timer = setTimeout(() => {
      this.poll(servingId, watched).finally(() => {
        if (this.rooms.get(servingId) === watched) this.schedule(servingId, watched);
      });
    }, this.intervalMs);
    watched.timer.unref();
  }

  private async poll(servingId: number, watched: WatchedRoom): Promise<void> {
    let snapshot: RoomSnapshot | undefined;
    try {
      snapshot = await this.load(servingId);
    } catch (error) {
      this.onError(error);
      return;
    }
    if (this.rooms.get(servingId) !== watched) return;
    if (!snapshot) {
      for (const watcher of [...watched.watchers]) watcher.close();
      return;
    }
    const changes = this.remember(watched, snapshot);
    if (!changes) return;
    for (const watcher of watched.watchers) watcher.send('changes', changes);
  }

  /** Stores the snapshot as the last read; returns what changed since the previous one, if anything. */
  private remember(watched: WatchedRoom, snapshot: RoomSnapshot): RoomChanges | undefined {
    const students = [];
    const seen = new Set<number>();
    for (const student of snapshot.students) {
      seen.add(student.studentId);
      const print = studentFingerprint(student);
      if (watched.students.get(student.studentId) !== print) {
        watched.students.set(student.studentId, print);
        students.push(student);
      }
    }
    for (const id of watched.students.keys()) if (!seen.has(id)) watched.students.delete(id);
    const room = JSON.stringify(snapshot.room);
    const summary = JSON.stringify(snapshot.summary);
    const roomChanged = room !== watched.room;
    const summaryChanged = summary !== watched.summary;
    watched.room = room;
    watched.summary = summary;
    if (!students.length && !roomChanged && !summaryChanged) return undefined;
    return {
      serverTime: snapshot.serverTime,
      ...(roomChanged ? { room: snapshot.room } : {}),
      ...(summaryChanged ? { summary: snapshot.summary } : {}),
      students,
    };
  }
}
