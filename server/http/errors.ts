import type { ErrorRequestHandler, Request, Response } from "express";
import type { z } from "zod";
import { DISALLOWED_TEXT_MESSAGE, disallowedTextPaths } from "#app/lib/allowed-text.ts";
import { fieldErrors, type FieldErrors } from "#app/lib/field-errors.ts";
import { DomainError, type DomainErrorKind } from "#server/domain-errors.ts";

export { fieldErrors, type FieldErrors };

/** An error the API answers with its own status and message; never a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const validationMessage = "Please correct the highlighted fields.";

/**
 * Every body, query and form the server reads passes here, so the text rule is applied once, to
 * the whole input (keys and fields no schema names included), rather than in each schema's strings.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  const textErrors = disallowedTextPaths(input);
  if (result.success && textErrors.length === 0) return result.data;
  const errors = result.success ? {} : fieldErrors(result.error);
  for (const path of textErrors) errors[path] = DISALLOWED_TEXT_MESSAGE;
  throw new DomainError("invalid", validationMessage, errors);
}

const statusOfKind: Record<DomainErrorKind, number> = {
  "not-found": 404,
  invalid: 400,
  conflict: 409,
  forbidden: 403,
  unauthenticated: 401,
  "rate-limited": 429,
  unavailable: 503,
  gone: 410,
};

/** A service's refusal as the HTTP answer it gets: the kind's status, the same message and field messages. */
function httpErrorOf(error: DomainError): HttpError {
  const headers =
    error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
  return new HttpError(statusOfKind[error.kind], error.message, error.errors, headers);
}

/**
 * A response that fails after its first byte (a CSV export half-way) is cut off rather than
 * ended: an ended response would look complete, the cut-off one fails in the browser.
 */
function abortStartedResponse(error: unknown, req: Request, res: Response) {
  req.log.error({ err: error }, "error after the response started");
  res.destroy();
}

/**
 * A refusal as its HTTP answer: our own HttpError, or a service's DomainError; null for anything else. Page
 * handlers that answer a refusal as data read it here, so a page and the API answer one refusal alike.
 */
export function refusalOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  return error instanceof DomainError ? httpErrorOf(error) : null;
}

/**
 * Our refusals, and Express's: a 4xx `status` is how its router reports a request it
 * cannot read (a path parameter that is not valid percent-encoding).
 */
function asClientError(error: unknown): HttpError | null {
  const refusal = refusalOf(error);
  if (refusal) return refusal;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) return new HttpError(status, "Bad request");
  return null;
}

export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return abortStartedResponse(error, req, res);
  const clientError = asClientError(error);
  if (clientError) {
    const { status, message, errors, headers } = clientError;
    if (headers) res.set(headers);
    res.status(status).json(errors ? { message, errors } : { message });
    return;
  }
  req.log.error({ err: error }, "unhandled API error");
  res.status(500).json({ message: "Internal server error" });
};

/** Last resort for page requests that failed before React Router could render its error screen. */
export const pageErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return abortStartedResponse(error, req, res);
  const clientError = asClientError(error);
  if (clientError) {
    res
      .status(clientError.status)
      .type("html")
      .send(errorPage("The request could not be handled", clientError.message));
    return;
  }
  req.log.error({ err: error }, "unhandled page error");
  res.status(500).type("html").send(errorPage("Something went wrong", "An unexpected error occurred"));
};

/** The messages are the server's own, never the request's, so they need no escaping. */
function errorPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Go Home</a></p></main></body></html>`;
}
