-- Extra time per student per scope (issue 27): the school-wide row (teacher_id null) and one row per teacher.
ALTER TABLE "student_accommodations" DROP CONSTRAINT "student_accommodations_pkey";--> statement-breakpoint
ALTER TABLE "student_accommodations" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "student_accommodations" ADD COLUMN "teacher_id" integer;--> statement-breakpoint
-- A row whose setter was a teacher becomes that teacher's; one set by an admin, or by nobody known, stays school-wide.
UPDATE "student_accommodations" SET "teacher_id" = "updated_by"
  WHERE "updated_by" IN (SELECT "id" FROM "users" WHERE "type" = 'teacher');--> statement-breakpoint
ALTER TABLE "student_accommodations" ADD CONSTRAINT "student_accommodations_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_accommodations" ADD CONSTRAINT "student_accommodations_scope_key" UNIQUE NULLS NOT DISTINCT("student_id","teacher_id");
