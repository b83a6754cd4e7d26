ALTER TABLE "pages" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_pending" CHECK ("pages"."pending" is null or "pages"."status" = 'published');--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_pending_at" CHECK ("pages"."pending_at" is null or "pages"."pending" is not null);