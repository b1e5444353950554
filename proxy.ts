import { unsealData } from "iron-session";
import { NextResponse, type NextRequest } from "next/server";
import { PANEL_PATH_HEADER } from "@/lib/auth/panel-path-header";
import { checkToken } from "@/lib/bff/check-token";
import { pageContentSecurityPolicy } from "@/lib/bff/security-headers.mjs";
import { clearedSessionCookie, sessionCookieName, sessionOptions } from "@/lib/bff/session-options.mjs";
import { liveToken, type SessionData } from "@/lib/bff/session-data";
import { safeNextPath } from "@/lib/navigation/safe-next";
import { isMobileUserAgent } from "@/lib/hooks/mobile-user-agent";
import { isMobileOnlyPath } from "@/lib/navigation/mobile-only-routes";
import { isGuestPath, isPanelPath } from "@/lib/navigation/panel-routes";

async function readToken(request: NextRequest): Promise<string | null> {
  const sealed = request.cookies.get(sessionCookieName())?.value;
  if (!sealed) return null;
  try {
    const options = sessionOptions();
    const data = await unsealData<SessionData>(sealed, { password: options.password, ttl: options.ttl });
    return liveToken(data);
  } catch {
    return null;
  }
}

/**
 * A redirect within the panel. Next wants an absolute URL here and turns one on the request's own
 * origin back into a relative Location, so the browser stays on the host it came by and nothing a
 * request says about its Host can send it elsewhere.
 */
function redirectTo(request: NextRequest, pathAndQuery: string) {
  return NextResponse.redirect(new URL(pathAndQuery, request.nextUrl));
}

/** No page answers here, so a rewrite to it renders the not-found page with status 404. */
const NOT_FOUND_PATH = "/_not-found-on-desktop";

function withPageHeaders(request: NextRequest, nonce: string, csp: string, rewriteTo?: string) {
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  headers.set(PANEL_PATH_HEADER, request.nextUrl.pathname);
  const init = { request: { headers } };
  const response = rewriteTo ? NextResponse.rewrite(new URL(rewriteTo, request.url), init) : NextResponse.next(init);
  response.headers.set("content-security-policy", csp);
  return response;
}

/**
 * Coarse redirects only (the route handlers and the panel layout check the session themselves):
 * `/` → dashboard; a signed-in area without a session → /login?next=…; a sign-in screen with a
 * live session → the dashboard; a mobile-only page on a desktop browser → the not-found page
 * (the viewport is checked again in the browser by MobileOnlyGuard). Every page gets its CSP nonce here.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  if (pathname === "/") return redirectTo(request, "/dashboard");

  if (isPanelPath(pathname) && !(await readToken(request))) {
    return redirectTo(request, `/login?${new URLSearchParams({ next: safeNextPath(pathname + search) })}`);
  }

  let clearCookie = false;
  if (isGuestPath(pathname)) {
    const token = await readToken(request);
    if (token) {
      const user = await checkToken(token).catch(() => null);
      if (user) {
        const next = safeNextPath(request.nextUrl.searchParams.get("next"));
        return redirectTo(request, next);
      }
      clearCookie = true;
    }
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const desktopOnMobilePage = isMobileOnlyPath(pathname) && !isMobileUserAgent(request.headers.get("user-agent"));
  const response = withPageHeaders(
    request,
    nonce,
    pageContentSecurityPolicy(nonce),
    desktopOnMobilePage ? NOT_FOUND_PATH : undefined,
  );
  if (clearCookie) response.headers.append("set-cookie", clearedSessionCookie());
  return response;
}

export const config = {
  // The BFF (/api) streams bodies itself and must stay out of the proxy, which would buffer them.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|woff2?)$).*)"],
};
