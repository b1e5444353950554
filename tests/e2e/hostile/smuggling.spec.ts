import { expect, test } from "../support/test";
import { devSecretHeader } from "../support/accounts";
import { requestHead } from "./support/raw-socket";
import {
  Bystander,
  draftGroupTitles,
  expectRefusal,
  LOGIN_SETTING,
  openPanel,
  ownPageLines,
  PANEL_HOST,
  signedInAccount,
  UPSTREAM_PORT,
} from "./support/panel";

// The classic desync: a GET that announces a body it never sends. A proxy that copied its
// Content-Length upstream would leave the pooled upstream connection waiting for 600 bytes, take
// the next request (anyone's) as that body, and run what follows it, a development route, as a
// request from 127.0.0.1. The BFF must refuse the GET before anything goes upstream.

const secrets: Array<[string, () => string[]]> = [
  ["without a development secret", () => []],
  ["with a guessed x-dev-secret", () => [`x-dev-secret: ${"0123456789abcdef".repeat(4)}`]],
  ["with the real x-dev-secret", () => [`x-dev-secret: ${devSecretHeader()["x-dev-secret"]}`]],
];

for (const [name, secretLines] of secrets) {
  test(`a GET announcing Content-Length: 600, then an OPTIONS carrying POST /__dev/impersonate ${name}, smuggles nothing`, async () => {
    const bystander = await Bystander.create();

    const impersonate = '{"username":"demo"}';
    const smuggled =
      requestHead("POST", "/__dev/impersonate", [
        `Host: 127.0.0.1:${UPSTREAM_PORT}`,
        ...secretLines(),
        "Content-Type: application/json",
        `Content-Length: ${impersonate.length}`,
      ]) + impersonate;
    const optionsBody = "\r\n".repeat(300) + smuggled;
    const bytes =
      requestHead("GET", LOGIN_SETTING, [`Host: ${PANEL_HOST}`, "Content-Length: 600"]) +
      requestHead("OPTIONS", LOGIN_SETTING, [
        `Host: ${PANEL_HOST}`,
        `Content-Length: ${Buffer.byteLength(optionsBody)}`,
      ]) +
      optionsBody;

    const attacker = await openPanel();
    try {
      await attacker.write(bytes);
      // Soft checks: when the attacker's side goes wrong, the bystander's below still runs and shows
      // what the smuggling did to other people's calls.
      const first = await attacker.readResponse({ timeoutMs: 4000 });
      expect.soft(first?.status, `the GET is refused: ${first?.text.slice(0, 200)}`).toBe(400);
      expect.soft(first?.text).toContain('"message_code":"400-1"');
      // The refusal closes the connection, so whatever followed the GET is never read as a request;
      // anything read after it could only be the OPTIONS (refused) or the panel's own not-found page.
      expect.soft(first?.headers.connection).toBe("close");
      const rest = await attacker.readUntilClosed({ timeoutMs: 4000 }).catch((error: Error) => {
        expect.soft(error.message, "the connection closed after the refusal").toBe("");
        return [];
      });
      for (const later of rest) expect.soft([404, 405]).toContain(later.status);
      expect.soft(attacker.transcript()).not.toContain('"token"');
    } finally {
      attacker.destroy();
    }

    await bystander.expectServed();
  });
}

test("the same bytes from a signed-in browser are refused as well, and its session still works", async () => {
  const bystander = await Bystander.create();
  const { cookie } = await signedInAccount();
  const impersonate = '{"username":"demo"}';
  const smuggled =
    requestHead("POST", "/__dev/impersonate", [
      `Host: 127.0.0.1:${UPSTREAM_PORT}`,
      "Content-Type: application/json",
      `Content-Length: ${impersonate.length}`,
    ]) + impersonate;
  const optionsBody = "\r\n".repeat(300) + smuggled;
  const bytes =
    requestHead("GET", "/api/v1/api/user/draft/group/list", [
      `Host: ${PANEL_HOST}`,
      `Cookie: ${cookie}`,
      "Content-Length: 600",
    ]) +
    requestHead("OPTIONS", "/api/v1/api/user/draft/group/list", [
      `Host: ${PANEL_HOST}`,
      `Cookie: ${cookie}`,
      `Content-Length: ${Buffer.byteLength(optionsBody)}`,
    ]) +
    optionsBody;

  const attacker = await openPanel();
  try {
    await attacker.write(bytes);
    const first = await attacker.readResponse({ timeoutMs: 4000 });
    expectRefusal(first!, 400, "400-1");
    expect(first!.headers.connection).toBe("close");
    for (const later of await attacker.readUntilClosed({ timeoutMs: 4000 })) expect([404, 405]).toContain(later.status);
    expect(attacker.transcript()).not.toContain('"token"');
  } finally {
    attacker.destroy();
  }

  expect(await draftGroupTitles(cookie)).toEqual([]);
  await bystander.expectServed();
});

// A DELETE with a body: Node's http client sends a streamed DELETE body without any framing (no
// chunked coding by default for DELETE), so the upstream would read it as the start of the next
// request on that pooled connection. Here the hidden request's head is left open: the next call
// the BFF sends on that connection, someone else's, would complete it and get its answer.
test("a DELETE carrying a request in its body is refused, and the next caller still gets its own answer", async () => {
  const bystander = await Bystander.create();
  const { cookie } = await signedInAccount();
  const hidden = requestHead("GET", "/health", ["Host: 127.0.0.1"]).replace(/\r\n$/, "") + "X-Hidden: ";

  const attacker = await openPanel();
  try {
    await attacker.write(
      requestHead("DELETE", "/api/v1/api/user/draft/group", [
        ...ownPageLines(cookie),
        "Content-Type: application/json",
        `Content-Length: ${Buffer.byteLength(hidden)}`,
      ]) + hidden,
    );
    const first = await attacker.readResponse({ timeoutMs: 4000 });
    expect.soft(first?.status, `the DELETE is refused: ${first?.text.slice(0, 200)}`).toBe(400);
    expect.soft(first?.text).toContain('"message_code":"400-1"');
    expect.soft(first?.headers.connection).toBe("close");
  } finally {
    attacker.destroy();
  }

  await bystander.expectServed();
});
