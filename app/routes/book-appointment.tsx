import { bookAppointmentPage } from "#app/content/pages.ts";
import { BookingPage } from "#app/areas/delivery/index.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/book-appointment";

export function loader() {
  return { meta: pageMeta({ ...bookAppointmentPage, path: "/resources/book-appointment" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function BookAppointmentRoute() {
  return <BookingPage title={bookAppointmentPage.title} />;
}
