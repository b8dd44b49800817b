ALTER TABLE "users" ADD COLUMN "announcement_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "unsubscribe_url" text;