import { labelledValues } from "#app/lib/labelled-values.ts";

/**
 * Where a lead came from, as staff and the office's mail read it. `shop_order`: an "install it for me" order at
 * checkout (docs/decisions/0037); `booking`: an appointment booked on the site (docs/decisions/0043); `import`: a row
 * of a CSV staff imported at /platform/crm/import (docs/decisions/0141).
 */
export const { values: leadSources, labels: leadSourceLabels } = labelledValues({
  consultation_modal: "Consultation form",
  service_request_form: "Service request page",
  contact_form: "Contact form",
  shop_order: "Shop order (installation)",
  booking: "Appointment booking",
  import: "Imported (CSV)",
});
export type LeadSource = (typeof leadSources)[number];
