CREATE TABLE "analytics_consents" (
	"day" date NOT NULL,
	"choice" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_consents_day_choice_pk" PRIMARY KEY("day","choice")
);
--> statement-breakpoint
CREATE TABLE "analytics_modes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "measurement" text DEFAULT 'server' NOT NULL;--> statement-breakpoint
-- Before this release every browser ran the beacon without being asked ('beacon'); from now the server counts.
INSERT INTO "analytics_modes" ("mode", "since") VALUES ('beacon', '2000-01-01T00:00:00Z'), ('server', now());
