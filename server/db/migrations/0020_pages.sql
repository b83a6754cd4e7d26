CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"path_sv" text NOT NULL,
	"path_en" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"document" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_key_unique" UNIQUE("key"),
	CONSTRAINT "pages_path_sv_unique" UNIQUE("path_sv"),
	CONSTRAINT "pages_path_en_unique" UNIQUE("path_en"),
	CONSTRAINT "pages_status" CHECK ("pages"."status" in ('draft', 'scheduled', 'published')),
	CONSTRAINT "pages_schedule" CHECK (("pages"."status" = 'scheduled') = ("pages"."publish_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "site_parts" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
