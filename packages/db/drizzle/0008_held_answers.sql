ALTER TABLE "answers" ADD COLUMN "held_state" text;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "after_right_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "result_shown_at" timestamp with time zone;--> statement-breakpoint
-- Late answers stored before this rule were scored on arrival: they stand as accepted.
UPDATE "answers" SET "held_state" = 'accepted' WHERE "synced_late";
