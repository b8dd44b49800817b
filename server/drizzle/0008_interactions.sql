CREATE TYPE "public"."announcement_status" AS ENUM('WAITING', 'ANSWERED');--> statement-breakpoint
CREATE TYPE "public"."announcement_type" AS ENUM('NOTICE', 'EMAIL');--> statement-breakpoint
CREATE TYPE "public"."thread_type" AS ENUM('comments', 'discussions', 'feedbacks', 'creations');--> statement-breakpoint
CREATE TABLE "announcement_discussions" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecturer_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"type" "announcement_type" DEFAULT 'NOTICE' NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"status" "announcement_status",
	"includes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"excepts" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"begins_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"recipients" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"course_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_course_id_student_id_pk" PRIMARY KEY("course_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_id" integer NOT NULL,
	"upload_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "thread_type" NOT NULL,
	"course_id" integer NOT NULL,
	"lecture_id" integer,
	"author_id" integer NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"score" integer,
	"solved" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"responded_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_discussions" ADD CONSTRAINT "announcement_discussions_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_discussions" ADD CONSTRAINT "announcement_discussions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_files" ADD CONSTRAINT "interaction_files_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_files" ADD CONSTRAINT "interaction_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_replies" ADD CONSTRAINT "interaction_replies_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_replies" ADD CONSTRAINT "interaction_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_discussions_announcement_idx" ON "announcement_discussions" USING btree ("announcement_id","id");--> statement-breakpoint
CREATE INDEX "announcements_lecturer_created_idx" ON "announcements" USING btree ("lecturer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "announcements_confirmed_idx" ON "announcements" USING btree ("lecturer_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "enrollments_student_idx" ON "enrollments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "interaction_files_interaction_idx" ON "interaction_files" USING btree ("interaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interaction_files_upload_unique" ON "interaction_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "interaction_replies_interaction_idx" ON "interaction_replies" USING btree ("interaction_id","id");--> statement-breakpoint
CREATE INDEX "interactions_course_type_created_idx" ON "interactions" USING btree ("course_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "interactions_type_created_idx" ON "interactions" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "interactions_waiting_idx" ON "interactions" USING btree ("course_id","created_at","id") WHERE "interactions"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "interactions_lecture_idx" ON "interactions" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "interactions_author_idx" ON "interactions" USING btree ("author_id");