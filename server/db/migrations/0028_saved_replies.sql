CREATE TABLE "saved_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject_sv" text DEFAULT '' NOT NULL,
	"subject_en" text DEFAULT '' NOT NULL,
	"body_sv" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_replies_name" ON "saved_replies" USING btree (lower("name"));