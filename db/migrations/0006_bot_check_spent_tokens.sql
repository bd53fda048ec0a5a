CREATE TABLE "spent_bot_check_tokens" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_bot_check_tokens_expires_at_index" ON "spent_bot_check_tokens" USING btree ("expires_at");