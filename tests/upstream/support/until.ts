/** Polls `read` every 20 ms until it answers something, or fails after `timeoutMs`. */
export async function until<T>(read: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("nothing arrived in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}
