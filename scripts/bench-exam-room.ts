/** The exam benchmark's teacher: watches the exam room's live stream and times when answers show. */

interface AckLike {
  studentId: number;
  at: number;
}

export interface RoomWatch {
  /** For each acknowledged answer, ms until the room showed the student with at least that many answers. */
  delaysFor(acks: readonly AckLike[]): number[];
  events(): number;
  bytes(): number;
  close(): void;
}

export async function watchExamRoom(
  _base: string,
  _username: string,
  _password: string,
  _servingId: number,
): Promise<RoomWatch> {
  throw new Error('the exam room stream is not built yet');
}
