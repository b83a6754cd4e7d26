ALTER TABLE "posts" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_pending" CHECK ("posts"."pending" is null or "posts"."published");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_pending_at" CHECK ("posts"."pending_at" is null or "posts"."pending" is not null);