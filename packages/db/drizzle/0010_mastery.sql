CREATE TABLE "mastery" (
	"student_id" integer NOT NULL,
	"subconcept_id" integer NOT NULL,
	"weighted_correct" double precision NOT NULL,
	"weighted_total" double precision NOT NULL,
	"answer_count" integer NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mastery_student_id_subconcept_id_pk" PRIMARY KEY("student_id","subconcept_id")
);
--> statement-breakpoint
ALTER TABLE "mastery" ADD CONSTRAINT "mastery_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastery" ADD CONSTRAINT "mastery_subconcept_id_subconcepts_id_fk" FOREIGN KEY ("subconcept_id") REFERENCES "public"."subconcepts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill (issue 30): every answer that counts, in the order answered, as rebuildMastery() does
-- (packages/db/src/mastery-rebuild.ts; decay 0.8, packages/contracts/src/mastery.ts).
INSERT INTO "mastery" ("student_id", "subconcept_id", "weighted_correct", "weighted_total", "answer_count", "last_answered_at")
SELECT student_id, subconcept_id,
  sum(CASE WHEN correct THEN power(0.8::float8, newer) ELSE 0 END),
  sum(power(0.8::float8, newer)), count(*)::int, max(at)
FROM (
  SELECT c.student_id, q.subconcept_id, c.correct, c.at,
    row_number() OVER (PARTITION BY c.student_id, q.subconcept_id
      ORDER BY c.at DESC, c.k1 DESC, c.k2 DESC) - 1 AS newer
  FROM (
    SELECT t.student_id, a.question_id, a.is_correct AS correct, a.answered_at AS at,
      a.attempt_id AS k1, a.seq_num::bigint AS k2
    FROM "answers" a JOIN "attempts" t ON t.id = a.attempt_id
    WHERE a.held_state IS NULL OR a.held_state = 'accepted'
    UNION ALL
    SELECT p.student_id, (e.item->>'questionId')::int,
      (e.item->>'selectedAnswer')::int = (e.item->>'correctAnswer')::int, p.created_at, p.id, e.n
    FROM "practice_results" p, jsonb_array_elements(p.details) WITH ORDINALITY AS e(item, n)
  ) c
  JOIN "questions" q ON q.id = c.question_id
) ranked
GROUP BY student_id, subconcept_id;
