CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("price","id");