import { z } from "zod";
import { changePasswordByTokenRequestSchema, newPasswordFormSchema } from "@/lib/contract/auth";
import { envelope } from "@/lib/contract/envelope";
import { authRoute, readJson } from "@/lib/bff/auth-route";
import { envelopeJson, relayFailure, stepExpired } from "@/lib/bff/respond";
import { pendingStep } from "@/lib/bff/session";
import { upstreamJson } from "@/lib/bff/upstream";

// Step 3 of a forgotten password: the new password, set with the token and code kept in the session.
export const POST = authRoute(async (request, session) => {
  const { password } = await readJson(request, newPasswordFormSchema);
  const step = pendingStep(session, "forgot");
  if (!step?.otp) return stepExpired();
  const json = changePasswordByTokenRequestSchema.parse({ token: step.token, otp: step.otp, password });
  const result = await upstreamJson(envelope(z.unknown()), "/v1/api/acl/auth/change_password_by_token", { json });
  if (!result.ok) return relayFailure(result.status, result.body);
  delete session.pending;
  await session.save();
  return envelopeJson(200, null);
});
