/** Rounds of background work, started by startRounds. */
export interface Rounds {
  /** The work of a round run now (a test's, a benchmark's): stop() waits for it too. */
  track<T>(work: Promise<T>): Promise<T>;
  /** True once stop() was called: a long round ends early. */
  stopping(): boolean;
  /** No round starts after this; answers once the one running has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `round` in the background every `tickMs` (the first after `firstMs`), one at a time: the
 * next is scheduled when one ends, so a slow round is never overlapped. A failure is logged with
 * `failure` before the message, unless the process is stopping, and the rounds go on.
 */
export function startRounds(
  round: () => Promise<unknown>,
  options: { tickMs: number; firstMs?: number; failure: string },
): Rounds {
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  const schedule = (delay: number) => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = round()
        .catch((error: unknown) => {
          if (!stopping) console.error(options.failure, error);
        })
        .finally(() => schedule(options.tickMs));
    }, delay);
  };
  schedule(options.firstMs ?? options.tickMs);

  return {
    track(work) {
      running = work.catch(() => undefined);
      return work;
    },
    stopping: () => stopping,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
