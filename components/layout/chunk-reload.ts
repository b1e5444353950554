/**
 * Spec §2: a page whose code fails to load (a deploy replaced its chunks, a flaky network) reloads
 * the browser up to 3 times; after that the error view shows. The count lives in sessionStorage
 * so it survives the reloads, and a page that loads resets it.
 */
export const CHUNK_RELOAD_KEY = "panel:chunk-reloads";
const MAX_CHUNK_RELOADS = 3;

const CHUNK_ERROR_PATTERNS = [
  /Loading (CSS )?chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** Whether an error is a failed load of the page's code rather than a bug in it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object")
    return typeof error === "string" && CHUNK_ERROR_PATTERNS.some((p) => p.test(error));
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export type ChunkReloadDecision = { reload: true; nextCount: number } | { reload: false };

/** The pure rule: reload while fewer than 3 reloads were spent on chunk errors. */
export function decideChunkReload(error: unknown, reloadsSoFar: number): ChunkReloadDecision {
  if (!isChunkLoadError(error) || reloadsSoFar >= MAX_CHUNK_RELOADS) return { reload: false };
  return { reload: true, nextCount: reloadsSoFar + 1 };
}

type CountStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function readReloadCount(store: CountStore): number {
  const value = Number.parseInt(store.getItem(CHUNK_RELOAD_KEY) ?? "0", 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Reloads for a chunk error still within its allowance; answers whether it did. */
export function reloadForChunkError(error: unknown, store: CountStore, reload: () => void): boolean {
  const decision = decideChunkReload(error, readReloadCount(store));
  if (!decision.reload) return false;
  store.setItem(CHUNK_RELOAD_KEY, String(decision.nextCount));
  reload();
  return true;
}

/** Whether this error will be answered with a reload (read before showing anything). */
export function willReloadForChunkError(error: unknown): boolean {
  const store = sessionStore();
  return store ? decideChunkReload(error, readReloadCount(store)).reload : false;
}

/** A page rendered: its code loaded, so the allowance starts afresh. */
export function resetChunkReloads(store: CountStore): void {
  store.removeItem(CHUNK_RELOAD_KEY);
}

/** sessionStorage, or nothing where it is unavailable (private modes, blocked storage). */
export function sessionStore(): CountStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
