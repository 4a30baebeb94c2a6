CREATE TABLE "question_category_places" (
	"owner_id" integer NOT NULL,
	"category" text NOT NULL,
	"subconcept_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_category_places_owner_id_category_pk" PRIMARY KEY("owner_id","category")
);
--> statement-breakpoint
ALTER TABLE "question_category_places" ADD CONSTRAINT "question_category_places_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_places" ADD CONSTRAINT "question_category_places_subconcept_id_subconcepts_id_fk" FOREIGN KEY ("subconcept_id") REFERENCES "public"."subconcepts"("id") ON DELETE cascade ON UPDATE no action;