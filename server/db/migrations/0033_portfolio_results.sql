ALTER TABLE "portfolio_items" ADD COLUMN "lighthouse_before" integer;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "lighthouse_after" integer;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "load_seconds_before" double precision;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "load_seconds_after" double precision;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "leads_before" integer;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "leads_after" integer;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "example_case" boolean DEFAULT false NOT NULL;