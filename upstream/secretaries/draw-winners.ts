import { createHash } from "node:crypto";

/**
 * A contest's draw, repeatable by anyone who has the seed and the correct answers in order of
 * arrival: for i = 0, 1, … count − 1, take the first four bytes of SHA-256(`${seed}:${i}`) as a
 * big-endian unsigned number u, let j = i + (u mod (n − i)), and swap entries i and j (a partial
 * Fisher–Yates shuffle). The winners are the first `count` entries.
 */
export function drawWinners<T>(pool: readonly T[], count: number, seed: string): T[] {
  const entries = [...pool];
  const n = entries.length;
  for (let i = 0; i < Math.min(count, n); i++) {
    const u = createHash("sha256").update(`${seed}:${i}`).digest().readUInt32BE(0);
    const j = i + (u % (n - i));
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  return entries.slice(0, Math.min(count, n));
}
