ALTER TABLE "posts" ADD COLUMN "body_doc_sv" jsonb DEFAULT '{"type":"doc","content":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "body_doc_en" jsonb DEFAULT '{"type":"doc","content":[]}'::jsonb NOT NULL;--> statement-breakpoint
CREATE FUNCTION post_body_text(body jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(regexp_replace(string_agg(value #>> '{}', ' '), '\s+', ' ', 'g'), '') FROM jsonb_path_query(body, 'strict $.**.text', '{}', true) AS value $$;--> statement-breakpoint
ALTER TABLE "posts" drop column "search_sv";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_sv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('swedish', "posts"."title_sv"), 'A') || setweight(to_tsvector('swedish', "posts"."excerpt_sv" || ' ' || "posts"."category_sv"), 'B') || setweight(to_tsvector('swedish', post_body_text("posts"."body_doc_sv")), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "posts" drop column "search_en";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "posts"."title_en"), 'A') || setweight(to_tsvector('english', "posts"."excerpt_en" || ' ' || "posts"."category_en"), 'B') || setweight(to_tsvector('english', post_body_text("posts"."body_doc_en")), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_sv" ON "posts" USING gin ("search_sv");--> statement-breakpoint
CREATE INDEX "posts_search_en" ON "posts" USING gin ("search_en");
