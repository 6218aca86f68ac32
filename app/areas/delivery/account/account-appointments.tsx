import { Link } from "react-router";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { DashboardSection } from "#app/ui/dashboard-section.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { appointmentStatusLabels } from "#app/areas/delivery/booking/index.ts";
import type { AppointmentSummary } from "#app/areas/delivery/booking/index.server.ts";

const columns: Column<AppointmentSummary>[] = [
  { header: "Reference", className: "font-mono", rowHeader: true, cell: (appointment) => appointment.reference },
  { header: "When", cell: (appointment) => formatOfficeTime(new Date(appointment.startsAt)) },
  { header: "Appointment", cell: (appointment) => appointment.typeName },
  {
    header: "Status",
    cell: (appointment) =>
      appointment.managePath ? (
        <>
          {appointmentStatusLabels[appointment.status]} ·{" "}
          <Link to={appointment.managePath} className={textLinkClass}>
            Reschedule or cancel
          </Link>
        </>
      ) : (
        appointmentStatusLabels[appointment.status]
      ),
  },
];

const appointmentsSection = {
  id: "my-appointments",
  title: "My Appointments",
  more: { to: "/resources/book-appointment", label: "Book an appointment" },
};

/** The signed-in client's appointments (booked signed in or from the confirmed address), newest first as given. */
export function AccountAppointments({ appointments }: { appointments: readonly AppointmentSummary[] }) {
  return (
    <DashboardSection {...appointmentsSection} empty={appointments.length === 0 && "You have no appointments yet."}>
      <DataTable
        label="Your appointments"
        caption="Your appointments and their status"
        columns={columns}
        rows={appointments}
        rowKey={(appointment) => appointment.reference}
        empty={null}
      />
    </DashboardSection>
  );
}
