"use client";

import { useLiveCredit } from "@/lib/api/credit";

/** Keeps what the signed-in frame shows in step with the live socket's events. */
export function LiveUpdates() {
  useLiveCredit();
  return null;
}
