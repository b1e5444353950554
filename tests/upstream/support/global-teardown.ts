/** Stops the upstreams of the global setup (SIGINT, clean exit) and removes their data directories. */
export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.__UPSTREAMS__ ?? []).map((u) => u.stop()));
  globalThis.__UPSTREAMS__ = undefined;
}
