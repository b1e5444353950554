import "server-only";
import type { NextResponse } from "next/server";
import { userSettingResponseSchema } from "../contract/user-setting";
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE } from "../theme/theme-keys";
import { upstreamJson } from "./upstream";

/** How long a sign-in waits for the stored theme before it answers without it. */
const THEME_READ_MS = 1_000;

/**
 * The member's stored theme (`user/setting`'s preferences, a colleague's their own), set as the
 * browser's theme cookie on the sign-in's answer: the head script paints it from the panel's first
 * frame in a browser that has never seen it. A slow or failed read only leaves the cookie as it was.
 */
export async function withStoredTheme(response: NextResponse, token: string): Promise<NextResponse> {
  try {
    const result = await upstreamJson(userSettingResponseSchema, "/v1/api/user/setting", {
      method: "GET",
      token,
      signal: AbortSignal.timeout(THEME_READ_MS),
    });
    if (result.ok) {
      response.cookies.set(THEME_COOKIE, result.body.data.preferences.theme, {
        path: "/",
        maxAge: THEME_COOKIE_MAX_AGE,
        sameSite: "lax",
        // The head script reads it; it holds nothing but light, dark or system.
        httpOnly: false,
      });
    }
  } catch {
    // The panel layout applies the stored theme anyway.
  }
  return response;
}
