export type ToastTone = "success" | "error" | "info";

/** A page the toast leads to (a file ready in file management). */
export interface ToastLink {
  href: string;
  label: string;
}

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  link?: ToastLink;
}

/** At most this many toasts stay on screen; older ones make room. */
export const MAX_TOASTS = 3;

const NO_TOASTS: readonly ToastItem[] = [];
let items: readonly ToastItem[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function show(tone: ToastTone, message: string, link?: ToastLink): number {
  const id = nextId++;
  emit([...items, { id, tone, message, ...(link ? { link } : {}) }].slice(-MAX_TOASTS));
  return id;
}

/** Short notices that confirm an action or report a failure without blocking the page. */
export const toast = {
  success: (message: string, link?: ToastLink) => show("success", message, link),
  error: (message: string) => show("error", message),
  info: (message: string, link?: ToastLink) => show("info", message, link),
  dismiss: (id: number) => emit(items.filter((item) => item.id !== id)),
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => items,
  serverSnapshot: (): readonly ToastItem[] => NO_TOASTS,
};
