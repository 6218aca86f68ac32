import { Link } from "react-router";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { labelOf } from "#app/lib/labels.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useCan } from "#app/lib/use-can.ts";
import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { AppointmentActions } from "./appointment-actions.tsx";
import { appointmentStatusLabels, type AppointmentStatus } from "./appointment-status.ts";
import { EmailAddress } from "#app/ui/email-address.tsx";

interface AppointmentItem {
  id: string;
  reference: string;
  type: string;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  crew: number;
  technicianName: string | null;
  customerName: string;
  email: string;
  phone: string;
  address: string | null;
  leadId: string;
}

export interface AppointmentsListPage {
  items: AppointmentItem[];
  page: number;
  pageSize: number;
  total: number;
}

const statusTones: Record<AppointmentStatus, BadgeTone> = {
  booked: "sky",
  cancelled: "slate",
  done: "emerald",
  no_show: "red",
};

/** The list's columns; the customer's name opens their lead for those who work leads. */
const columnsFor = (opensLeads: boolean): Column<AppointmentItem>[] => [
  { header: "When", className: "whitespace-nowrap", cell: (item) => formatOfficeTime(item.startsAt) },
  {
    header: "Appointment",
    rowHeader: true,
    cell: (item) => (
      <>
        <div className="font-medium">{appointmentTypeBySlug(item.type)?.name ?? item.type}</div>
        <div className="text-xs">
          {item.reference}, crew {item.crew}
        </div>
      </>
    ),
  },
  {
    header: "Customer",
    cell: (item) => (
      <>
        {opensLeads ? (
          <Link className="underline" to={`/admin-crm/leads/${item.leadId}`}>
            {item.customerName}
          </Link>
        ) : (
          item.customerName
        )}
        <div className="text-xs">
          <EmailAddress address={item.email} />, {item.phone}
        </div>
        <div className="text-xs">{item.address ?? "By phone"}</div>
      </>
    ),
  },
  { header: "Technician", cell: (item) => item.technicianName ?? "Nobody" },
  {
    header: "Status",
    cell: (item) => <Badge tone={statusTones[item.status]}>{labelOf(appointmentStatusLabels, item.status)}</Badge>,
  },
  {
    header: "Actions",
    hiddenHeader: true,
    cell: (item) => (item.status === "booked" ? <AppointmentActions appointment={item} withMove /> : null),
  },
];

/** The period's appointments as a list, soonest first, grouped under each date, with staff's actions on each. */
export function AppointmentsList({ page }: { page: AppointmentsListPage }) {
  const columns = columnsFor(useCan("read:lead:own"));
  const byDate = new Map<string, AppointmentItem[]>();
  for (const item of page.items) {
    const date = formatOfficeTime(item.startsAt).split(",").slice(0, 2).join(",");
    byDate.set(date, [...(byDate.get(date) ?? []), item]);
  }
  return (
    <div className="grid gap-6">
      {[...byDate].map(([date, items]) => (
        <DataTable
          key={date}
          label={`Appointments on ${date}`}
          caption={date}
          columns={columns}
          rows={items}
          rowKey={(item) => item.id}
          empty="No appointments."
        />
      ))}
      {page.items.length === 0 ? <p>No appointments in this period.</p> : null}
      <Pagination list={page} noun={{ one: "appointment", many: "appointments" }} />
    </div>
  );
}
