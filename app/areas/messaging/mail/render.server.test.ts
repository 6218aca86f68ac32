import { describe, expect, it } from "vitest";
import { escapeHtml, renderMail } from "./render.server.ts";

describe("renderMail", () => {
  const mail = renderMail({
    heading: "New <lead>",
    paragraphs: ['Tom & Jerry\'s "farm"'],
    details: [
      ["Name", "<img src=x onerror=alert(1)>"],
      ["Notes", "first\nsecond"],
    ],
    footer: { text: "Why you got this", link: { label: "Unsubscribe", url: "https://x.example/u?token=a&b=<c>" } },
  });

  it("escapes every value in the HTML part", () => {
    expect(mail.html).toContain('<h1 style="font-size:20px">New &lt;lead&gt;</h1>');
    expect(mail.html).toContain("Tom &amp; Jerry&#39;s &quot;farm&quot;");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("first<br>second");
    expect(mail.html).toContain('<a href="https://x.example/u?token=a&amp;b=&lt;c&gt;">Unsubscribe</a>');
  });

  it("writes a readable plain-text part", () => {
    expect(mail.text).toBe(
      [
        "New <lead>",
        "",
        'Tom & Jerry\'s "farm"',
        "",
        "Name: <img src=x onerror=alert(1)>",
        "Notes: ",
        "  first",
        "  second",
        "",
        "--",
        "Why you got this",
        "Unsubscribe: https://x.example/u?token=a&b=<c>",
      ].join("\n"),
    );
  });

  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
  });
});

describe("renderMail with an action link", () => {
  const mail = renderMail({
    heading: "Reset your password",
    paragraphs: ["Hello"],
    action: { label: "Choose a new password", url: "https://x.example/reset-password?token=a&b=<c>" },
  });

  it("puts the link after the paragraphs, escaped, in both parts", () => {
    expect(mail.text).toBe(
      "Reset your password\n\nHello\n\nChoose a new password: https://x.example/reset-password?token=a&b=<c>",
    );
    expect(mail.html).toContain(
      '<p>Hello</p><p><a href="https://x.example/reset-password?token=a&amp;b=&lt;c&gt;" style="font-weight:600">Choose a new password</a></p>',
    );
  });
});
