import { confirmOtpRequestSchema, loginResponseSchema, secondStepFormSchema } from "@/lib/contract/auth";
import { acceptTokenResult } from "@/lib/bff/sign-in";
import { authRoute, readJson } from "@/lib/bff/auth-route";
import { relayFailure, stepExpired } from "@/lib/bff/respond";
import { pendingStep } from "@/lib/bff/session";
import { upstreamJson } from "@/lib/bff/upstream";

// The two-step code of a sign-in or a registration (or a sign-in's recovery code), checked against the temporary token in the session.
export const POST = authRoute(async (request, session) => {
  const code = await readJson(request, secondStepFormSchema);
  const step = pendingStep(session, "login") ?? pendingStep(session, "register");
  if (!step) return stepExpired();
  const json = confirmOtpRequestSchema.parse({ token: step.token, ...code });
  const result = await upstreamJson(loginResponseSchema, "/v1/api/acl/auth/confirm_otp", { json });
  if (!result.ok) return relayFailure(result.status, result.body);
  return acceptTokenResult(session, result.body.data, step.purpose);
});
