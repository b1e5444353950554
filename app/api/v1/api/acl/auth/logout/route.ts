import { z } from "zod";
import { envelope } from "@/lib/contract/envelope";
import { authRoute } from "@/lib/bff/auth-route";
import { endLiveSession } from "@/lib/bff/live-sessions.mjs";
import { envelopeJson, relayFailure } from "@/lib/bff/respond";
import { liveToken } from "@/lib/bff/session";
import { upstreamJson } from "@/lib/bff/upstream";

// Revokes the token upstream, then ends the session and its live sockets. A failure keeps the session so the user can retry.
export const POST = authRoute(async (_request, session) => {
  const token = liveToken(session);
  if (token) {
    const result = await upstreamJson(envelope(z.unknown()), "/v1/api/acl/auth/logout", { token, json: {} });
    if (!result.ok && result.status !== 401) return relayFailure(result.status, result.body);
    endLiveSession(token);
  }
  session.destroy();
  return envelopeJson(200, null);
});
