import { loginRequestSchema, loginResponseSchema } from "@/lib/contract/auth";
import { acceptTokenResult } from "@/lib/bff/sign-in";
import { authRoute, readJson } from "@/lib/bff/auth-route";
import { relayFailure } from "@/lib/bff/respond";
import { upstreamJson } from "@/lib/bff/upstream";

// Username and password: signs in, or starts the two-step code with the temporary token kept here.
export const POST = authRoute(async (request, session) => {
  const body = await readJson(request, loginRequestSchema);
  const result = await upstreamJson(loginResponseSchema, "/v1/api/acl/auth/login", { json: body });
  if (!result.ok) return relayFailure(result.status, result.body);
  return acceptTokenResult(session, result.body.data, "login");
});
