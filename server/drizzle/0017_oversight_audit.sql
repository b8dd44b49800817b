ALTER TYPE "public"."audit_subject" ADD VALUE 'COUPON';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'DISCOUNT';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'PACKAGE';