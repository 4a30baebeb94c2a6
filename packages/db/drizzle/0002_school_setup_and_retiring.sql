CREATE TABLE "school" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"set_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "training_partners_name_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bulk_upload_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohort_teachers" ADD COLUMN "added_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "concepts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "curricula" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subconcepts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_partners" ADD COLUMN "registration_status" text DEFAULT 'A' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_bulk_upload_idx" ON "users" USING btree ("bulk_upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_center_name_unique" ON "cohorts" USING btree ("training_center_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "concepts_name_unique" ON "concepts" USING btree ("course_id",lower("name")) WHERE "concepts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_sha256_idx" ON "content_items" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_name_unique" ON "courses" USING btree ("curriculum_id",lower("name")) WHERE "courses"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "curricula_name_unique" ON "curricula" USING btree (lower("name")) WHERE "curricula"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subconcepts_name_unique" ON "subconcepts" USING btree ("concept_id",lower("name")) WHERE "subconcepts"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "training_centers_partner_name_unique" ON "training_centers" USING btree ("training_partner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "training_partners_name_unique" ON "training_partners" USING btree (lower("name"));