CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_real_name_trgm_idx" ON "users" USING gin ("real_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_subtitle_trgm_idx" ON "courses" USING gin ("subtitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interactions_body_trgm_idx" ON "interactions" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interactions_title_trgm_idx" ON "interactions" USING gin ("title" gin_trgm_ops);