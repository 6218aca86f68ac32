import { company } from "../content/company.ts";
export const meta = () => [{ title: `Chat | ${company.name}` }];

export default function ChatPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Chat</h1>
    </div>
  );
}
