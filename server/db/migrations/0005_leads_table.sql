-- Issue 17 §4: one name per concept. A lead and a service request were the same record; the table, its
-- indexes, constraints and foreign keys take the code's name. Renames keep every row and are instant.
ALTER TABLE "service_requests" RENAME TO "leads";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "service_requests_pkey" TO "leads_pkey";--> statement-breakpoint
ALTER INDEX "service_requests_assignee_id_idx" RENAME TO "leads_assignee_id_idx";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "service_requests_assignee_id_users_id_fk" TO "leads_assignee_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "service_requests_awaiting_contact_idx" RENAME TO "leads_awaiting_contact_idx";--> statement-breakpoint
ALTER INDEX "service_requests_created_at_idx" RENAME TO "leads_created_at_idx";--> statement-breakpoint
ALTER INDEX "service_requests_customer_name_idx" RENAME TO "leads_customer_name_idx";--> statement-breakpoint
ALTER INDEX "service_requests_email_idx" RENAME TO "leads_email_idx";--> statement-breakpoint
ALTER INDEX "service_requests_idempotency_key_idx" RENAME TO "leads_idempotency_key_idx";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "service_requests_lost_reason_check" TO "leads_lost_reason_check";--> statement-breakpoint
ALTER INDEX "service_requests_possible_spam_idx" RENAME TO "leads_possible_spam_idx";--> statement-breakpoint
ALTER INDEX "service_requests_reference_idx" RENAME TO "leads_reference_idx";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "service_requests_required_fields_check" TO "leads_required_fields_check";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "service_requests_source_check" TO "leads_source_check";--> statement-breakpoint
ALTER INDEX "service_requests_source_idx" RENAME TO "leads_source_idx";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "service_requests_status_check" TO "leads_status_check";--> statement-breakpoint
ALTER INDEX "service_requests_status_idx" RENAME TO "leads_status_idx";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "service_requests_user_id_users_id_fk" TO "leads_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "lead_activities" RENAME CONSTRAINT "lead_activities_lead_id_service_requests_id_fk" TO "lead_activities_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_notes" RENAME CONSTRAINT "lead_notes_lead_id_service_requests_id_fk" TO "lead_notes_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_tasks" RENAME CONSTRAINT "lead_tasks_lead_id_service_requests_id_fk" TO "lead_tasks_lead_id_leads_id_fk";
