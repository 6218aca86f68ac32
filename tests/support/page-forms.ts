import { loginSchema } from "#app/areas/identity/auth/login-schema.ts";
import { customerWrites, mergeCustomerWrite } from "#app/areas/customers/customers/customer-writes.server.ts";
import { registerSchema } from "#app/areas/identity/auth/register-schema.ts";
import { twoFactorCodeSchema, twoFactorSignInSchema } from "#app/areas/identity/auth/two-factor-schema.ts";
import { userWrites } from "#app/areas/identity/admin-users/user-writes.server.ts";
import { staffWrites } from "#app/areas/identity/admin-users/staff-writes.server.ts";
import { settingsWrites } from "#app/areas/identity/settings/settings-writes.server.ts";
import { acceptInvitationSchema } from "#app/areas/identity/admin-users/staff-schemas.ts";
import { rescheduleSchema } from "#app/areas/delivery/booking/booking-schema.ts";
import { appointmentWrites } from "#app/areas/delivery/booking/appointment-writes.server.ts";
import { calendarWrites } from "#app/areas/delivery/booking/calendar-writes.server.ts";
import { createProductWrite, productWrites } from "#app/areas/commerce/inventory/inventory-writes.server.ts";
import { customerActivityWrite, leadWrites } from "#app/areas/sales/leads-pipeline/lead-writes.server.ts";
import { fieldWorkWrites } from "#app/areas/delivery/service-visits/visit-writes.server.ts";
import { markRewardPaidWrite } from "#app/areas/delivery/referrals/referral-writes.server.ts";
import { ticketWrites } from "#app/areas/delivery/service-tickets/ticket-writes.server.ts";
import { outboxWrites } from "#app/areas/messaging/mail/outbox-writes.server.ts";
import { orderWrites } from "#app/areas/commerce/orders/order-writes.server.ts";
import { resetConfirmSchema, resetRequestSchema } from "#app/areas/identity/password-reset/reset-schemas.ts";
import {
  clientProjectWrites,
  convertLeadWrite,
  createProjectWrite,
  messageWrite,
  projectWrites,
} from "#app/areas/delivery/portal/project-writes.server.ts";
import { openTicketWrite } from "#app/areas/delivery/service-tickets/ticket-writes.server.ts";
import { nameSchema } from "#app/areas/identity/auth/profile-schema.ts";
import { chatQuestionSchema } from "#app/areas/library/assistant/chat-schema.ts";
import { conversationWrites } from "#app/areas/library/assistant/conversation-writes.server.ts";
import { noInput, type Write } from "#app/lib/write.server.ts";
import { z } from "#app/lib/zod.ts";
import { planVisitLinkBookingSchema } from "#app/areas/delivery/maintenance-plans/plan-schemas.ts";
import { shutoffDayWrites } from "#app/areas/delivery/system-production/monitoring-writes.server.ts";

/**
 * One form a page's action takes: its `intent` (none where the page has one form), the schema its fields are parsed
 * with, and the API route (`METHOD path`) doing the same work, whose fixture makes a valid request of it.
 */
export interface PageForm {
  intent?: string;
  schema: z.ZodType;
  /** The API route's fixture name (`METHOD path`); a form with no API route names a fixture of its own (`page ...`). */
  twin: string;
  /** The form field naming the record; without one the record is the page's own (its path parameter). */
  idField?: string;
  /** Who posts it, where that is not who the twin's fixture signs in (a staff page whose twin is a client's route). */
  signedInAs?: "admin";
}

const writeForms = (writes: readonly Write[]): PageForm[] =>
  writes.map((write) => ({
    intent: write.intent,
    schema: write.schema,
    twin: `${write.method ?? "post"} ${write.path}`,
    idField: write.idField,
  }));

const accountForms: PageForm[] = [
  { intent: "login", schema: loginSchema, twin: "post /api/login" },
  { intent: "register", schema: registerSchema, twin: "post /api/register" },
  { intent: "two-factor", schema: twoFactorSignInSchema, twin: "post /api/login/two-factor" },
];

/**
 * Every page action's forms, made from the declarations the actions run (the writes, the schemas the other actions parse
 * with). A page whose action is not listed fails the fuzz test.
 */
export const pageForms: Record<string, PageForm[]> = {
  "/newsletter/unsubscribe": [{ schema: z.object({ token: z.string() }), twin: "post /api/newsletter/unsubscribe" }],
  "/plan-visit/:token": [{ schema: planVisitLinkBookingSchema, twin: "post /api/plan-visit/:token/book" }],
  "/resources/book-appointment/manage/:token": [
    { intent: "cancel", schema: noInput, twin: "get /api/bookings/invite/:token" },
    { intent: "reschedule", schema: rescheduleSchema, twin: "post /api/admin/appointments/:id/reschedule" },
  ],
  "/auth": accountForms,
  "/account/two-factor": [
    { intent: "confirm", schema: twoFactorCodeSchema, twin: "page /account/two-factor confirm" },
    { intent: "disable", schema: twoFactorCodeSchema, twin: "page /account/two-factor disable" },
  ],
  "/crm-login": accountForms,
  "/forgot-password": [{ schema: resetRequestSchema, twin: "post /api/password-reset/request" }],
  "/reset-password": [{ schema: resetConfirmSchema, twin: "post /api/password-reset/confirm" }],
  "/verify-email": [{ schema: noInput, twin: "post /api/user/verify-email/resend" }],
  "/dashboard/projects/:projectId": writeForms(clientProjectWrites),
  "/dashboard/service/new": writeForms([openTicketWrite]),
  "/platform/inventory/orders": writeForms(orderWrites),
  "/enterprise-carm/my-day": writeForms(fieldWorkWrites),
  "/platform/inventory/products/new": writeForms([createProductWrite]),
  "/platform/inventory/products/:productId": writeForms(productWrites),
  "/admin/users": writeForms(userWrites),
  "/admin/staff": writeForms(staffWrites),
  "/admin/settings": writeForms(settingsWrites),
  "/staff-invitation/:token": [{ schema: acceptInvitationSchema, twin: "page /staff-invitation/:token" }],
  "/admin-crm/leads/:id": writeForms([...leadWrites, convertLeadWrite]),
  "/platform/crm/customers/duplicates": writeForms([mergeCustomerWrite]),
  "/platform/crm/customers/:id": writeForms([...customerWrites, customerActivityWrite]),
  "/platform/crm/referrals": writeForms([markRewardPaidWrite]),
  "/admin-crm/appointments": writeForms([...appointmentWrites, ...calendarWrites]),
  "/platform/crm/tasks": writeForms(leadWrites.filter((write) => write.intent === "complete-task")),
  "/admin-crm/outbox": writeForms(outboxWrites),
  // A mail's page takes the list's writes; its own mail is named in the form, as on the list.
  "/admin-crm/outbox/:mailId": writeForms(outboxWrites),
  "/admin/profile": [{ intent: "name", schema: nameSchema, twin: "post /api/user/profile", signedInAs: "admin" }],
  "/admin-crm/projects": writeForms([createProjectWrite]),
  "/admin-crm/projects/:id": [...writeForms([...projectWrites, messageWrite])],
  "/enterprise-carm/tickets/:ticketId": writeForms(ticketWrites),
  "/enterprise-carm/shutoff-days": writeForms(shutoffDayWrites),
  // A question posted without JavaScript: the same admission and answer as POST /api/chat.
  "/chat": [{ intent: "ask", schema: chatQuestionSchema, twin: "post /api/chat" }],
  "/document-chat": [
    { intent: "ask", schema: chatQuestionSchema, twin: "post /api/chat" },
    ...writeForms(conversationWrites),
  ],
};
