import { expect, test } from "../support/test";
import { requestHead } from "./support/raw-socket";
import {
  Bystander,
  DRAFT_GROUPS,
  draftGroupTitles,
  expectRefusal,
  LOGIN_SETTING,
  openPanel,
  ownPageLines,
  PANEL_HOST,
  parseJson,
  signedInAccount,
  uniqueTitle,
} from "./support/panel";

// Requests whose framing two HTTP parsers could read differently, and methods the contract does
// not use. Each is refused on its own connection, which is then closed, and nothing of it reaches
// the upstream; another client's next calls get their own answers.

test.describe("a bodiless method announcing a body is refused by the BFF with 400", () => {
  test("Transfer-Encoding: chunked on a GET", async () => {
    const bystander = await Bystander.create();
    const attacker = await openPanel();
    try {
      // The chunk holds a whole request, as a desync would smuggle it.
      const inner = requestHead("GET", "/__dev/outbox", ["Host: 127.0.0.1"]);
      await attacker.write(
        requestHead("GET", LOGIN_SETTING, [`Host: ${PANEL_HOST}`, "Transfer-Encoding: chunked"]) +
          `${Buffer.byteLength(inner).toString(16)}\r\n${inner}\r\n0\r\n\r\n`,
      );
      const refusal = await attacker.readResponse({ timeoutMs: 4000 });
      expectRefusal(refusal!, 400, "400-1");
      expect(refusal!.headers.connection).toBe("close");
      expect(await attacker.readUntilClosed({ timeoutMs: 4000 })).toEqual([]);
    } finally {
      attacker.destroy();
    }
    await bystander.expectServed();
  });

  test("Content-Length on a HEAD", async () => {
    const bystander = await Bystander.create();
    const attacker = await openPanel();
    try {
      await attacker.write(requestHead("HEAD", LOGIN_SETTING, [`Host: ${PANEL_HOST}`, "Content-Length: 5"]) + "hello");
      const refusal = await attacker.readResponse({ method: "HEAD", timeoutMs: 4000 });
      expect(refusal?.status).toBe(400);
      expect(refusal?.headers["content-type"]).toMatch(/^application\/json/);
      expect(refusal?.headers.connection).toBe("close");
      expect(await attacker.readUntilClosed({ method: "HEAD", timeoutMs: 4000 })).toEqual([]);
    } finally {
      attacker.destroy();
    }
    await bystander.expectServed();
  });

  // DESIGN, BFF rules: "refuse a GET/HEAD/DELETE that announces a body".
  test("Content-Length on a DELETE", async () => {
    const bystander = await Bystander.create();
    const { cookie } = await signedInAccount();
    const attacker = await openPanel();
    try {
      await attacker.write(
        requestHead("DELETE", DRAFT_GROUPS, [
          ...ownPageLines(cookie),
          "Content-Type: application/json",
          "Content-Length: 2",
        ]) + "{}",
      );
      const refusal = await attacker.readResponse({ timeoutMs: 4000 });
      expectRefusal(refusal!, 400, "400-1");
      expect(refusal!.headers.connection).toBe("close");
      await attacker.closed(4000);
    } finally {
      attacker.destroy();
    }
    await bystander.expectServed();
  });
});

// Framing Node's own parser refuses (400, connection closed) before the BFF sees a request. Each is
// sent from a signed-in page with every anti-forgery header right and a valid JSON body, so a parser
// that let one through would store the draft group.
const malformed: Array<[string, (length: number) => string[], (json: string) => string]> = [
  [
    "two different Content-Lengths on a POST",
    (n) => [`Content-Length: ${n}`, `Content-Length: ${n + 7}`],
    (json) => json,
  ],
  [
    "Content-Length and Transfer-Encoding together",
    (n) => [`Content-Length: ${n}`, "Transfer-Encoding: chunked"],
    (json) => json,
  ],
  ["Transfer-Encoding: chunked, identity", () => ["Transfer-Encoding: chunked, identity"], (json) => json],
  [
    "Transfer-Encoding with a space before its colon",
    () => ["Transfer-Encoding : chunked"],
    (json) => `${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n0\r\n\r\n`,
  ],
  [
    "Transfer-Encoding folded onto a second line",
    () => ["Transfer-Encoding:", " chunked"],
    (json) => `${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n0\r\n\r\n`,
  ],
  [
    "Transfer-Encoding twice, chunked then identity",
    () => ["Transfer-Encoding: chunked", "Transfer-Encoding: identity"],
    (json) => json,
  ],
  ["Content-Length with a sign", (n) => [`Content-Length: +${n}`], (json) => json],
];

for (const [name, framing, body] of malformed) {
  test(`malformed framing is refused by the server and stores nothing: ${name}`, async () => {
    const bystander = await Bystander.create();
    const { cookie } = await signedInAccount();
    const json = JSON.stringify({ title: uniqueTitle("malformed") });
    const attacker = await openPanel();
    try {
      await attacker.write(
        requestHead("POST", DRAFT_GROUPS, [
          ...ownPageLines(cookie),
          "Content-Type: application/json",
          ...framing(Buffer.byteLength(json)),
        ]) + body(json),
      );
      const responses = await attacker.readUntilClosed({ timeoutMs: 4000 });
      expect(responses.map((r) => r.status)).toEqual([400]);
    } finally {
      attacker.destroy();
    }
    expect(await draftGroupTitles(cookie)).toEqual([]);
    await bystander.expectServed();
  });
}

// Methods outside GET, POST, PUT and DELETE: 405 in the panel's envelope, from a signed-in page
// with a body the upstream would store, so only the method check stands in the way.
for (const method of ["OPTIONS", "TRACE", "PATCH"]) {
  test(`${method} on an upstream path is refused with 405 in the panel's envelope`, async () => {
    const bystander = await Bystander.create();
    const { cookie } = await signedInAccount();
    const json = JSON.stringify({ title: uniqueTitle(method.toLowerCase()) });
    const lines =
      method === "TRACE"
        ? ownPageLines(cookie)
        : [...ownPageLines(cookie), "Content-Type: application/json", `Content-Length: ${Buffer.byteLength(json)}`];
    const attacker = await openPanel();
    try {
      await attacker.write(requestHead(method, DRAFT_GROUPS, lines) + (method === "TRACE" ? "" : json));
      const refusal = await attacker.readResponse({ timeoutMs: 4000 });
      expectRefusal(refusal!, 405, "405-1");
      expect(refusal!.headers.allow).toBe("GET, POST, PUT, DELETE");
      expect(refusal!.headers.connection).toBe("close");
      expect(await attacker.readUntilClosed({ timeoutMs: 4000 })).toEqual([]);
      // A TRACE must never echo the request back (the cookie least of all).
      expect(attacker.transcript()).not.toContain(cookie.split("=")[1]!);
    } finally {
      attacker.destroy();
    }
    expect(await draftGroupTitles(cookie)).toEqual([]);
    await bystander.expectServed();
  });
}

test("CONNECT to an upstream path is dropped without an answer", async () => {
  const bystander = await Bystander.create();
  const { cookie } = await signedInAccount();
  const attacker = await openPanel();
  try {
    await attacker.write(requestHead("CONNECT", LOGIN_SETTING, [`Host: ${PANEL_HOST}`, `Cookie: ${cookie}`]));
    const responses = await attacker.readUntilClosed({ timeoutMs: 4000 });
    // Either no answer at all, or a refusal; never a tunnel or an upstream answer.
    for (const r of responses) expect([400, 405]).toContain(r.status);
    expect(attacker.transcript()).not.toContain("otp_length");
  } finally {
    attacker.destroy();
  }
  await bystander.expectServed();
});

for (const method of ["OPTIONS", "GET"]) {
  test(`${method} * (asterisk-form target) is a client error, not a server error`, async () => {
    const bystander = await Bystander.create();
    const attacker = await openPanel();
    try {
      await attacker.write(requestHead(method, "*", [`Host: ${PANEL_HOST}`]));
      const answer = await attacker.readResponse({ timeoutMs: 4000 });
      if (answer) {
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        expect(answer.status, answer.text).toBeLessThan(500);
      }
    } finally {
      attacker.destroy();
    }
    await bystander.expectServed();
  });
}

test("an ordinary chunked POST on the same kind of connection is still accepted (the refusals above are about framing, not chunking)", async () => {
  const { cookie } = await signedInAccount();
  const title = uniqueTitle("chunked");
  const json = JSON.stringify({ title });
  const connection = await openPanel();
  try {
    await connection.write(
      requestHead("POST", DRAFT_GROUPS, [
        ...ownPageLines(cookie),
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
      ]) + `${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n0\r\n\r\n`,
    );
    const answer = await connection.readResponse();
    expect(answer?.status, answer?.text).toBe(200);
    expect(parseJson<{ data: { title: string } }>(answer!).data.title).toBe(title);
  } finally {
    connection.destroy();
  }
  expect(await draftGroupTitles(cookie)).toEqual([title]);
});
