import { AsyncLocalStorage } from "node:async_hooks";

const requestMemo = new AsyncLocalStorage<Map<symbol, Promise<unknown>>>();

/** Runs the rest of one request's handling (`next`) with a memo of its own, which ends with the request. */
export function withRequestMemo(next: () => void): void {
  requestMemo.run(new Map(), next);
}

/**
 * `load`'s answer, once per request: a later call under the same key in the same request gets the first call's
 * promise. Outside a request (a job, a test calling a service) it loads every time, so nothing outlives a request.
 */
export function oncePerRequest<T>(key: symbol, load: () => Promise<T>): Promise<T> {
  const memo = requestMemo.getStore();
  if (!memo) return load();
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
}
