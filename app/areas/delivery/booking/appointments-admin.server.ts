import { appointments } from "./tables.server.ts";

/** What staff see of an appointment, in the list, the calendar and the opened appointment. */
export const appointmentColumns = {
  id: appointments.id,
  reference: appointments.reference,
  type: appointments.type,
  status: appointments.status,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  crew: appointments.crew,
  technicianId: appointments.technicianId,
  customerName: appointments.customerName,
  email: appointments.email,
  phone: appointments.phone,
  address: appointments.address,
  notes: appointments.notes,
  cancelReason: appointments.cancelReason,
  leadId: appointments.leadId,
};
