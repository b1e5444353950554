import "server-only";
import type { z } from "zod";
import type { tokenResultSchema } from "../contract/auth";
import { confirmedUser } from "./confirmed-user";
import { envelopeJson } from "./respond";
import { signIn, startPending, type PanelSession, type PendingStep } from "./session";
import { withStoredTheme } from "./stored-theme";
import { UpstreamUnavailableError } from "./upstream";

type TokenResult = z.infer<typeof tokenResultSchema>;

/**
 * What a token-yielding answer does to the session: a final token signs in (the user is read with
 * check_token, and the member's stored theme becomes this browser's); a temporary one waits in the
 * session for its code. The browser learns only the method.
 */
export async function acceptTokenResult(session: PanelSession, result: TokenResult, purpose: PendingStep["purpose"]) {
  if (result.method === "login") {
    const user = await confirmedUser(result.token);
    if (!user) throw new UpstreamUnavailableError("a fresh token was refused by check_token");
    signIn(session, result.token, { user_name: user.user_name, name: user.name, user_id: user.user_id });
    await session.save();
    const answer = envelopeJson(200, { method: result.method });
    // The member's stored theme (a colleague's is their own) paints this browser from its first frame.
    return withStoredTheme(answer, result.token);
  } else {
    startPending(session, { purpose, token: result.token, method: result.method });
  }
  await session.save();
  return envelopeJson(200, { method: result.method });
}
