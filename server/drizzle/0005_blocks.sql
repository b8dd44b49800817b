ALTER TABLE "courses" ADD COLUMN "blocks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "blocks" jsonb DEFAULT '[]'::jsonb NOT NULL;