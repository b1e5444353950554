import { forgotPasswordRequestSchema, forgotPasswordResponseSchema } from "@/lib/contract/auth";
import { authRoute, readJson } from "@/lib/bff/auth-route";
import { envelopeJson, relayFailure } from "@/lib/bff/respond";
import { startPending } from "@/lib/bff/session";
import { upstreamJson } from "@/lib/bff/upstream";

// Step 1 of a forgotten password: username and mobile; the reset token waits in the session.
export const POST = authRoute(async (request, session) => {
  const body = await readJson(request, forgotPasswordRequestSchema);
  const result = await upstreamJson(forgotPasswordResponseSchema, "/v1/api/acl/auth/forgot_password", { json: body });
  if (!result.ok) return relayFailure(result.status, result.body);
  startPending(session, {
    purpose: "forgot",
    method: "sms",
    token: result.body.data.token,
    username: body.username,
    mobile: body.mobile,
  });
  await session.save();
  return envelopeJson(200, null);
});
