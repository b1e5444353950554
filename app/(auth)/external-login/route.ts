import { NextResponse, type NextRequest } from "next/server";
import { checkToken } from "@/lib/bff/check-token";
import { endEntry, pendingEntry, startEntry } from "@/lib/bff/external-entry";
import { readLimitedText } from "@/lib/bff/limited-body";
import { isSameOriginFormPost } from "@/lib/bff/same-origin-form";
import { getSession, signIn } from "@/lib/bff/session";
import { UpstreamUnavailableError } from "@/lib/bff/upstream";

export const dynamic = "force-dynamic";

/** The confirmation form sends a nonce of a few dozen bytes; nothing bigger is read. */
const MAX_FORM_BYTES = 2048;

/**
 * A relative Location keeps the visitor on the host they came by. The address with the token is
 * replaced by the redirect and must not leak through Referer.
 */
function redirectTo(path: string) {
  return new NextResponse(null, {
    status: 303,
    headers: { location: path, "referrer-policy": "no-referrer", "cache-control": "no-store" },
  });
}

async function accountOf(token: string) {
  try {
    return { user: await checkToken(token) };
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return { unavailable: true as const };
    throw error;
  }
}

/**
 * Support staff's link into a customer's account: `/external-login?token=…`. Nothing is entered
 * here: the token is checked, kept aside for two minutes, and the browser is sent to a page that
 * names the account and asks for a confirming post.
 */
export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token")?.trim() ?? "";
  if (!token || token.length > 255) return redirectTo("/login?reason=external");
  const found = await accountOf(token);
  if ("unavailable" in found) return redirectTo("/login?reason=unavailable");
  if (!found.user) return redirectTo("/login?reason=external");
  await startEntry(token, found.user);
  return redirectTo("/external-login/confirm");
}

/**
 * The confirmation page's form: only a post from the panel's own page, with the nonce of the
 * entry waiting in this browser, replaces the session with the customer's.
 */
export async function POST(request: NextRequest) {
  if (!isSameOriginFormPost(request.headers)) return new NextResponse(null, { status: 403 });
  const form = await readLimitedText(request, MAX_FORM_BYTES).then(
    (text) => new URLSearchParams(text),
    () => null,
  );
  if (!form) return new NextResponse(null, { status: 413 });
  const entry = await pendingEntry();
  if (!entry || form.get("nonce") !== entry.nonce) {
    await endEntry();
    return redirectTo("/login?reason=external");
  }
  const found = await accountOf(entry.token);
  await endEntry();
  if ("unavailable" in found) return redirectTo("/login?reason=unavailable");
  if (!found.user) return redirectTo("/login?reason=external");
  const session = await getSession();
  session.destroy();
  signIn(
    session,
    entry.token,
    { user_name: found.user.user_name, name: found.user.name, user_id: found.user.user_id },
    true,
  );
  await session.save();
  return redirectTo("/dashboard");
}
