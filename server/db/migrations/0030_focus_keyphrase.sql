ALTER TABLE "posts" ADD COLUMN "focus_keyphrase_sv" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "focus_keyphrase_en" text DEFAULT '' NOT NULL;