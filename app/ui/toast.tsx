import { useEffect, useState, useSyncExternalStore } from "react";
import { whenIdle } from "#app/lib/idle.ts";
import { lazyPart } from "./lazy-part.tsx";

/** SPEC §9: one toast at a time, 5 s, swipe right past 50 px; a dismissed toast is dropped after 1,000,000 ms. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS);
}

/** Shows a notification; callable from anywhere in the browser. */
export function toast(input: ToastInput): void {
  emit([{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => noToasts,
  );
}

const ToastViewport = lazyPart(() => import("./toast-viewport.tsx"));

/**
 * The notifications region. Its code (Radix Toast) is not part of the first page load: it is fetched once the
 * browser is idle after hydration, or at once when a toast is raised before that.
 */
export function Toaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && toasts.length === 0) return null;
  return <ToastViewport />;
}
