import { startUpstream, type RunningUpstream } from "./start-upstream";

declare global {
  var __UPSTREAMS__: RunningUpstream[] | undefined;
}

/** Clocks of the second upstream, short enough to watch tokens and codes expire. */
export const SHORT_CLOCKS = {
  TOKEN_TTL_SECONDS: "3",
  OTP_TTL_SECONDS: "2",
  OTP_RESEND_SECONDS: "1",
  INVITATION_TTL_SECONDS: "2",
};

/**
 * Two upstreams for the whole run, started side by side: one with the default clocks at
 * UPSTREAM_TEST_URL, one with short clocks for the expiry tests at UPSTREAM_SHORT_CLOCK_URL.
 */
export default async function globalSetup(): Promise<void> {
  const started = await Promise.allSettled([startUpstream(), startUpstream(SHORT_CLOCKS)]);
  const running = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  globalThis.__UPSTREAMS__ = running;
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await Promise.all(running.map((u) => u.stop()));
    throw (failed as PromiseRejectedResult).reason;
  }
  process.env.UPSTREAM_TEST_URL = running[0]!.baseUrl;
  process.env.UPSTREAM_TEST_DEV_SECRETS = JSON.stringify(
    Object.fromEntries(running.map((u) => [u.baseUrl, u.devSecret])),
  );
  process.env.UPSTREAM_TEST_FORWARD_SECRETS = JSON.stringify(
    Object.fromEntries(running.map((u) => [u.baseUrl, u.forwardSecret])),
  );
  process.env.UPSTREAM_SHORT_CLOCK_URL = running[1]!.baseUrl;
}
