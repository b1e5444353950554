import { expect, test } from "../support/test";
import { devSecretHeader } from "../support/accounts";
import { requestHead, type WireResponse } from "./support/raw-socket";
import {
  Bystander,
  exchange,
  jsonRequest,
  ownPageLines,
  PANEL_HOST,
  PANEL_PORT,
  parseJson,
  signedInAccount,
  UPSTREAM_PORT,
} from "./support/panel";

// The upstream's development routes (the operator's outbox with every one-time code, and
// impersonation) answer only on its own loopback port and only with the secret from DATA_DIR.
// Whatever path a browser sends to the panel, the BFF must never carry one there: everything it
// relays comes from loopback, so the secret is the only thing left between a visitor and them.

const secretLine = () => `x-dev-secret: ${devSecretHeader()["x-dev-secret"]}`;

/** Whether an answer is the outbox (a JSON list of delivered messages). */
function isOutbox(res: WireResponse): boolean {
  if (res.status !== 200) return false;
  try {
    return Array.isArray((JSON.parse(res.text) as { data?: unknown }).data);
  } catch {
    return false;
  }
}

test.describe("directly on the upstream's port", () => {
  test("/__dev/outbox answers 403 without the secret or with a wrong one, and the outbox with it", async () => {
    const host = `Host: 127.0.0.1:${UPSTREAM_PORT}`;
    const without = await exchange(UPSTREAM_PORT, requestHead("GET", "/__dev/outbox", [host]));
    expect(without.status, without.text).toBe(403);
    expect(parseJson<{ meta: { message_code: string } }>(without).meta.message_code).toMatch(/^403/);

    const wrong = await exchange(
      UPSTREAM_PORT,
      requestHead("GET", "/__dev/outbox", [host, `x-dev-secret: ${"f".repeat(64)}`]),
    );
    expect(wrong.status, wrong.text).toBe(403);

    const impersonate = await exchange(
      UPSTREAM_PORT,
      jsonRequest("POST", "/__dev/impersonate", [host], { username: "demo" }),
    );
    expect(impersonate.status, impersonate.text).toBe(403);
    expect(impersonate.text).not.toContain('"token"');

    // The route is there: what the panel refuses below is refused by the panel, not missing.
    const right = await exchange(UPSTREAM_PORT, requestHead("GET", "/__dev/outbox", [host, secretLine()]));
    expect(isOutbox(right), right.text).toBe(true);
  });
});

/** Paths a browser could send to reach `/__dev/outbox` through the panel. */
const escapes = [
  "/__dev/outbox",
  "/api/__dev/outbox",
  "/api/v1/api/__dev/outbox",
  "/api/v1/api/../../__dev/outbox",
  "/api/v1/api/../../../__dev/outbox",
  "/api/v1/api/acl/auth/login_setting/../../../../../../__dev/outbox",
  "/api/v1/../__dev/outbox",
  "/API/V1/API/../../__dev/outbox",
  "/api/v1/api/%2e%2e/%2e%2e/__dev/outbox",
  "/api/v1/api/.%2e/.%2e/__dev/outbox",
  "/api/v1/api/%2E%2E%2F%2E%2E%2F__dev%2Foutbox",
  "/api/v1/api/..%2f..%2f__dev%2foutbox",
  "/api/v1/api/%252e%252e/%252e%252e/__dev/outbox",
  "/api/v1/api/%c0%ae%c0%ae/%c0%ae%c0%ae/__dev/outbox",
  "/api/v1/api/..\\..\\__dev\\outbox",
  "/api/v1/api/..;/..;/__dev/outbox",
  "/api/v1/api/%5f%5fdev/outbox",
  "/%5F%5Fdev/outbox",
  "/./__dev/outbox",
];

for (const path of escapes) {
  test(`GET ${path} on the panel never answers the outbox, with or without the secret`, async () => {
    const { cookie } = await signedInAccount();
    for (const extra of [[], [secretLine()]]) {
      const res = await exchange(
        PANEL_PORT,
        requestHead("GET", path, [`Host: ${PANEL_HOST}`, `Cookie: ${cookie}`, ...extra]),
      );
      expect([400, 404], `${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
      expect(isOutbox(res)).toBe(false);
      expect(res.text).not.toContain('"created_at"');
    }
  });
}

/** Paths a browser could send to reach `/__dev/impersonate` through the panel, as a same-origin mutation. */
const impersonations = [
  "/__dev/impersonate",
  "/api/__dev/impersonate",
  "/api/v1/api/../../__dev/impersonate",
  "/api/v1/api/%2e%2e/%2e%2e/__dev/impersonate",
  "/api/v1/api/__dev/impersonate",
];

for (const path of impersonations) {
  test(`POST ${path} on the panel mints no token, with or without the secret`, async () => {
    const { cookie } = await signedInAccount();
    for (const extra of [[], [secretLine()]]) {
      const res = await exchange(
        PANEL_PORT,
        jsonRequest("POST", path, [...ownPageLines(cookie), ...extra], { username: "demo" }),
      );
      expect([400, 404], `${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
      expect(res.text).not.toContain('"token"');
    }
  });
}

test("absolute-form and double-slash targets naming a development route are not answered by the panel", async () => {
  const bystander = await Bystander.create();
  const { cookie } = await signedInAccount();
  for (const target of [
    `http://127.0.0.1:${UPSTREAM_PORT}/__dev/outbox`,
    `http://${PANEL_HOST}/api/v1/api/../../__dev/outbox`,
    "//__dev/outbox",
    "//127.0.0.1/__dev/outbox",
  ]) {
    for (const extra of [[], [secretLine()]]) {
      const res = await exchange(
        PANEL_PORT,
        requestHead("GET", target, [`Host: ${PANEL_HOST}`, `Cookie: ${cookie}`, ...extra]),
      );
      expect(res.status, `${target}: ${res.status}`).toBeGreaterThanOrEqual(300);
      expect(isOutbox(res)).toBe(false);
      expect(res.text).not.toContain('"created_at"');
    }
  }
  await bystander.expectServed();
});
