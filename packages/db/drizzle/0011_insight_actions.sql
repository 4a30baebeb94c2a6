CREATE TABLE "practice_assignment_students" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"mastery_before" double precision,
	"evidence_before" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_assignment_students_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "practice_assignment_subconcepts" (
	"assignment_id" integer NOT NULL,
	"subconcept_id" integer NOT NULL,
	CONSTRAINT "practice_assignment_subconcepts_assignment_id_subconcept_id_pk" PRIMARY KEY("assignment_id","subconcept_id")
);
--> statement-breakpoint
CREATE TABLE "practice_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"teacher_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_regrades" (
	"assessment_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"kind" text NOT NULL,
	"correct_option" smallint,
	"teacher_id" integer,
	"regraded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_regrades_assessment_id_question_id_pk" PRIMARY KEY("assessment_id","question_id"),
	CONSTRAINT "question_regrades_key_check" CHECK (("question_regrades"."kind" = 'KEY') = ("question_regrades"."correct_option" is not null) and coalesce("question_regrades"."correct_option", 1) between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "practice_assignment_students" ADD CONSTRAINT "practice_assignment_students_assignment_id_practice_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."practice_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignment_students" ADD CONSTRAINT "practice_assignment_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignment_subconcepts" ADD CONSTRAINT "practice_assignment_subconcepts_assignment_id_practice_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."practice_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignment_subconcepts" ADD CONSTRAINT "practice_assignment_subconcepts_subconcept_id_subconcepts_id_fk" FOREIGN KEY ("subconcept_id") REFERENCES "public"."subconcepts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_regrades" ADD CONSTRAINT "question_regrades_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_regrades" ADD CONSTRAINT "question_regrades_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_regrades" ADD CONSTRAINT "question_regrades_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_assignment_students_student_idx" ON "practice_assignment_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "practice_assignments_cohort_idx" ON "practice_assignments" USING btree ("cohort_id");