import { company } from "../content/company.ts";
export const meta = () => [{ title: `Book an Appointment | ${company.name}` }];

export default function BookAppointmentPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Book an Appointment</h1>
    </div>
  );
}
