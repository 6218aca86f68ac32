import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { ChatBox } from "./chat-box.tsx";

const user = userEvent.setup();

async function ask(question: string) {
  renderInPage(<ChatBox />);
  await user.type(field("Your question"), question);
  await user.click(screen.getByRole("button", { name: "Ask" }));
}

describe("the assistant's ask box", () => {
  it("quotes each passage with its document, place, date, newer version and link", async () => {
    const sent = answerFetch({
      status: 200,
      body: {
        answer: "From March 1, 2026 PG&E's E-TOU-C rate…",
        mode: "extractive",
        askTeam: null,
        note: null,
        conversationId: null,
        citations: [
          {
            documentId: "d1",
            title: "PG&E rates, January 2026",
            page: 3,
            section: "E-TOU-C",
            excerpt: "From January 1, 2026 the peak was 58.943 cents.",
            url: "/api/documents/d1/view#page=3",
            effectiveOn: "2026-01-01",
            supersededBy: { documentId: "d2", title: "PG&E rates, March 2026" },
          },
        ],
      },
    });
    await ask("E-TOU-C peak");
    const link = await screen.findByRole("link", { name: "PG&E rates, January 2026 — E-TOU-C, page 3" });
    expect(link.getAttribute("href")).toBe("/api/documents/d1/view#page=3");
    expect(screen.getByText("From January 1, 2026 the peak was 58.943 cents.")).toBeTruthy();
    expect(screen.getByText(/Replaced by a newer document: “PG&E rates, March 2026”/)).toBeTruthy();
    expect(sent[0]!.body).toEqual({ question: "E-TOU-C peak" });
  });

  it("says when nothing was found, with the ways to ask the team", async () => {
    answerFetch({
      status: 200,
      body: {
        answer: "I could not find that in our documents.",
        mode: "extractive",
        citations: [],
        askTeam: [{ label: "Request service", url: "/request-service" }],
      },
    });
    await ask("wind turbines");
    await screen.findByText("I could not find that in our documents.");
    expect(screen.getByRole("link", { name: "Request service" }).getAttribute("href")).toBe("/request-service");
  });

  it("shows the server's message under the question and keeps it", async () => {
    answerFetch({
      status: 400,
      body: { message: "Invalid input", errors: { question: "Must be at most 500 characters" } },
    });
    await ask("why is my bill high");
    await waitFor(() => expect(fieldError("Your question")).toBe("Must be at most 500 characters"));
    expect((field("Your question") as HTMLTextAreaElement).value).toBe("why is my bill high");
  });

  it("shows the answer as it is written, then the checked answer with its numbered sources, and continues the conversation", async () => {
    const answer = {
      answer: "Your inverter is covered for 25 years [1].",
      mode: "generated",
      askTeam: null,
      note: null,
      conversationId: "c1",
      citations: [
        {
          documentId: "d1",
          title: "Warranty guide",
          page: null,
          section: "Inverters",
          excerpt: "The inverter is covered for 25 years.",
          url: "/api/documents/d1/view#:~:text=The%20inverter",
          effectiveOn: null,
          supersededBy: null,
        },
      ],
    };
    const sent = answerFetch({
      status: 200,
      contentType: "text/event-stream",
      body:
        'event: delta\ndata: {"text":"Your inverter "}\n\n' +
        'event: delta\ndata: {"text":"is covered for 25 years [1]."}\n\n' +
        `event: answer\ndata: ${JSON.stringify(answer)}\n\n`,
    });
    await ask("How long is the inverter warranty?");
    await screen.findByText("Your inverter is covered for 25 years [1].");
    expect(screen.getByText("Sources")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Warranty guide — Inverters" }).getAttribute("href")).toBe(
      "/api/documents/d1/view#:~:text=The%20inverter",
    );
    expect(screen.getByText("How long is the inverter warranty?")).toBeTruthy();
    await user.type(field("Your question"), "Who files the claim?");
    await user.click(screen.getByRole("button", { name: "Ask" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ question: "Who files the claim?", conversationId: "c1" });
  });

  it("says so, with the passages, when the written answer could not be used", async () => {
    answerFetch({
      status: 200,
      body: {
        answer: "The inverter is covered for 25 years.",
        mode: "extractive",
        askTeam: null,
        note: "Our writing assistant is unavailable just now, so here are the passages from our documents themselves.",
        conversationId: null,
        citations: [
          {
            documentId: "d1",
            title: "Warranty guide",
            page: null,
            section: null,
            excerpt: "The inverter is covered for 25 years.",
            url: "/api/documents/d1/view",
            effectiveOn: null,
            supersededBy: null,
          },
        ],
      },
    });
    await ask("inverter warranty");
    await screen.findByText(/Our writing assistant is unavailable just now/);
    expect(screen.getByText("The inverter is covered for 25 years.")).toBeTruthy();
  });
});
