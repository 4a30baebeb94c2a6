CREATE TABLE "assessment_pool_questions" (
	"pool_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "assessment_pool_questions_pool_id_question_id_pk" PRIMARY KEY("pool_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subconcept_id" integer,
	"question_count" integer NOT NULL,
	"marks_per_question" real NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_room_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"serving_id" integer NOT NULL,
	"kind" text NOT NULL,
	"student_id" integer,
	"attempt_id" integer,
	"seconds" integer,
	"reason" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_accommodations" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"note" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "feedback_mode" text DEFAULT 'IMMEDIATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "wrong_marks" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "skipped_marks" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "allow_negative_total" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "answers" SET "received_at" = "answered_at";--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "client_seq" integer;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "synced_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "seed" integer DEFAULT floor(random() * 2147483647)::int NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "accommodation_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "granted_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "extra_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_pool_questions" ADD CONSTRAINT "assessment_pool_questions_pool_id_assessment_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."assessment_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_pool_questions" ADD CONSTRAINT "assessment_pool_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_pools" ADD CONSTRAINT "assessment_pools_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_pools" ADD CONSTRAINT "assessment_pools_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_pools" ADD CONSTRAINT "assessment_pools_subconcept_id_subconcepts_id_fk" FOREIGN KEY ("subconcept_id") REFERENCES "public"."subconcepts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_room_events" ADD CONSTRAINT "exam_room_events_serving_id_servings_id_fk" FOREIGN KEY ("serving_id") REFERENCES "public"."servings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_room_events" ADD CONSTRAINT "exam_room_events_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_room_events" ADD CONSTRAINT "exam_room_events_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_room_events" ADD CONSTRAINT "exam_room_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_accommodations" ADD CONSTRAINT "student_accommodations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_accommodations" ADD CONSTRAINT "student_accommodations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_pool_questions_question_idx" ON "assessment_pool_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "assessment_pools_assessment_idx" ON "assessment_pools" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "exam_room_events_serving_idx" ON "exam_room_events" USING btree ("serving_id","at");--> statement-breakpoint
CREATE INDEX "attempts_receipt_idx" ON "attempts" USING btree ("receipt") WHERE "attempts"."receipt" is not null;