import { data } from "react-router";
import { isDomainError } from "#server/domain-errors.ts";

/** For a page loader: a record that does not exist is the 404 page, not an error. */
export async function notFoundPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isDomainError(error, "not-found")) throw data(error.message, { status: 404 });
    throw error;
  }
}
