import { z } from "zod";
import { documentIdRequestSchema } from "@/lib/contract/documents";
import { envelope } from "@/lib/contract/envelope";
import { BFF_ANSWERS } from "@/lib/bff/answers.mjs";
import { authRoute, readJson } from "@/lib/bff/auth-route";
import { endLiveSession } from "@/lib/bff/live-sessions.mjs";
import { answerWith, envelopeJson, relayFailure } from "@/lib/bff/respond";
import { liveToken } from "@/lib/bff/session";
import { upstreamJson } from "@/lib/bff/upstream";

// Removes one of the account's documents, by POST only: Edge also takes remove as a GET, which
// API clients keep, but through the panel a link on another site could then remove a document.
export const POST = authRoute(async (request, session) => {
  const token = liveToken(session);
  if (!token) return answerWith(BFF_ANSWERS.unauthenticated);
  const json = await readJson(request, documentIdRequestSchema);
  const result = await upstreamJson(envelope(z.unknown()), "/v1/api/user/documents/remove", { token, json });
  if (!result.ok) {
    if (result.status === 401) {
      endLiveSession(token);
      session.destroy();
    }
    return relayFailure(result.status, result.body);
  }
  return envelopeJson(200, null);
});
