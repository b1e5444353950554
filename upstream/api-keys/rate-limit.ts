/**
 * A token bucket per key, in this process's memory: it holds up to `rate` calls (one second's
 * worth) and refills at `rate` a second. Several upstream processes each keep their own buckets,
 * so the limit is per process; one process is what this reference runs.
 */
interface Bucket {
  rate: number;
  tokens: number;
  at: number;
}

/** Buckets not touched for this long are forgotten (a full bucket is the same as none). */
const IDLE_MS = 60_000;

export interface KeyRateLimiter {
  /** Takes one call from the key's bucket: 0 when it may go now, else the seconds until it may. */
  take(keyId: number, rate: number, now?: number): number;
}

export function keyRateLimiter(): KeyRateLimiter {
  const buckets = new Map<number, Bucket>();
  let sweptAt = Date.now();

  const sweep = (now: number) => {
    if (now - sweptAt < IDLE_MS) return;
    sweptAt = now;
    for (const [id, bucket] of buckets) if (now - bucket.at > IDLE_MS) buckets.delete(id);
  };

  return {
    take(keyId, rate, now = Date.now()) {
      sweep(now);
      let bucket = buckets.get(keyId);
      // A new key, or its rate changed: a full bucket at the rate now in force.
      if (!bucket || bucket.rate !== rate) {
        bucket = { rate, tokens: rate, at: now };
        buckets.set(keyId, bucket);
      }
      bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.at) / 1000) * rate);
      bucket.at = now;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / rate));
    },
  };
}
