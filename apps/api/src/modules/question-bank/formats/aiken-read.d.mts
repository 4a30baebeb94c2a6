export type AikenRecord =
  | {
      kind: 'question';
      stem: string[];
      options: Array<{ letter: string; text: string }>;
      /** The ANSWER line's letter (upper case, possibly empty); null when the question ended without one. */
      answer: string | null;
    }
  | { kind: 'stray' };

export function readAiken(source: string): AikenRecord[];
