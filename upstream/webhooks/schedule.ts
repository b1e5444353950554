/**
 * When a failed delivery is tried again: seconds after each failed try (the last one repeats),
 * until RETRY_WINDOW_SECONDS after the message was made; then the delivery has failed. Both are
 * multiplied by WEBHOOK_BACKOFF_SCALE (1 in production; tests shorten the whole day to seconds).
 */
const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1800, 3600, 7200, 14_400, 28_800] as const;
export const RETRY_WINDOW_SECONDS = 24 * 3600;

/** The next try after `attempts` failed ones, or null when it would fall past the window. */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date, scale: number): Date | null {
  const delays = RETRY_DELAYS_SECONDS;
  const delay = delays[Math.min(Math.max(attempts, 1), delays.length) - 1]!;
  const next = new Date(now.getTime() + delay * 1000 * scale);
  const end = createdAt.getTime() + RETRY_WINDOW_SECONDS * 1000 * scale;
  return next.getTime() > end ? null : next;
}

/** An endpoint failing this long without one delivery is disabled: nothing more is queued for it. */
export const DISABLE_AFTER_FAILING_SECONDS = 5 * 24 * 3600;
