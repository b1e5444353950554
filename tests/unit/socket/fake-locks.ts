type LockCallback = (lock: { name: string; mode: "exclusive" } | null) => unknown;

interface Waiter {
  callback: LockCallback;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

/**
 * The browser's Web Locks for one page's tabs, in memory: an exclusive lock goes to one
 * requester at a time in request order, a waiting request can be aborted through its signal,
 * and the lock is released when the callback's promise settles.
 */
export class FakeLockManager {
  private readonly holders = new Set<string>();
  private readonly queues = new Map<string, Waiter[]>();

  isHeld(name: string): boolean {
    return this.holders.has(name);
  }

  request(name: string, options: { signal?: AbortSignal }, callback: LockCallback): Promise<unknown> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(new DOMException("The request was aborted.", "AbortError"));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { callback, resolve, reject };
      const queue = this.queues.get(name) ?? [];
      queue.push(waiter);
      this.queues.set(name, queue);
      signal?.addEventListener("abort", () => {
        const index = queue.indexOf(waiter);
        if (index < 0) return;
        queue.splice(index, 1);
        reject(new DOMException("The request was aborted.", "AbortError"));
      });
      this.grant(name);
    });
  }

  private grant(name: string): void {
    const next = this.holders.has(name) ? undefined : this.queues.get(name)?.shift();
    if (!next) return;
    this.holders.add(name);
    // As in the browser, the callback runs later, never inside request().
    void Promise.resolve()
      .then(() => next.callback({ name, mode: "exclusive" }))
      .then(
        (value) => this.release(name, () => next.resolve(value)),
        (reason) => this.release(name, () => next.reject(reason)),
      );
  }

  private release(name: string, settle: () => void): void {
    this.holders.delete(name);
    settle();
    this.grant(name);
  }
}

/** Puts a fresh lock manager on `navigator.locks` for each test of the calling block; the getter gives the current one. */
export function installFakeLocks(): () => FakeLockManager {
  let current = new FakeLockManager();
  let original: PropertyDescriptor | undefined;
  beforeEach(() => {
    current = new FakeLockManager();
    original = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    Object.defineProperty(globalThis, "navigator", { value: { locks: current }, configurable: true, writable: true });
  });
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, "navigator", original);
    else Reflect.deleteProperty(globalThis, "navigator");
  });
  return () => current;
}

/** Lets queued promise callbacks and timers that are already due run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
