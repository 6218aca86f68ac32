import { bookAppointmentPage } from "../content/pages.ts";
import { pageMeta, seo } from "../features/seo/index.ts";
import type { Route } from "./+types/book-appointment";

export function loader() {
  return { meta: pageMeta({ ...bookAppointmentPage, path: "/resources/book-appointment" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function BookAppointmentPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">{bookAppointmentPage.title}</h1>
    </div>
  );
}
