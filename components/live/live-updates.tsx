"use client";

import { useLiveFiles } from "@/lib/api/account-files";
import { useLiveCredit } from "@/lib/api/credit";
import { useLiveInbox } from "@/lib/api/inbox-live";
import { useLivePatterns } from "@/lib/api/patterns-live";
import { useLiveSupport } from "@/lib/api/support-live";
import { useLiveWallet } from "@/lib/api/wallet-live";

/** Keeps what the signed-in frame shows in step with the live socket's events. */
export function LiveUpdates() {
  useLiveCredit();
  useLiveInbox();
  useLiveWallet();
  useLivePatterns();
  useLiveSupport();
  useLiveFiles();
  return null;
}
