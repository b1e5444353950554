import { z } from "zod";

/**
 * Limits of the reading of uploaded recipients files, from the environment (see the upstream's
 * README). Read when the upstream starts: a wrong value stops it with one message.
 */
const whole = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

const schema = z.object({
  /** Old-generation heap of one parse thread, in MB: past it the thread dies and the file is refused. */
  UPSTREAM_PARSE_HEAP_MB: whole(16, 16_384, 4096),
  /** Files read at once; the others wait their turn, so the machine never holds more than this many such heaps. */
  UPSTREAM_PARSE_CONCURRENCY: whole(1, 16, 2),
});

export interface ParseLimits {
  heapMb: number;
  /** Files read at once. */
  concurrency: number;
}

export function parseLimitsFrom(source: Record<string, string | undefined>): ParseLimits {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`invalid environment:\n${lines.join("\n")}`);
  }
  return { heapMb: parsed.data.UPSTREAM_PARSE_HEAP_MB, concurrency: parsed.data.UPSTREAM_PARSE_CONCURRENCY };
}
