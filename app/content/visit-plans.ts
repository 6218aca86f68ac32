import type { TicketType } from "./service-targets.ts";

// What a service visit of each ticket type takes and what the technician checks on it (issue 28 §4). Durations and
// the travel buffer are in minutes, each a multiple of the booking calendar's 5-minute claim unit (decision 0177),
// since a visit holds its crew in that calendar like a booked appointment does.

export interface ChecklistItem {
  /** Stored on the completed visit: never renamed once in use. */
  id: string;
  label: string;
}

export interface VisitPlan {
  durationMinutes: number;
  /** Travel and clean-up after the visit, held on the crew and the technician like a booking's buffer. */
  bufferAfterMinutes: number;
  checklist: readonly ChecklistItem[];
}

const safety: ChecklistItem = { id: "safety", label: "Site safe: isolation switches located, PPE on" };
const photosBefore: ChecklistItem = { id: "photos-before", label: "Photos taken before work" };
const photosAfter: ChecklistItem = { id: "photos-after", label: "Photos taken after work" };
const producing: ChecklistItem = { id: "producing", label: "System producing and monitoring reporting after work" };
const walkthrough: ChecklistItem = { id: "walkthrough", label: "Customer shown what was done" };

export const visitPlans: Readonly<Record<TicketType, VisitPlan>> = {
  repair: {
    durationMinutes: 120,
    bufferAfterMinutes: 30,
    checklist: [
      safety,
      photosBefore,
      { id: "fault-found", label: "Fault found and recorded" },
      photosAfter,
      producing,
      walkthrough,
    ],
  },
  emergency: {
    durationMinutes: 90,
    bufferAfterMinutes: 30,
    checklist: [
      safety,
      { id: "made-safe", label: "Hazard made safe (system isolated if needed)" },
      photosBefore,
      { id: "fault-found", label: "Fault found and recorded" },
      photosAfter,
      walkthrough,
    ],
  },
  inspection: {
    durationMinutes: 90,
    bufferAfterMinutes: 30,
    checklist: [
      safety,
      { id: "panels", label: "Panels, racking and roof penetrations inspected" },
      { id: "wiring", label: "Wiring, conduit and connectors inspected" },
      { id: "inverter", label: "Inverter and battery readings recorded" },
      producing,
      walkthrough,
    ],
  },
  orphaned_system_rescue: {
    durationMinutes: 180,
    bufferAfterMinutes: 30,
    checklist: [
      safety,
      { id: "equipment-recorded", label: "Equipment makes, models and serials recorded" },
      { id: "monitoring", label: "Monitoring reconnected or its fault recorded" },
      photosBefore,
      photosAfter,
      producing,
      walkthrough,
    ],
  },
  warranty: {
    durationMinutes: 120,
    bufferAfterMinutes: 30,
    checklist: [
      safety,
      { id: "serials-removed", label: "Serial of each removed part recorded" },
      { id: "serials-installed", label: "Serial of each installed part recorded" },
      photosBefore,
      photosAfter,
      producing,
    ],
  },
  other: {
    durationMinutes: 60,
    bufferAfterMinutes: 30,
    checklist: [safety, photosAfter, walkthrough],
  },
};
