import { registerRequestSchema, registerResponseSchema } from "@/lib/contract/auth";
import { acceptTokenResult } from "@/lib/bff/sign-in";
import { authRoute, readJson } from "@/lib/bff/auth-route";
import { relayFailure } from "@/lib/bff/respond";
import { upstreamJson } from "@/lib/bff/upstream";

// A new account: the upstream SMSes a code to the mobile; its temporary token waits here for confirm_otp.
export const POST = authRoute(async (request, session) => {
  const body = await readJson(request, registerRequestSchema);
  const result = await upstreamJson(registerResponseSchema, "/v1/api/user/register", { json: body });
  if (!result.ok) return relayFailure(result.status, result.body);
  return acceptTokenResult(session, result.body.data, "register");
});
