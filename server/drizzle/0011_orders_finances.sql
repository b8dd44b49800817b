CREATE TYPE "public"."apply_status" AS ENUM('PENDING', 'REMITTED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."income_kind" AS ENUM('SALE', 'REFUND');--> statement-breakpoint
CREATE TYPE "public"."invoice_type" AS ENUM('PERSONAL', 'COMPANY');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('UNPAID', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('CREDIT_CARD', 'ATM', 'CVS', 'LINE_PAY', 'APPLE_PAY');--> statement-breakpoint
CREATE TABLE "applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecturer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" "apply_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reject_reason" text,
	"rejected_by" integer,
	"rejected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "income_kind" NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"event_id" integer,
	"course_id" integer,
	"item_title" text NOT NULL,
	"item_kind" text NOT NULL,
	"lecturer_id" integer,
	"share" integer NOT NULL,
	"gross" integer NOT NULL,
	"platform_fee" integer NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"apply_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"amount" integer,
	"reason" text,
	"line_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"course_id" integer,
	"package_id" integer,
	"title" text NOT NULL,
	"lecturer_id" integer NOT NULL,
	"list_price" integer NOT NULL,
	"discount_id" integer,
	"discount_title" text,
	"discount_rate" integer,
	"discount_off" integer DEFAULT 0 NOT NULL,
	"coupon_off" integer DEFAULT 0 NOT NULL,
	"pays" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"list_total" integer NOT NULL,
	"total" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"coupon_title" text,
	"coupon_off" integer DEFAULT 0 NOT NULL,
	"has_course" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"invoice_type" "invoice_type" DEFAULT 'PERSONAL' NOT NULL,
	"carrier_type" text,
	"carrier_number" text DEFAULT '' NOT NULL,
	"company_title" text DEFAULT '' NOT NULL,
	"company_tax_id" text DEFAULT '' NOT NULL,
	"invoice_number" text,
	"invoice_issued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecturer_id" integer NOT NULL,
	"financial_code" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"lecturer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"financial_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"remitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remitted_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_event_id_order_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_remitted_by_users_id_fk" FOREIGN KEY ("remitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applies_status_created_idx" ON "applies" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "applies_lecturer_idx" ON "applies" USING btree ("lecturer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applies_one_pending_idx" ON "applies" USING btree ("lecturer_id") WHERE "applies"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "incomes_lecturer_at_idx" ON "incomes" USING btree ("lecturer_id","at","id");--> statement-breakpoint
CREATE INDEX "incomes_lecturer_apply_idx" ON "incomes" USING btree ("lecturer_id","apply_id");--> statement-breakpoint
CREATE INDEX "incomes_at_idx" ON "incomes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "incomes_line_idx" ON "incomes" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "incomes_apply_idx" ON "incomes" USING btree ("apply_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "order_events_type_at_idx" ON "order_events" USING btree ("type","at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort");--> statement-breakpoint
CREATE INDEX "order_lines_course_idx" ON "order_lines" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "order_lines_package_idx" ON "order_lines" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "order_lines_lecturer_idx" ON "order_lines" USING btree ("lecturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_idx" ON "orders" USING btree (lower("order_no"));--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_method_created_idx" ON "orders" USING btree ("payment_method","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_accounts_lecturer_idx" ON "payout_accounts" USING btree ("lecturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_main_idx" ON "payout_accounts" USING btree ("lecturer_id") WHERE "payout_accounts"."main";--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_apply_idx" ON "remittances" USING btree ("apply_id");--> statement-breakpoint
CREATE INDEX "remittances_remitted_idx" ON "remittances" USING btree ("remitted_at","id");