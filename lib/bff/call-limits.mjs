// @ts-check
// Plain ESM: per-session limits of the custom server, so that no one browser can hold the pool of
// upstream connections every user shares.
import { panelSetting } from "./panel-env.mjs";

/** Upstream calls one session (or one address without a session) may have open at once. */
export const MAX_CALLS_IN_FLIGHT = panelSetting("BFF_MAX_CALLS_PER_SESSION");
/** Live sockets one session may hold open at once. */
export const MAX_LIVE_SOCKETS = panelSetting("BFF_MAX_SOCKETS_PER_SESSION");

/**
 * Counts what each key holds open. `take` answers a release function, or null when the key is
 * already at its limit; a call holds its place until its answer has been written out, so a
 * browser that reads slowly holds at most its own share.
 */
export class OpenCounter {
  /** @param {number} limit */
  constructor(limit) {
    this.limit = limit;
    /** @type {Map<string, number>} */
    this.counts = new Map();
  }

  /** @param {string} key */
  take(key) {
    const held = this.counts.get(key) ?? 0;
    if (held >= this.limit) return null;
    this.counts.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left <= 0) this.counts.delete(key);
      else this.counts.set(key, left);
    };
  }

  /** @param {string} key */
  held(key) {
    return this.counts.get(key) ?? 0;
  }
}
