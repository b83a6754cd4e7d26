CREATE TABLE "nightly_backups" (
	"day" date PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"name" text,
	"bytes" bigint,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "backup_hour" integer DEFAULT 3;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "backup_keep_days" integer DEFAULT 14 NOT NULL;