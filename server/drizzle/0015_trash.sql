CREATE TABLE "trash_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"title" text NOT NULL,
	"owner_id" integer,
	"area" text NOT NULL,
	"item_id" integer,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rows" jsonb NOT NULL,
	"links" jsonb NOT NULL,
	"uploads" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lecture_attachments" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_entries_owner_idx" ON "trash_entries" USING btree ("owner_id","deleted_at");--> statement-breakpoint
CREATE INDEX "trash_entries_area_idx" ON "trash_entries" USING btree ("area","deleted_at");--> statement-breakpoint
CREATE INDEX "trash_entries_expires_idx" ON "trash_entries" USING btree ("expires_at");