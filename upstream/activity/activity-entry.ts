import type { ActivityKind } from "@/lib/contract/activity-log";
import type { ActivitySource } from "./source";

/** What a call did, as the log tells it: a Persian sentence and, when it has one, the object's panel path. */
export interface ActivityLine {
  text: string;
  link: string | null;
}

/**
 * How a route's successful call is recorded: its kind, and the sentence built from what the call
 * was given and answered. `describe` answers null when the call turned out to change nothing (a
 * list of contacts that were all there already).
 */
export interface RouteActivity {
  kind: ActivityKind;
  describe(source: ActivitySource): Promise<ActivityLine | null> | ActivityLine | null;
}

/** A route's entry: how it is recorded, or null (with a comment saying why it records nothing). */
export type RouteActivities = Record<string, RouteActivity | null>;

export const activity = (kind: ActivityKind, describe: RouteActivity["describe"]): RouteActivity => ({
  kind,
  describe,
});

/** A line: the sentence, and the object's panel path when there is one. */
export const line = (text: string, link: string | null = null): ActivityLine => ({ text, link });
