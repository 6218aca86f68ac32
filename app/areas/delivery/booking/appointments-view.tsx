import { Link, useLocation } from "react-router";
import { appointmentTypes } from "#app/content/appointment-types.ts";
import { withSearch } from "#app/lib/list-url.ts";
import { useCan } from "#app/lib/use-can.ts";
import { ExportCsvLink } from "#app/ui/export-csv-link.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FilterForm } from "#app/ui/filter-form.tsx";
import { Select } from "#app/ui/select.tsx";
import { AppointmentPanel } from "./appointment-panel.tsx";
import type { AppointmentPanelData } from "./appointment-panel.server.ts";
import { appointmentStatusLabels } from "./appointment-status.ts";
import { AppointmentsCalendar } from "./appointments-calendar.tsx";
import { AppointmentsList, type AppointmentsListPage } from "./appointments-list.tsx";
import type { CalendarVisit, CalendarWeek } from "./calendar-layout.ts";
import { addDaysToLocalDate } from "./local-date.ts";
import { formatLocalDate } from "./slot-times.ts";
import { technicianOptions, type TechnicianChoice } from "./technician-form.tsx";

export interface AppointmentsViewProps {
  query: {
    search?: string;
    type?: string;
    status?: string;
    technician?: string;
    view: "day" | "week";
    date?: string;
    show: "calendar" | "list";
  };
  period: { first: string; last: string };
  list: AppointmentsListPage | null;
  week: CalendarWeek | null;
  /** The crews' service visits in the calendar's period, drawn beside the appointments. */
  visits: readonly CalendarVisit[];
  panel: AppointmentPanelData | null;
  /** Whom a visit may be given to, for the office's filter and the panel's form; none for a technician. */
  technicians: TechnicianChoice[];
}

/** Previous, today, next; day or week; calendar or list: every one a link, so the period is in the URL. */
function PeriodNav({ query, period }: Pick<AppointmentsViewProps, "query" | "period">) {
  const { pathname, search } = useLocation();
  const step = query.view === "day" ? 1 : 7;
  const link = (label: string, params: Record<string, string | null>, current = false) => (
    <Link
      aria-current={current ? "page" : undefined}
      className={`inline-flex min-h-10 items-center rounded-md border px-3 text-sm ${
        current
          ? "border-slate-900 bg-slate-900 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-950"
          : "border-slate-300 dark:border-slate-600"
      }`}
      to={{ pathname, search: withSearch(search, { ...params, page: null }) }}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Period" className="flex flex-wrap items-center gap-2">
      {link(query.view === "day" ? "Previous day" : "Previous week", { date: addDaysToLocalDate(period.first, -step) })}
      {link("Today", { date: null })}
      {link(query.view === "day" ? "Next day" : "Next week", { date: addDaysToLocalDate(period.first, step) })}
      {link("Day", { view: "day" }, query.view === "day")}
      {link("Week", { view: null }, query.view === "week")}
      {link("Calendar", { show: null }, query.show === "calendar")}
      {link("List", { show: "list" }, query.show === "list")}
      <p className="font-medium">
        {period.first === period.last
          ? formatLocalDate(period.first)
          : `${formatLocalDate(period.first)} to ${formatLocalDate(period.last)}`}
      </p>
    </nav>
  );
}

/** /admin-crm/appointments' main part: filters, the period's navigation, the open appointment, calendar or list. */
export function AppointmentsView({ query, period, list, week, visits, panel, technicians }: AppointmentsViewProps) {
  const exports = useCan("export:appointment:assigned");
  return (
    <div className="grid min-w-0 gap-6">
      <FilterForm
        label="Filter appointments"
        search={{ label: "Name, e-mail or reference", value: query.search, maxLength: 200 }}
        actions={exports ? <ExportCsvLink path="/api/admin/appointments.csv" /> : undefined}
      >
        <Field label="Type">
          <Select
            name="type"
            value={query.type}
            any="All types"
            options={appointmentTypes.map((type) => [type.slug, type.name])}
          />
        </Field>
        <Field label="Status">
          <Select
            name="status"
            value={query.status}
            any="All statuses"
            options={Object.entries(appointmentStatusLabels)}
          />
        </Field>
        {technicians.length > 0 ? (
          <Field label="Technician">
            <Select
              name="technician"
              value={query.technician}
              any="Anyone"
              options={[["none", "Nobody"], ...technicianOptions(technicians)]}
            />
          </Field>
        ) : null}
        <Field label="From date" hint="Days in Pacific time">
          <input type="date" name="date" defaultValue={query.date ?? ""} className={inputClass} />
        </Field>
        <input type="hidden" name="view" value={query.view} />
        <input type="hidden" name="show" value={query.show} />
      </FilterForm>
      <PeriodNav query={query} period={period} />
      {panel ? <AppointmentPanel panel={panel} technicians={technicians} /> : null}
      {week ? <AppointmentsCalendar week={week} visits={visits} first={period.first} last={period.last} /> : null}
      {list ? <AppointmentsList page={list} /> : null}
    </div>
  );
}
