import type {
  AppointmentOutcomes,
  EmergencyResponses,
  InstalledKw,
  ProjectDurations,
  ProjectsWaiting,
  SameDayRepairs,
  TicketSlaStates,
  UnclaimedWarranty,
} from "#app/areas/delivery/index.server.ts";
import type { OrderSales } from "#app/areas/commerce/index.server.ts";
import type { BucketSize } from "#app/lib/office-buckets.server.ts";
import type { DayRange } from "./analytics-range.ts";
import type { OfficeCalendarNote } from "./figure-types.ts";

/** GET /api/analytics/bookings' answer: the appointments of the range in total (the first row) and by type. */
export type BookingsFigures = OfficeCalendarNote & DayRange & { byType: AppointmentOutcomes[] };

/** GET /api/analytics/shop's answer; amounts only for a reader who may see money. */
export type ShopFigures = OfficeCalendarNote & DayRange & { bucket: BucketSize } & OrderSales;

/** GET /api/analytics/installs' answer: kW installed by month and town, project durations, where projects wait now. */
export type InstallsFigures = OfficeCalendarNote &
  DayRange & { installed: InstalledKw; durations: ProjectDurations[]; waiting: ProjectsWaiting[] };

/** GET /api/analytics/service's answer; the unclaimed warranty money only for a reader who may see money. */
export type ServiceFigures = OfficeCalendarNote &
  DayRange & {
    sla: TicketSlaStates;
    emergencies: EmergencyResponses & { promiseHours: number };
    repairs: SameDayRepairs;
    warranty: UnclaimedWarranty;
  };

/** The sections a reader's page shows beyond the leads: each only for a reader with its entity's `any` reach. */
export interface SectionFigures {
  bookings: BookingsFigures | null;
  shop: ShopFigures | null;
  installs: InstallsFigures | null;
  service: ServiceFigures | null;
}

/**
 * The previous period's figures the page compares each section with (its totals, null where the section is not the
 * reader's): the appointments' outcomes in total, the orders, the kW installed and projects finished, the tickets.
 */
export interface PreviousSectionFigures {
  range: DayRange;
  bookings: AppointmentOutcomes | null;
  shop: OrderSales["total"] | null;
  installs: { installed: InstalledKw["total"]; durations: ProjectDurations | null } | null;
  service: { tickets: number; emergencies: EmergencyResponses; repairs: SameDayRepairs } | null;
}

/** What a reader's page shows beyond the leads' counts. */
export interface ReaderSees {
  amounts: boolean;
  vitals: boolean;
  bookings: boolean;
  shop: boolean;
  installs: boolean;
  service: boolean;
}
