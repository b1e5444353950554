/**
 * The work's result, or the signal's reason once it aborts, whichever comes first. The work itself
 * goes on: an upstream call left to finish hands its connection back to the pool, where calling it
 * off would close the connection and make a later call open another, which a busy upstream accepts
 * slowly (upstream-client.mjs). The upstream does the work it was asked for either way.
 */
export function stopWaiting<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    signal.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}
