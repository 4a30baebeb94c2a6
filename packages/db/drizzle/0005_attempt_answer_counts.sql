ALTER TABLE "attempts" ADD COLUMN "answer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "late_answer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Attempts made before the counts were kept: count their answers once.
UPDATE "attempts" SET "answer_count" = c."answers", "late_answer_count" = c."late"
FROM (SELECT "attempt_id", count(*)::int AS "answers", (count(*) FILTER (WHERE "synced_late"))::int AS "late"
      FROM "answers" GROUP BY "attempt_id") c
WHERE "attempts"."id" = c."attempt_id";
