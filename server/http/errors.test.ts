import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { z } from "#app/lib/zod.ts";
import {
  conflict,
  DomainError,
  forbidden,
  invalid,
  notFound,
  rateLimited,
  unauthenticated,
  unavailable,
} from "#server/domain-errors.ts";
import { apiErrorHandler, HttpError, parseInput, refusalOf, validationMessage } from "./errors.ts";

/** What the API error handler sent: status, headers and JSON body. */
function apiAnswerTo(error: unknown) {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    headersSent: false,
    set(headers: Record<string, string>) {
      Object.assign(sent.headers, headers);
      return this;
    },
    status(status: number) {
      sent.status = status;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const req = { log: { error() {} } };
  apiErrorHandler(error, req as unknown as Request, res as unknown as Response, () => {});
  return sent;
}

describe("a service's domain error answered by the API", () => {
  it.each([
    [notFound("No such lead"), 404, { message: "No such lead" }],
    [invalid("Please correct", { to: "Too late" }), 400, { message: "Please correct", errors: { to: "Too late" } }],
    [conflict("Already done"), 409, { message: "Already done" }],
    [conflict("Taken", { email: "Taken" }), 409, { message: "Taken", errors: { email: "Taken" } }],
    [forbidden("Not your own account"), 403, { message: "Not your own account" }],
    [unauthenticated("Invalid username or password"), 401, { message: "Invalid username or password" }],
    [unavailable("Card payment is unavailable"), 503, { message: "Card payment is unavailable" }],
  ])("%s is %i with its message and field messages", (error, status, body) => {
    expect(apiAnswerTo(error)).toEqual({ status, headers: {}, body });
  });

  it("rate-limited is a 429 that says when to try again", () => {
    expect(apiAnswerTo(rateLimited("Too many attempts", 42))).toEqual({
      status: 429,
      headers: { "Retry-After": "42" },
      body: { message: "Too many attempts" },
    });
  });

  it("answers an HttpError of the HTTP layer as before, and anything else as a 500 without its message", () => {
    expect(apiAnswerTo(new HttpError(415, "Send the request body as JSON"))).toMatchObject({ status: 415 });
    expect(apiAnswerTo(new Error("secret detail"))).toEqual({
      status: 500,
      headers: {},
      body: { message: "Internal server error" },
    });
  });
});

describe("refusalOf, the page handlers' reading of a refusal", () => {
  it("gives a domain error the API's status, message and field messages", () => {
    expect(refusalOf(invalid("Please correct", { start: "Pick a time" }))).toMatchObject({
      status: 400,
      message: "Please correct",
      errors: { start: "Pick a time" },
    });
    expect(refusalOf(rateLimited("Slow down", 7))).toMatchObject({ status: 429, headers: { "Retry-After": "7" } });
  });

  it("is null for an error that is not a refusal", () => {
    expect(refusalOf(new Error("boom"))).toBeNull();
    expect(refusalOf(new Response(null, { status: 404 }))).toBeNull();
  });
});

it("parseInput refuses bad input with an invalid domain error naming the fields", () => {
  const schema = z.object({ name: z.string().min(1, "Please enter a name") });
  const thrown = (() => {
    try {
      parseInput(schema, { name: "" });
    } catch (error) {
      return error;
    }
  })();
  expect(thrown).toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject({
    kind: "invalid",
    message: validationMessage,
    errors: { name: "Please enter a name" },
  });
});
