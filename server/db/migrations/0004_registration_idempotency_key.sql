ALTER TABLE "users" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_idempotency_key_idx" ON "users" USING btree ("idempotency_key");