CREATE TABLE "order_totals" (
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"has_course" boolean NOT NULL,
	"paid" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_totals_status_payment_method_has_course_paid_pk" PRIMARY KEY("status","payment_method","has_course","paid")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.created_at = NEW.created_at AND OLD.status = NEW.status
    AND OLD.payment_method = NEW.payment_method AND OLD.has_course = NEW.has_course
    AND (OLD.paid_at IS NULL) = (NEW.paid_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_counts" SET "n" = "n" - 1
    WHERE "day" = (OLD.created_at AT TIME ZONE 'UTC' + interval '8 hours')::date
      AND "status" = OLD.status AND "payment_method" = OLD.payment_method
      AND "has_course" = OLD.has_course AND "paid" = (OLD.paid_at IS NOT NULL);
    UPDATE "order_totals" SET "n" = "n" - 1
    WHERE "status" = OLD.status AND "payment_method" = OLD.payment_method
      AND "has_course" = OLD.has_course AND "paid" = (OLD.paid_at IS NOT NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_counts" AS c ("day", "status", "payment_method", "has_course", "paid", "n")
    VALUES ((NEW.created_at AT TIME ZONE 'UTC' + interval '8 hours')::date, NEW.status,
      NEW.payment_method, NEW.has_course, NEW.paid_at IS NOT NULL, 1)
    ON CONFLICT ("day", "status", "payment_method", "has_course", "paid")
    DO UPDATE SET "n" = c."n" + 1;
    INSERT INTO "order_totals" AS t ("status", "payment_method", "has_course", "paid", "n")
    VALUES (NEW.status, NEW.payment_method, NEW.has_course, NEW.paid_at IS NOT NULL, 1)
    ON CONFLICT ("status", "payment_method", "has_course", "paid")
    DO UPDATE SET "n" = t."n" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "order_totals" ("status", "payment_method", "has_course", "paid", "n")
  SELECT status, payment_method, has_course, paid_at IS NOT NULL, count(*)::int
  FROM "orders" GROUP BY 1, 2, 3, 4;
