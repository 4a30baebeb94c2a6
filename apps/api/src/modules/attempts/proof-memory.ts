import type { AnswerItem, StoredAnswer } from './answer-batch';
import type { AttemptKey, AttemptWithAnswers, KeptAnswerRow } from './attempts.repository';
import { addStored, type StoredProofs, storedProofsOf } from './time-proof';

/** What checking a time proof needs of an attempt, and its deadline as last read. */
export interface ProofMemory extends StoredProofs {
  /** A deadline only moves later (extra time, a resume): one read earlier is a stricter one. */
  deadline: Date;
}

type Stored = KeptAnswerRow & { attemptId: number };

const keyOf = (key: AttemptKey) => `${key.assessmentId}:${key.studentId}`;

/**
 * The stored proofs of the attempts whose answers were read, kept up to date by every answer stored
 * since, so the runner's answers in time are checked without reading them again. Filled only by a
 * read of the answers; an answer stored while that read ran is added to what it read (adding twice
 * changes nothing), so none is missed whichever came first. Bounded: the oldest go first, and their
 * attempts are read again when next needed.
 */
export class ProofMemories {
  private readonly byAttempt = new Map<number, ProofMemory>();
  /** The answers stored while a read of a student's attempt runs, per read in progress. */
  private readonly reads = new Map<string, Set<Stored[]>>();

  constructor(private readonly limit = 20_000) {}

  /** The attempt's memory, or undefined when its answers were not read (or it was forgotten). */
  get(attemptId: number): ProofMemory | undefined {
    return this.byAttempt.get(attemptId);
  }

  /** Runs a read of an attempt with its answers, and remembers them with those stored meanwhile. */
  async read(
    key: AttemptKey,
    run: () => Promise<AttemptWithAnswers | undefined>,
  ): Promise<AttemptWithAnswers | undefined> {
    const name = keyOf(key);
    const meanwhile: Stored[] = [];
    const reads = this.reads.get(name) ?? new Set();
    this.reads.set(name, reads);
    reads.add(meanwhile);
    let found: AttemptWithAnswers | undefined;
    try {
      found = await run();
    } finally {
      reads.delete(meanwhile);
      if (reads.size === 0 && this.reads.get(name) === reads) this.reads.delete(name);
    }
    if (found) {
      const { attempt } = found;
      const memory: ProofMemory = { ...storedProofsOf(found.kept), deadline: attempt.deadline };
      for (const answer of meanwhile) if (answer.attemptId === attempt.id) addStored(memory, answer);
      const before = this.byAttempt.get(attempt.id);
      if (before && before.deadline > memory.deadline) memory.deadline = before.deadline;
      this.byAttempt.delete(attempt.id);
      this.byAttempt.set(attempt.id, memory);
      if (this.byAttempt.size > this.limit) {
        const oldest = this.byAttempt.keys().next().value;
        if (oldest !== undefined) this.byAttempt.delete(oldest);
      }
    }
    return found;
  }

  /** An attempt read without its answers: only its deadline is news. */
  seen(attempt: { id: number; deadline: Date }): void {
    const memory = this.byAttempt.get(attempt.id);
    if (memory && attempt.deadline > memory.deadline) memory.deadline = attempt.deadline;
  }

  /** After a statement: an answer it stored is added; one kept before must already be known. */
  stored(item: AnswerItem, result: StoredAnswer): void {
    const memory = this.byAttempt.get(item.attemptId);
    if (!result.fresh) {
      // Held before, yet not remembered (stored where this memory cannot see, or by a statement
      // still finishing): forget rather than guess; the next batch reads the answers again.
      if (
        memory &&
        result.selectedOption !== null &&
        memory.kept.get(item.position) !== result.selectedOption
      )
        this.byAttempt.delete(item.attemptId);
      return;
    }
    const answer: Stored = {
      attemptId: item.attemptId,
      position: item.position,
      selectedOption: item.selectedOption,
      clientSeq: item.clientSeq,
      answeredAt: item.answeredAt,
    };
    if (memory) addStored(memory, answer);
    for (const meanwhile of this.reads.get(keyOf(item)) ?? []) meanwhile.push(answer);
  }
}
