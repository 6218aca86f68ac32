ALTER TYPE "public"."user_type" ADD VALUE 'technician' BEFORE 'admin';--> statement-breakpoint
ALTER TYPE "public"."user_type" ADD VALUE 'sales' BEFORE 'admin';--> statement-breakpoint
ALTER TYPE "public"."user_type" ADD VALUE 'office' BEFORE 'admin';