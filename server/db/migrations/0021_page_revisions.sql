ALTER TABLE "post_revisions" ALTER COLUMN "post_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "page_id" integer;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_page" ON "post_revisions" USING btree ("page_id","id");--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_subject" CHECK (num_nonnulls("post_revisions"."post_id", "post_revisions"."page_id") = 1);