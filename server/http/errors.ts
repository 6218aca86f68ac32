import type { ErrorRequestHandler } from "express";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

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

/** The first message for each field, keyed by its dotted path. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new HttpError(400, validationMessage, fieldErrors(result.error));
  return result.data;
}

/** body-parser marks its own failures with a `type`; they are the client's fault. */
function bodyParserStatus(error: unknown): { status: number; message: string } | null {
  const type = (error as { type?: unknown })?.type;
  if (type === "entity.too.large") return { status: 413, message: "Request body is too large" };
  if (type === "entity.parse.failed") return { status: 400, message: "Malformed JSON in request body" };
  if (typeof type === "string" && (error as { status?: number }).status) {
    return { status: (error as { status: number }).status, message: "The request body could not be read" };
  }
  return null;
}

export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    req.log.error({ err: error }, "error after the response started");
    res.end();
    return;
  }
  if (error instanceof HttpError) {
    if (error.headers) res.set(error.headers);
    res
      .status(error.status)
      .json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    return;
  }
  const bodyError = bodyParserStatus(error);
  if (bodyError) {
    res.status(bodyError.status).json({ message: bodyError.message });
    return;
  }
  req.log.error({ err: error }, "unhandled API error");
  res.status(500).json({ message: "Internal server error" });
};

/** Last resort for page requests that failed before React Router could render its error screen. */
export const pageErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  req.log.error({ err: error }, "unhandled page error");
  if (res.headersSent) {
    res.end();
    return;
  }
  res
    .status(500)
    .type("html")
    .send(
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong</title><body><main><h1>Something went wrong</h1><p>An unexpected error occurred</p><p><a href="/">Go Home</a></p></main></body></html>',
    );
};
