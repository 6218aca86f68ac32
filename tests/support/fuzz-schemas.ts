import { staffList } from "#app/areas/identity/admin-users/staff-list.server.ts";
import { changePasswordSchema } from "#app/areas/identity/auth/change-password-schema.ts";
import { loginSchema } from "#app/areas/identity/auth/login-schema.ts";
import { twoFactorSignInSchema } from "#app/areas/identity/auth/two-factor-schema.ts";
import { profileSchema } from "#app/areas/identity/auth/profile-schema.ts";
import { registerSchema } from "#app/areas/identity/auth/register-schema.ts";
import { userList } from "#app/areas/identity/admin-users/user-list.server.ts";
import { auditList } from "#app/areas/identity/audit/audit-list.server.ts";
import { appointmentList } from "#app/areas/delivery/booking/appointment-list.server.ts";
import { availableSlotsQuerySchema, createBookingSchema } from "#app/areas/delivery/booking/booking-schema.ts";
import { cartBodySchema, quoteBodySchema } from "#app/areas/commerce/cart/cart-schema.ts";
import { adjustmentList } from "#app/areas/commerce/inventory/adjustment-list.server.ts";
import { stockList } from "#app/areas/commerce/inventory/stock-list.server.ts";
import { leadList } from "#app/areas/sales/leads-pipeline/lead-list.server.ts";
import { contactBodySchema } from "#app/areas/sales/leads/contact-schema.ts";
import { consultationBodySchema } from "#app/areas/sales/leads/consultation-schema.ts";
import { outboxList } from "#app/areas/messaging/mail/outbox-list.server.ts";
import { subscribeSchema } from "#app/areas/messaging/newsletter/newsletter-schema.ts";
import { subscriberList } from "#app/areas/messaging/newsletter/subscriber-list.server.ts";
import { orderList } from "#app/areas/commerce/orders/order-list.server.ts";
import { orderInputSchema } from "#app/areas/commerce/orders/order-schema.ts";
import { resetConfirmSchema, resetRequestSchema } from "#app/areas/identity/password-reset/reset-schemas.ts";
import { projectList } from "#app/areas/delivery/portal/project-list.server.ts";
import { createProjectSchema, mailSettingsSchema, messageSchema } from "#app/areas/delivery/portal/project-schemas.ts";
import { productListQuerySchema } from "#app/areas/commerce/shop/product-list-query.ts";
import { productInputSchema } from "#app/areas/commerce/shop/product-schema.ts";
import { errorBatchSchema, performanceReportSchema } from "#app/areas/insights/telemetry/report-schema.ts";
import { bucketedRangeQuery, figureTableQuery, rangeQuery } from "#app/areas/insights/analytics/analytics-range.ts";
import { figureTableIds } from "#app/areas/insights/analytics/figure-tables.ts";
import { chatQuestionSchema } from "#app/areas/library/assistant/chat-schema.ts";
import { libraryQuerySchema } from "#app/areas/library/documents/document-schemas.ts";
import { z } from "#app/lib/zod.ts";
import { planVisitLinkBookingSchema } from "#app/areas/delivery/maintenance-plans/plan-schemas.ts";

/**
 * The body schema of each API route whose handler parses its body itself; routes made from a declaration (a staff
 * write, a calendar change) name theirs (`ApiRoute.input`). A POST route in neither fails the fuzz test.
 */
export const bodySchemas: Record<string, z.ZodType> = {
  "/api/login": loginSchema,
  "/api/login/two-factor": twoFactorSignInSchema,
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
  "/api/plan-visit/:token/book": planVisitLinkBookingSchema,
  "/api/password-reset/request": resetRequestSchema,
  "/api/password-reset/confirm": resetConfirmSchema,
  "/api/orders": orderInputSchema,
  "/api/cart/quote": quoteBodySchema,
  "/api/cart": cartBodySchema,
  "/api/cart/merge": cartBodySchema,
  "/api/admin/products": productInputSchema,
  "/api/chat": chatQuestionSchema,
};

/** The query schema of each list route. */
export const querySchemas: Record<string, z.ZodType> = {
  "/api/admin/users": userList.querySchema,
  "/api/admin/staff": staffList.querySchema,
  "/api/admin/audit-events": auditList.querySchema,
  "/api/admin/audit": auditList.querySchema,
  "/api/admin/leads": leadList.querySchema,
  "/api/admin/leads.csv": leadList.querySchema,
  "/api/admin/subscribers": subscriberList.querySchema,
  "/api/admin/subscribers.csv": subscriberList.querySchema,
  "/api/admin/outbox": outboxList.querySchema,
  "/api/projects": projectList.querySchema,
  "/api/bookings/available-slots": availableSlotsQuerySchema,
  "/api/admin/appointments": appointmentList.querySchema,
  "/api/admin/appointments.csv": appointmentList.querySchema,
  "/api/products": productListQuerySchema,
  "/api/admin/orders": orderList.querySchema,
  "/api/admin/orders.csv": orderList.querySchema,
  "/api/admin/products": stockList.querySchema,
  "/api/admin/products.csv": stockList.querySchema,
  "/api/admin/inventory-adjustments": adjustmentList.querySchema,
  "/api/admin/inventory-adjustments.csv": adjustmentList.querySchema,
  "/api/documents": libraryQuerySchema,
  "/api/analytics/leads": bucketedRangeQuery,
  "/api/analytics/funnel": rangeQuery,
  "/api/analytics/speed-to-lead": rangeQuery,
  "/api/analytics/sales": rangeQuery,
  "/api/analytics/web-vitals": rangeQuery,
  "/api/analytics/bookings": rangeQuery,
  "/api/analytics/shop": bucketedRangeQuery,
  "/api/analytics/installs": rangeQuery,
  "/api/analytics/service": rangeQuery,
  "/api/analytics/figures.csv": figureTableQuery(figureTableIds),
};
