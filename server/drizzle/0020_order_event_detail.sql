ALTER TABLE "order_events" ADD COLUMN "detail" text;--> statement-breakpoint
-- The number of the invoice an order has now is the number of its latest issue (an invoice
-- re-issued before this column existed keeps no number for its earlier issues).
UPDATE "order_events" AS e SET "detail" = o."invoice_number"
FROM "orders" AS o
WHERE e."order_id" = o."id" AND e."type" = 'INVOICE_ISSUED' AND o."invoice_number" IS NOT NULL
  AND e."id" = (
    SELECT max(l."id") FROM "order_events" AS l
    WHERE l."order_id" = o."id" AND l."type" = 'INVOICE_ISSUED'
  );
