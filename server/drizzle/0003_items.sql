CREATE TYPE "public"."item_kind" AS ENUM('courses', 'ebooks', 'articles');--> statement-breakpoint
CREATE TYPE "public"."item_privacy" AS ENUM('PUBLIC', 'UNLISTED', 'PRIVATE');--> statement-breakpoint
CREATE TABLE "course_teachs" (
	"course_id" integer NOT NULL,
	"lecturer_id" integer NOT NULL,
	"share" integer DEFAULT 0 NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_teachs_course_id_lecturer_id_pk" PRIMARY KEY("course_id","lecturer_id")
);
--> statement-breakpoint
CREATE TABLE "fundraising_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"fundraising" integer NOT NULL,
	"schedule_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "professions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "kind" "item_kind" DEFAULT 'courses' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "type" text DEFAULT 'COURSE' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "profession_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "learnings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "requirements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "audiences" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "letter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "privacy" "item_privacy" DEFAULT 'PUBLIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "allow_questions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "allow_feedbacks" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "allow_creations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "original_price" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "fundraising_threshold" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "fundraising_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "presale_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "platform_share" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_teachs" ADD CONSTRAINT "course_teachs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachs" ADD CONSTRAINT "course_teachs_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraising_tickets" ADD CONSTRAINT "fundraising_tickets_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_teachs_lecturer_idx" ON "course_teachs" USING btree ("lecturer_id");--> statement-breakpoint
CREATE INDEX "fundraising_tickets_course_idx" ON "fundraising_tickets" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_kind_created_idx" ON "courses" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_scheduled_idx" ON "courses" USING btree ("status","scheduled_at");--> statement-breakpoint
INSERT INTO "course_teachs" ("course_id", "lecturer_id", "share") SELECT "id", "lecturer_id", 100 FROM "courses";
