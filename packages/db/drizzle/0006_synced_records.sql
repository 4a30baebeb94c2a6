CREATE TABLE "synced_records" (
	"student_id" integer NOT NULL,
	"sync_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "synced_records_student_id_sync_id_pk" PRIMARY KEY("student_id","sync_id")
);
--> statement-breakpoint
ALTER TABLE "synced_records" ADD CONSTRAINT "synced_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "synced_records_created_idx" ON "synced_records" USING btree ("created_at");