export type ToastTone = "success" | "error" | "info";

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
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

function show(tone: ToastTone, message: string): number {
  const id = nextId++;
  emit([...items, { id, tone, message }].slice(-MAX_TOASTS));
  return id;
}

/** Short notices that confirm an action or report a failure without blocking the page. */
export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
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
