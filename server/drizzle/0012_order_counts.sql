CREATE TABLE "order_counts" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"has_course" boolean NOT NULL,
	"paid" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_day_status_payment_method_has_course_paid_pk" PRIMARY KEY("day","status","payment_method","has_course","paid")
);
--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_order_no_pattern_idx" ON "orders" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION "order_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_counts" AS c ("day", "status", "payment_method", "has_course", "paid", "n")
    VALUES ((NEW.created_at AT TIME ZONE 'UTC' + interval '8 hours')::date, NEW.status,
      NEW.payment_method, NEW.has_course, NEW.paid_at IS NOT NULL, 1)
    ON CONFLICT ("day", "status", "payment_method", "has_course", "paid")
    DO UPDATE SET "n" = c."n" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_count" AFTER INSERT OR DELETE OR UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
INSERT INTO "order_counts" ("day", "status", "payment_method", "has_course", "paid", "n")
  SELECT (created_at AT TIME ZONE 'UTC' + interval '8 hours')::date, status, payment_method,
    has_course, paid_at IS NOT NULL, count(*)::int
  FROM "orders" GROUP BY 1, 2, 3, 4, 5;
