import { loginResponseSchema } from "@/lib/contract/auth";
import { authRoute } from "@/lib/bff/auth-route";
import { envelopeJson, relayFailure, stepExpired } from "@/lib/bff/respond";
import { pendingStep, startPending } from "@/lib/bff/session";
import { upstreamJson } from "@/lib/bff/upstream";

// Sends the two-step SMS code again for the sign-in or registration waiting in the session.
export const POST = authRoute(async (_request, session) => {
  const step = pendingStep(session, "login") ?? pendingStep(session, "register");
  if (!step) return stepExpired();
  const result = await upstreamJson(loginResponseSchema, "/v1/api/acl/auth/send_sms_otp", {
    json: { token: step.token },
  });
  if (!result.ok) return relayFailure(result.status, result.body);
  startPending(session, { ...step, token: result.body.data.token, method: result.body.data.method });
  await session.save();
  return envelopeJson(200, { method: result.body.data.method });
});
