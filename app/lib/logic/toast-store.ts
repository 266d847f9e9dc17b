/**
 * The toast queue: pure state and a tiny external store. Radix Toast owns timing,
 * swipe, Escape, F8 and pause-on-hover; this module decides which toasts exist.
 */
import { TOAST_DURATION_MS } from "./toast-settings";

type ToastVariant = "default" | "destructive";

export interface ToastAction {
  label: string;
  href: string;
  /** Read by screen readers, which reach the action through the F8 hotkey. */
  altText: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  duration?: number;
}

interface ToastItem extends Required<Omit<ToastInput, "action" | "description">> {
  id: string;
  description?: string;
  action?: ToastAction;
  open: boolean;
}

/** docs/requirements.md, Toasts: one toast visible at a time; a new one replaces the current one. */
export const TOAST_LIMIT = 1;

type ToastEvent = { type: "add"; toast: ToastItem } | { type: "dismiss"; id: string };

export function toastReducer(state: readonly ToastItem[], event: ToastEvent): ToastItem[] {
  switch (event.type) {
    case "add":
      return [event.toast, ...state].slice(0, TOAST_LIMIT);
    case "dismiss":
      return state.map((toast) => (toast.id === event.id ? { ...toast, open: false } : toast));
  }
}

export function createToast(input: ToastInput, id: string): ToastItem {
  return {
    id,
    title: input.title,
    description: input.description,
    action: input.action,
    variant: input.variant ?? "default",
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
  };
}

/** The empty queue: the pre-rendered HTML's state and every store's first. */
const noToasts: readonly ToastItem[] = [];

export function createToastStore() {
  let state = noToasts;
  let counter = 0;
  const listeners = new Set<() => void>();

  function dispatch(event: ToastEvent) {
    state = toastReducer(state, event);
    listeners.forEach((listener) => listener());
  }

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input: ToastInput): string {
      counter += 1;
      const id = `toast-${counter}`;
      const toast = createToast(input, id);
      dispatch({ type: "add", toast });
      return id;
    },
    dismiss(id: string) {
      dispatch({ type: "dismiss", id });
    },
  };
}

/** Pre-rendered HTML never contains a toast. */
export const getServerSnapshot = () => noToasts;

/** The site-wide store the Toaster renders. */
export const toastStore = createToastStore();
export const toast = toastStore.show;
