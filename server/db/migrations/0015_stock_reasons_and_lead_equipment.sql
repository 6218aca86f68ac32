ALTER TABLE "inventory_adjustments" DROP CONSTRAINT "inventory_adjustments_reason_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "system_size_kw" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "battery_kwh" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_reason_check" CHECK ("inventory_adjustments"."reason" in ('received', 'damaged', 'lost', 'count_correction', 'order_placed', 'order_cancelled', 'order_expired'));