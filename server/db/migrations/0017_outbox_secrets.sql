ALTER TABLE "outbox" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
-- Reset links written before this release sit readable in the Outbox: the placeholder takes their place. A reset
-- mail still queued then goes out without its link; a link lasts an hour, so its owner asks for another.
UPDATE "outbox" SET
  "text_body" = regexp_replace("text_body", 'https?://[^[:space:]"<>]*/admin/reset-password#token=[A-Za-z0-9_-]+', '[reset link]', 'g'),
  "html_body" = regexp_replace("html_body", 'https?://[^[:space:]"<>]*/admin/reset-password#token=[A-Za-z0-9_-]+', '[reset link]', 'g')
WHERE "kind" = 'password_reset';
