CREATE TABLE "question_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_images_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "question_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"done_items" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"existing_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "use" text DEFAULT 'BOTH' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "option1_image_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "option2_image_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "option3_image_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "option4_image_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "previous_version_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "question_images" ADD CONSTRAINT "question_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_imports" ADD CONSTRAINT "question_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_id_question_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."question_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_option1_image_id_question_images_id_fk" FOREIGN KEY ("option1_image_id") REFERENCES "public"."question_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_option2_image_id_question_images_id_fk" FOREIGN KEY ("option2_image_id") REFERENCES "public"."question_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_option3_image_id_question_images_id_fk" FOREIGN KEY ("option3_image_id") REFERENCES "public"."question_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_option4_image_id_question_images_id_fk" FOREIGN KEY ("option4_image_id") REFERENCES "public"."question_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_fingerprint_idx" ON "questions" USING btree ("subconcept_id","fingerprint");--> statement-breakpoint
CREATE INDEX "questions_author_idx" ON "questions" USING btree ("author_id");