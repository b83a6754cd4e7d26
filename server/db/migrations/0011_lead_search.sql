-- The leads search uses a trigram index (pg_trgm: a contrib extension, trusted since PostgreSQL 13, so a database owner may create it; PGlite loads it in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search" text GENERATED ALWAYS AS (lower("leads"."name" || ' ' || "leads"."email" || ' ' || "leads"."message")) STORED;--> statement-breakpoint
CREATE INDEX "leads_name_sort" ON "leads" USING btree (lower("name"),"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_search_trgm" ON "leads" USING gin ("search" gin_trgm_ops);