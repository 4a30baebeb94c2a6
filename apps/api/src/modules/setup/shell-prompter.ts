import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export type Check<T> = (answer: string) => { ok: true; value: T } | { ok: false; problem: string };

export interface Prompter {
  /** Asks until the answer passes `check` (a terminal gets three tries; a pipe one). */
  ask<T>(label: string, check: Check<T>): Promise<T>;
  /** Same, without showing what is typed; a terminal asks twice to catch a typo. */
  askPassword<T>(label: string, check: Check<T>): Promise<T>;
  close(): void;
}

/** A refusal worth one plain line (a bad answer, named by its question, never quoting it). */
export class Refusal extends Error {}

const TRIES_ON_A_TERMINAL = 3;

/**
 * Questions on a terminal, or answers read line by line from a pipe (scripts, tests). Lines are
 * taken from one async iterator, which keeps the ones that arrive before their question is asked.
 */
export function createPrompter(input: NodeJS.ReadStream, output: NodeJS.WriteStream): Prompter {
  const terminal = Boolean(input.isTTY);
  let hidden = false;
  // What readline echoes goes through here, so a password being typed can be left unshown.
  const echo = new Writable({
    write(chunk, encoding, done) {
      if (!hidden) output.write(chunk, encoding);
      done();
    },
  });
  const reader = createInterface({ input, output: echo, terminal });
  reader.on('SIGINT', () => {
    output.write('\n');
    process.exit(130);
  });
  const lines = reader[Symbol.asyncIterator]();

  async function line(question: string, hide: boolean): Promise<string> {
    output.write(question);
    hidden = hide;
    try {
      const next = await lines.next();
      if (next.done) throw new Refusal(`${question.replace(/: $/, '')}: no answer (input ended)`);
      return next.value;
    } finally {
      hidden = false;
      // A terminal echoed the line's end, except for a hidden answer; a pipe echoes nothing.
      if (hide || !terminal) output.write('\n');
    }
  }

  async function ask<T>(label: string, check: Check<T>, hide: boolean): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const answer = await line(`${label}: `, hide);
      const checked = check(answer);
      if (checked.ok) {
        if (hide && terminal && (await line(`Repeat the ${label.toLowerCase()}: `, true)) !== answer) {
          if (attempt >= TRIES_ON_A_TERMINAL) throw new Refusal(`${label}: the two did not match`);
          output.write('  The two did not match. Please try again.\n');
          continue;
        }
        return checked.value;
      }
      if (!terminal || attempt >= TRIES_ON_A_TERMINAL) throw new Refusal(`${label}: ${checked.problem}`);
      output.write(`  ${checked.problem}\n`);
    }
  }

  return {
    ask: (label, check) => ask(label, check, false),
    askPassword: (label, check) => ask(label, check, true),
    close: () => reader.close(),
  };
}
