import { changePasswordSchema } from "#app/features/auth/change-password-schema.ts";
import { loginSchema } from "#app/features/auth/login-schema.ts";
import { profileSchema } from "#app/features/auth/profile-schema.ts";
import { registerSchema } from "#app/features/auth/register-schema.ts";
import { userListQuerySchema } from "#app/features/admin-users/user-accounts.server.ts";
import { appointmentListQuerySchema } from "#app/features/booking/appointment-list-query.server.ts";
import { availableSlotsQuerySchema, createBookingSchema } from "#app/features/booking/booking-schema.ts";
import { cartBodySchema, quoteBodySchema } from "#app/features/cart/cart-schema.ts";
import {
  adjustmentListQuerySchema,
  stockListQuerySchema,
} from "#app/features/inventory/stock-list-query.server.ts";
import { leadListQuerySchema } from "#app/features/leads-pipeline/lead-list-query.server.ts";
import { contactBodySchema } from "#app/features/leads/contact-schema.ts";
import { consultationBodySchema } from "#app/features/leads/consultation-schema.ts";
import { outboxListQuerySchema } from "#app/features/mail/outbox-list-query.server.ts";
import { subscribeSchema } from "#app/features/newsletter/newsletter-schema.ts";
import { subscriberListQuerySchema } from "#app/features/newsletter/subscriber-list-query.server.ts";
import { orderListQuerySchema } from "#app/features/orders/order-list-query.server.ts";
import { orderInputSchema } from "#app/features/orders/order-schema.ts";
import { resetConfirmSchema, resetRequestSchema } from "#app/features/password-reset/reset-schemas.ts";
import { projectListQuerySchema } from "#app/features/portal/project-list.server.ts";
import { createProjectSchema, mailSettingsSchema, messageSchema } from "#app/features/portal/project-schemas.ts";
import { productListQuerySchema } from "#app/features/shop/product-list-query.ts";
import { productInputSchema } from "#app/features/shop/product-schema.ts";
import { errorBatchSchema, performanceReportSchema } from "#app/features/telemetry/report-schema.ts";
import { z } from "#app/lib/zod.ts";

/**
 * The body schema of each API route whose handler parses its body itself; routes made from a declaration (a staff
 * write, a calendar change) name theirs (`ApiRoute.input`). A POST route in neither fails the fuzz test.
 */
export const bodySchemas: Record<string, z.ZodType> = {
  "/api/login": loginSchema,
  "/api/register": registerSchema,
  "/api/user/profile": profileSchema,
  "/api/user/change-password": changePasswordSchema,
  "/api/admin/access-code": z.object({ code: z.string() }),
  "/api/solar-form": consultationBodySchema,
  "/api/contact": contactBodySchema,
  "/api/newsletter/subscribe": subscribeSchema,
  "/api/newsletter/unsubscribe": z.object({ token: z.string() }),
  "/api/errors": errorBatchSchema,
  "/api/performance": performanceReportSchema,
  "/api/projects/:projectId/messages": messageSchema,
  "/api/admin/projects": createProjectSchema,
  "/api/user/project-mail-settings": mailSettingsSchema,
  "/api/bookings/create": createBookingSchema,
  "/api/password-reset/request": resetRequestSchema,
  "/api/password-reset/confirm": resetConfirmSchema,
  "/api/orders": orderInputSchema,
  "/api/cart/quote": quoteBodySchema,
  "/api/cart": cartBodySchema,
  "/api/cart/merge": cartBodySchema,
  "/api/admin/products": productInputSchema,
};

/** The query schema of each list route. */
export const querySchemas: Record<string, z.ZodType> = {
  "/api/admin/users": userListQuerySchema,
  "/api/admin/leads": leadListQuerySchema,
  "/api/admin/leads.csv": leadListQuerySchema,
  "/api/admin/subscribers": subscriberListQuerySchema,
  "/api/admin/subscribers.csv": subscriberListQuerySchema,
  "/api/admin/outbox": outboxListQuerySchema,
  "/api/projects": projectListQuerySchema,
  "/api/bookings/available-slots": availableSlotsQuerySchema,
  "/api/admin/appointments": appointmentListQuerySchema,
  "/api/admin/appointments.csv": appointmentListQuerySchema,
  "/api/products": productListQuerySchema,
  "/api/admin/orders": orderListQuerySchema,
  "/api/admin/orders.csv": orderListQuerySchema,
  "/api/admin/products": stockListQuerySchema,
  "/api/admin/products.csv": stockListQuerySchema,
  "/api/admin/inventory-adjustments": adjustmentListQuerySchema,
  "/api/admin/inventory-adjustments.csv": adjustmentListQuerySchema,
};
