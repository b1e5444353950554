/**
 * The one way upstream tests wait: polls `read` every `intervalMs` until it answers something
 * other than undefined, or fails after `timeoutMs` saying what it last saw. `read` may be async.
 */
export async function until<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 3000,
  intervalMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("nothing arrived in time");
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Polls `read` until `check` holds for what it answers, and answers that. */
export async function untilHolds<T>(
  read: () => T | Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
  intervalMs = 100,
): Promise<T> {
  let last: T | undefined;
  try {
    return await until(
      async () => {
        last = await read();
        return check(last) ? last : undefined;
      },
      timeoutMs,
      intervalMs,
    );
  } catch {
    throw new Error(`never got there: ${JSON.stringify(last)?.slice(0, 2000)}`);
  }
}
