ALTER TABLE "inbox_messages" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "vehicle_inquiries" ADD COLUMN "quote" jsonb;--> statement-breakpoint
-- Replies before this migration were sent at once.
UPDATE "inbox_messages" SET "delivery" = 'sent' WHERE "type" = 'reply';
