import { doublePrecision, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { subconcepts } from './curriculum';

/**
 * Mastery (issue 30) per student per subconcept, kept current in the statement or transaction that
 * stores an answer (practice, exam, an accepted held answer), so no page ever scans the answers. The
 * rule (an exponentially weighted pair, decay 0.8) is packages/contracts/src/mastery.ts.
 */
export const mastery = pgTable(
  'mastery',
  {
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subconceptId: integer()
      .notNull()
      .references(() => subconcepts.id),
    weightedCorrect: doublePrecision().notNull(),
    weightedTotal: doublePrecision().notNull(),
    /** The raw evidence: how many answers the figure rests on. */
    answerCount: integer().notNull(),
    lastAnsweredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.subconceptId] })],
);
