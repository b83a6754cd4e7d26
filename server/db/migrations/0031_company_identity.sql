ALTER TABLE "settings" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "company_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "org_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An address typed on one line as "street, 111 51 City" is split into its parts; any other is left as it was.
UPDATE "settings" SET
  "postal_code" = regexp_replace(substring("address" from ', (\d{3} ?\d{2}) [^,]+$'), '^(\d{3}) ?(\d{2})$', '\1 \2'),
  "city" = substring("address" from ', \d{3} ?\d{2} ([^,]+)$'),
  "address" = substring("address" from '^(.+), \d{3} ?\d{2} [^,]+$')
WHERE "address" ~ '^.+, \d{3} ?\d{2} [^,]+$';
