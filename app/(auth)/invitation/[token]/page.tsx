import type { Metadata } from "next";
import { InvitationAccept } from "./_components/invitation-accept";
import { InvitationInvalid } from "./_components/invitation-invalid";
import { checkInvitation } from "./_lib/check-invitation";

// The address carries the invitation's token: no link followed from here, no request this page
// makes, may pass it on in a Referer; and no search engine keeps it.
export const metadata: Metadata = {
  title: "پذیرش دعوت همکاری",
  referrer: "no-referrer",
  robots: { index: false, follow: false },
};

/**
 * The link of a colleague's invitation SMS (public): who is invited to which account, then their
 * password; an invalid, spent or expired link says so and leads to sign-in.
 */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const check = await checkInvitation(token);
  if (!check.ok) return <InvitationInvalid message={check.message} />;
  return <InvitationAccept token={token} invited={check.invited} />;
}
