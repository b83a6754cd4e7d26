CREATE TABLE "social_cards" (
	"path" text PRIMARY KEY NOT NULL,
	"page_path" text NOT NULL,
	"type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "social_media_id" integer;--> statement-breakpoint
CREATE INDEX "social_cards_page" ON "social_cards" USING btree ("page_path");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_social_media_id_media_id_fk" FOREIGN KEY ("social_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;