import { z } from "zod";
import { forgotPasswordCheckOtpRequestSchema, otpFormSchema } from "@/lib/contract/auth";
import { envelope } from "@/lib/contract/envelope";
import { authRoute, readJson } from "@/lib/bff/auth-route";
import { envelopeJson, relayFailure, stepExpired } from "@/lib/bff/respond";
import { pendingStep, startPending } from "@/lib/bff/session";
import { upstreamJson } from "@/lib/bff/upstream";

// Step 2 of a forgotten password: the SMS code, remembered in the session for the last step.
export const POST = authRoute(async (request, session) => {
  const { otp } = await readJson(request, otpFormSchema);
  const step = pendingStep(session, "forgot");
  if (!step) return stepExpired();
  const json = forgotPasswordCheckOtpRequestSchema.parse({ token: step.token, otp });
  const result = await upstreamJson(envelope(z.unknown()), "/v1/api/acl/auth/forgot_password_check_otp", { json });
  if (!result.ok) return relayFailure(result.status, result.body);
  startPending(session, { ...step, otp });
  await session.save();
  return envelopeJson(200, null);
});
