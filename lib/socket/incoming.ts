/** A message from the live socket that names an event: the only kind listeners and other tabs get. */
export type LiveMessage = { event: string } & Record<string, unknown>;

/** Reads one incoming frame (spec §7): JSON with an `event` field, or null. Unreadable frames are only logged. */
export function readIncoming(text: string): LiveMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    console.warn(`[live] a message that is not JSON was ignored (${text.length} characters)`);
    return null;
  }
  if (parsed && typeof parsed === "object" && typeof (parsed as { event?: unknown }).event === "string") {
    return parsed as LiveMessage;
  }
  return null;
}
