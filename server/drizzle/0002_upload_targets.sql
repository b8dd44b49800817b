CREATE TABLE "lecture_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subtitles" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"language" text NOT NULL,
	"upload_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_upload_id" text;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "video_upload_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "lecture_attachments" ADD CONSTRAINT "lecture_attachments_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_attachments" ADD CONSTRAINT "lecture_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtitles" ADD CONSTRAINT "subtitles_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtitles" ADD CONSTRAINT "subtitles_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtitles" ADD CONSTRAINT "subtitles_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_attachments_lecture_idx" ON "lecture_attachments" USING btree ("lecture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_attachments_upload_unique" ON "lecture_attachments" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subtitles_lecture_language_unique" ON "subtitles" USING btree ("lecture_id","language");--> statement-breakpoint
CREATE INDEX "subtitles_course_idx" ON "subtitles" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "subtitles_upload_idx" ON "subtitles" USING btree ("upload_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_video_upload_id_uploads_id_fk" FOREIGN KEY ("video_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_cover_upload_idx" ON "courses" USING btree ("cover_upload_id");--> statement-breakpoint
CREATE INDEX "lectures_video_upload_idx" ON "lectures" USING btree ("video_upload_id");