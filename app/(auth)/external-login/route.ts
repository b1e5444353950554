import { NextResponse, type NextRequest } from "next/server";
import { checkToken } from "@/lib/bff/check-token";
import { getSession, signIn } from "@/lib/bff/session";
import { UpstreamUnavailableError } from "@/lib/bff/upstream";

export const dynamic = "force-dynamic";

/**
 * A relative Location keeps the visitor on the host they came by (the server's own bind address
 * may differ). The address with the token is replaced by the redirect and must not leak through Referer.
 */
function redirectTo(_request: NextRequest, path: string) {
  return new NextResponse(null, {
    status: 303,
    headers: { location: path, "referrer-policy": "no-referrer", "cache-control": "no-store" },
  });
}

// Support staff's entry into a customer's account: /external-login?token=…
export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token")?.trim() ?? "";
  if (!token || token.length > 255) return redirectTo(request, "/login?reason=external");
  let user;
  try {
    user = await checkToken(token);
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return redirectTo(request, "/login?reason=unavailable");
    throw error;
  }
  if (!user) return redirectTo(request, "/login?reason=external");
  const session = await getSession();
  session.destroy();
  signIn(session, token, { user_name: user.user_name, name: user.name, user_id: user.user_id }, true);
  await session.save();
  return redirectTo(request, "/dashboard");
}
