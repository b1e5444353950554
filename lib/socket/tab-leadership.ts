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
  // A free lock may be granted before a quick resignation's abort is seen: such a grant is passed on.
  let resigned = false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks
    .request(lockName, { signal: abort.signal }, () => {
      if (resigned) return undefined;
      onLead();
      return held;
    })
    // Aborted while still waiting: this tab resigned before it ever led.
    .catch(() => undefined);
  return () => {
    resigned = true;
    abort.abort();
    release();
  };
}
