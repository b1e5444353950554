// @ts-check
// Plain ESM: the socket relay in the custom server registers its connections here, and the
// Next route handlers that end a session (logout, a refused token) close them. Next bundles its
// own copy of this module, so the registry lives on globalThis, shared by the one process.

const REGISTRY = Symbol.for("panel.live-sessions");

/** @returns {Map<string, Set<() => void>>} closers of the relay's connections by session token */
function registry() {
  const scope = /** @type {{ [REGISTRY]?: Map<string, Set<() => void>> }} */ (/** @type {unknown} */ (globalThis));
  scope[REGISTRY] ??= new Map();
  return scope[REGISTRY];
}

/**
 * Remembers how to close one relayed connection of a session; the answer forgets it again.
 * @param {string} token
 * @param {() => void} close
 * @returns {() => void}
 */
export function trackLiveConnection(token, close) {
  const sessions = registry();
  const closers = sessions.get(token) ?? new Set();
  closers.add(close);
  sessions.set(token, closers);
  return () => {
    closers.delete(close);
    if (closers.size === 0 && sessions.get(token) === closers) sessions.delete(token);
  };
}

/**
 * Closes every relayed connection of a session that has ended.
 * @param {string} token
 */
export function endLiveSession(token) {
  const closers = registry().get(token);
  if (!closers) return;
  registry().delete(token);
  for (const close of closers) close();
}

/** Relayed connections open now, for the relay's measurements. */
export function liveConnectionCount() {
  let count = 0;
  for (const closers of registry().values()) count += closers.size;
  return count;
}
