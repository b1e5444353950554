/**
 * Asks to lead among this browser's tabs with the Web Locks API: `onLead` runs when this tab
 * holds the lock, which the browser hands to the next waiting tab when the leader closes.
 * Without the API the tab leads alone. The answer resigns (or stops waiting).
 */
export function requestLeadership(lockName: string, onLead: () => void): () => void {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) {
    onLead();
    return () => undefined;
  }
  const abort = new AbortController();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks
    .request(lockName, { signal: abort.signal }, () => {
      onLead();
      return held;
    })
    // Aborted while still waiting: this tab resigned before it ever led.
    .catch(() => undefined);
  return () => {
    abort.abort();
    release();
  };
}
