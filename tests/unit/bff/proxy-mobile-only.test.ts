/**
 * @jest-environment node
 */
import { sealData } from "iron-session";
import { sessionCookieName } from "@/lib/bff/session-options.mjs";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

beforeAll(() => {
  process.env.SESSION_SECRET = SECRET;
});

async function signedInRequest(path: string, userAgent: string) {
  const sealed = await sealData({ token: "t", expiresAt: Date.now() + 3_600_000 }, { password: SECRET, ttl: 36_000 });
  return new NextRequest(`http://panel.test${path}`, {
    headers: { "user-agent": userAgent, cookie: `${sessionCookieName()}=${sealed}` },
  });
}

const rewrite = (response: Response) => response.headers.get("x-middleware-rewrite");

describe("mobile-only pages in the proxy", () => {
  it("sends a desktop browser to the not-found page", async () => {
    const response = await proxy(await signedInRequest("/contacts/group/7", DESKTOP));
    expect(rewrite(response)).toMatch(/\/_not-found-on-desktop$/);
  });

  it("lets a phone through", async () => {
    const response = await proxy(await signedInRequest("/contacts/group/7", PHONE));
    expect(rewrite(response)).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("nonce-");
  });

  it("leaves pages for every device alone on desktop", async () => {
    const response = await proxy(await signedInRequest("/contacts", DESKTOP));
    expect(rewrite(response)).toBeNull();
  });
});
