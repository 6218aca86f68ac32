import { company } from "../content/company.ts";
export const meta = () => [{ title: `Document Chat | ${company.name}` }];

export default function DocumentChatPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Document Chat</h1>
    </div>
  );
}
