ALTER TABLE "leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_follow_up" ON "leads" USING btree ("follow_up_on") WHERE "leads"."follow_up_on" is not null;