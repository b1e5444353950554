import type { Metadata } from "next";
import { pendingEntry } from "@/lib/bff/external-entry";
import { EntryConfirmation } from "./_components/entry-confirmation";
import { EntryExpired } from "./_components/entry-expired";

export const metadata: Metadata = { title: "ورود به عنوان پشتیبان" };
export const dynamic = "force-dynamic";

/** Support staff's link lands here: whose account it opens, and one button that enters it. */
export default async function ExternalLoginConfirmPage() {
  const entry = await pendingEntry();
  if (!entry) return <EntryExpired />;
  return <EntryConfirmation name={entry.user.name} username={entry.user.user_name} nonce={entry.nonce} />;
}
