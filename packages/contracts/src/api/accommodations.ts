import { z } from 'zod';

/**
 * Extra time that lives on a student (issue 14): a percentage or minutes with a note, set by an admin
 * or a teacher of their cohort, audited, applied to every timed assessment they take.
 */
export const accommodationEndpoints = {} as const;
