CREATE TABLE "interaction_waiting" (
	"course_id" integer NOT NULL,
	"type" "thread_type" NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "interaction_waiting_course_id_type_pk" PRIMARY KEY("course_id","type")
);
--> statement-breakpoint
ALTER TABLE "interaction_waiting" ADD CONSTRAINT "interaction_waiting_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "interaction_waiting_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.course_id = NEW.course_id AND OLD.type = NEW.type
    AND (OLD.handled_at IS NULL) = (NEW.handled_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.handled_at IS NULL THEN
    UPDATE "interaction_waiting" SET "n" = "n" - 1
    WHERE "course_id" = OLD.course_id AND "type" = OLD.type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.handled_at IS NULL THEN
    INSERT INTO "interaction_waiting" AS w ("course_id", "type", "n")
    VALUES (NEW.course_id, NEW.type, 1)
    ON CONFLICT ("course_id", "type") DO UPDATE SET "n" = w."n" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "interaction_waiting_track" AFTER INSERT OR UPDATE OR DELETE ON "interactions"
  FOR EACH ROW EXECUTE FUNCTION "interaction_waiting_track"();
--> statement-breakpoint
INSERT INTO "interaction_waiting" ("course_id", "type", "n")
  SELECT course_id, type, count(*)::int FROM "interactions"
  WHERE handled_at IS NULL GROUP BY 1, 2;
