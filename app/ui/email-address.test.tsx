import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address.tsx";

describe("EmailAddress", () => {
  it("offers a line break after the @ and after each dot, and nowhere else", () => {
    const html = renderToString(<EmailAddress address="dana.reyes@north-state.example.com" />);
    expect(html.replace(/<!-- -->/g, "")).toMatch(
      /^<span class="[^"]*">dana\.<wbr\/>reyes@<wbr\/>north-state\.<wbr\/>example\.<wbr\/>com<\/span>$/,
    );
  });

  it("reads as the address itself", () => {
    const html = renderToString(<EmailAddress address="info@example.com" />);
    expect(html.replace(/<[^>]+>/g, "")).toBe("info@example.com");
  });
});
