import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { changePasswordSchema } from "./change-password-schema.ts";
import { loginSchema } from "./login-schema.ts";
import { profileSchema } from "./profile-schema.ts";
import { registerSchema } from "./register-schema.ts";

/** The first message per field, as the form and the API show them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const validRegistration = {
  firstName: "Dana",
  lastName: "Rivera",
  email: "dana@example.com",
  username: "dana_r",
  password: "SolarPanel9",
  confirmPassword: "SolarPanel9",
  companyName: "",
  phone: "",
};

function registerError(field: string, value: unknown, extra: Record<string, unknown> = {}) {
  return messages(registerSchema, { ...validRegistration, [field]: value, ...extra })[field];
}

describe("login schema (SPEC §5 Login)", () => {
  it("requires username and password", () => {
    expect(messages(loginSchema, { username: "", password: "" })).toEqual({
      username: "Please enter your username",
      password: "Please enter your password",
    });
    expect(messages(loginSchema, {})).toEqual({
      username: "Please enter your username",
      password: "Please enter your password",
    });
  });

  it("trims the username but not the password", () => {
    expect(loginSchema.parse({ username: "  dana ", password: " Pass " })).toEqual({
      username: "dana",
      password: " Pass ",
    });
    expect(messages(loginSchema, { username: "   ", password: "x" }).username).toBe("Please enter your username");
  });
});

describe("register schema (SPEC §5 Register)", () => {
  it("accepts a valid registration and leaves blank optional fields out", () => {
    expect(registerSchema.parse(validRegistration)).toEqual({
      ...validRegistration,
      companyName: undefined,
      phone: undefined,
    });
  });

  it("ignores any userType sent along", () => {
    expect(registerSchema.parse({ ...validRegistration, userType: "admin" })).not.toHaveProperty("userType");
  });

  it("gives every first and last name message", () => {
    expect(registerError("firstName", "")).toBe("Please enter your first name");
    expect(registerError("firstName", "D")).toBe("First name must be at least 2 characters");
    expect(registerError("lastName", " ")).toBe("Please enter your last name");
    expect(registerError("lastName", "R")).toBe("Last name must be at least 2 characters");
  });

  it("gives every email message", () => {
    expect(registerError("email", "")).toBe("Please enter your email address");
    expect(registerError("email", "dana@")).toBe("Please enter a valid email address (e.g., name@example.com)");
    expect(registerError("email", "dana at example.com")).toBe(
      "Please enter a valid email address (e.g., name@example.com)",
    );
  });

  it("gives every username message", () => {
    expect(registerError("username", "")).toBe("Please choose a username");
    expect(registerError("username", "da")).toBe("Username must be at least 3 characters");
    expect(registerError("username", "dana-r")).toBe("Username can only contain letters, numbers, and underscores");
    expect(registerError("username", "dana r")).toBe("Username can only contain letters, numbers, and underscores");
    expect(registerError("username", "Dana_2024")).toBeUndefined();
  });

  it("gives every password message", () => {
    const withConfirm = (password: string) => ({ confirmPassword: password });
    expect(registerError("password", "", withConfirm(""))).toBe("Please create a password");
    expect(registerError("password", "Ab1", withConfirm("Ab1"))).toBe(
      "Password must be at least 8 characters for security",
    );
    expect(registerError("password", "solarpanel9", withConfirm("solarpanel9"))).toBe(
      "Password must contain at least one uppercase letter",
    );
    expect(registerError("password", "SOLARPANEL9", withConfirm("SOLARPANEL9"))).toBe(
      "Password must contain at least one lowercase letter",
    );
    expect(registerError("password", "SolarPanel", withConfirm("SolarPanel"))).toBe(
      "Password must contain at least one number",
    );
  });

  it("gives the confirm messages on the confirm field", () => {
    expect(registerError("confirmPassword", "")).toBe("Please confirm your password");
    expect(registerError("confirmPassword", "SolarPanel8")).toBe(
      "Passwords don't match. Please make sure both passwords are identical",
    );
  });

  it("reports a mismatch even while other fields are still wrong", () => {
    expect(messages(registerSchema, { ...validRegistration, firstName: "", confirmPassword: "Other1234" })).toEqual({
      firstName: "Please enter your first name",
      confirmPassword: "Passwords don't match. Please make sure both passwords are identical",
    });
  });

  it("allows only digits, spaces and - ( ) + in the optional phone", () => {
    expect(registerError("phone", "+1 (530) 555-0142")).toBeUndefined();
    expect(registerError("phone", "530.555.0142")).toBe(
      "Phone number can only contain numbers, spaces, and symbols like () - +",
    );
    expect(registerError("phone", "call me")).toBe(
      "Phone number can only contain numbers, spaces, and symbols like () - +",
    );
  });

  it("keeps the company name optional", () => {
    expect(registerSchema.parse({ ...validRegistration, companyName: "  Rivera Farms " }).companyName).toBe(
      "Rivera Farms",
    );
    const { companyName: _companyName, phone: _phone, ...required } = validRegistration;
    expect(registerSchema.safeParse(required).success).toBe(true);
  });
});

describe("profile schema", () => {
  it("uses the registration messages", () => {
    expect(messages(profileSchema, { firstName: "", lastName: "L", email: "x", phone: "abc" })).toEqual({
      firstName: "Please enter your first name",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address (e.g., name@example.com)",
      phone: "Phone number can only contain numbers, spaces, and symbols like () - +",
    });
  });
});

describe("change-password schema", () => {
  it("needs the current password and applies the registration rules to the new one", () => {
    expect(messages(changePasswordSchema, { currentPassword: "", newPassword: "", confirmPassword: "" })).toEqual({
      currentPassword: "Please enter your current password",
      newPassword: "Please create a new password",
      confirmPassword: "Please confirm your password",
    });
    expect(
      messages(changePasswordSchema, {
        currentPassword: "Old1",
        newPassword: "newsolar42",
        confirmPassword: "newsolar4",
      }),
    ).toEqual({
      newPassword: "Password must contain at least one uppercase letter",
      confirmPassword: "Passwords don't match. Please make sure both passwords are identical",
    });
  });
});
