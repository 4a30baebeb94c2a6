-- A person's older RUNNING imports (left by a server that stopped) give way to her newest.
UPDATE "question_imports" SET "status" = 'FAILED', "finished_at" = now()
WHERE "status" = 'RUNNING' AND "id" NOT IN (SELECT max("id") FROM "question_imports" WHERE "status" = 'RUNNING' GROUP BY "owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_imports_one_running" ON "question_imports" USING btree ("owner_id") WHERE status = 'RUNNING';
