import "server-only";
import { COLLEAGUE_MESSAGES, invitationResponseSchema, invitationTokenRequestSchema } from "@/lib/contract/colleagues";
import { errorBodySchema } from "@/lib/contract/envelope";
import { upstreamJson, UpstreamUnavailableError } from "@/lib/bff/upstream";

const UPSTREAM_DOWN = "ارتباط با سرور برقرار نشد. چند لحظه بعد این صفحه را دوباره باز کنید.";

export type InvitationCheck =
  | { ok: true; invited: { first_name: string; last_name: string; username: string; account_name: string } }
  | { ok: false; message: string };

/** The upstream's own Persian reason for a refused link, or the contract's. */
function refusalMessage(body: unknown): string {
  const parsed = errorBodySchema.safeParse(body);
  return (parsed.success && parsed.data.meta?.message) || COLLEAGUE_MESSAGES.invitationInvalid;
}

/**
 * Who a link's invitation is for and to which account (`acl/auth/partner_invitation/check`),
 * asked on the server so the page paints with the answer; the token goes in the body, never in a
 * URL the upstream might log.
 */
export async function checkInvitation(token: string): Promise<InvitationCheck> {
  const request = invitationTokenRequestSchema.safeParse({ token });
  if (!request.success) return { ok: false, message: COLLEAGUE_MESSAGES.invitationInvalid };
  try {
    const result = await upstreamJson(invitationResponseSchema, "/v1/api/acl/auth/partner_invitation/check", {
      json: request.data,
    });
    if (result.ok) return { ok: true, invited: result.body.data };
    if (result.status >= 500) return { ok: false, message: UPSTREAM_DOWN };
    return { ok: false, message: refusalMessage(result.body) };
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return { ok: false, message: UPSTREAM_DOWN };
    throw error;
  }
}
