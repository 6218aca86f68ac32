import { describe, expect, it } from "vitest";
import { readableMail } from "./mail-text.ts";

describe("readableMail", () => {
  it("lists each web link of the text once, in order, without the sentence's closing punctuation", () => {
    const mail = readableMail(
      "Your project: https://solar.example/dashboard/projects/42.\nSee https://solar.example/team, or https://solar.example/dashboard/projects/42 again.",
    );
    expect(mail.links).toEqual([
      { url: "https://solar.example/dashboard/projects/42", redacted: false },
      { url: "https://solar.example/team", redacted: false },
    ]);
    expect(mail.text).toBe(
      "Your project: https://solar.example/dashboard/projects/42.\nSee https://solar.example/team, or https://solar.example/dashboard/projects/42 again.",
    );
  });

  it("never picks up an address that is not http or https", () => {
    const mail = readableMail("Click javascript:alert(1) or data:text/html,<b>x</b> or ftp://files.example/a");
    expect(mail.links).toEqual([]);
  });

  it("replaces the recipient's secret in a reset, confirmation, unsubscribe or manage link, in the text and the list", () => {
    const mail = readableMail(
      [
        "Set your password: https://solar.example/reset-password?token=abc123",
        "Unsubscribe: https://solar.example/newsletter/unsubscribe?token=s3cret&x=1",
        "Manage: https://solar.example/resources/book-appointment/manage/tok-987",
      ].join("\n"),
    );
    expect(mail.text).not.toMatch(/abc123|s3cret|tok-987/);
    expect(mail.text).toContain("Set your password: https://solar.example/reset-password?token=[redacted]");
    expect(mail.links).toEqual([
      { url: "https://solar.example/reset-password?token=[redacted]", redacted: true },
      { url: "https://solar.example/newsletter/unsubscribe?token=[redacted]&x=1", redacted: true },
      { url: "https://solar.example/resources/book-appointment/manage/[redacted]", redacted: true },
    ]);
  });
});
