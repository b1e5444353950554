import "server-only";
import { checkTokenResponseSchema, type CheckTokenData } from "../contract/auth";
import { upstreamJson } from "./upstream";

/** The user a token belongs to, or null when the upstream refuses the token. */
export async function checkToken(token: string): Promise<CheckTokenData | null> {
  const result = await upstreamJson(checkTokenResponseSchema, "/v1/api/acl/auth/check_token", { token, json: {} });
  if (result.ok) return result.body.data;
  if (result.status === 401 || result.status === 403) return null;
  throw new Error(`check_token answered ${result.status}`);
}
