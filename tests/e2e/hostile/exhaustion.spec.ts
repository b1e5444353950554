import { expect, test } from "../support/test";
import WebSocket from "ws";
import { RawConnection, requestHead, type WireResponse } from "./support/raw-socket";
import {
  Bystander,
  createDraftGroup,
  DRAFT_GROUP_LIST,
  draftMessages,
  DRAFTS,
  expectRefusal,
  exchange,
  openPanel,
  ownPageLines,
  PANEL_HOST,
  PANEL_ORIGIN,
  PANEL_PORT,
  signedInAccount,
  uniqueTitle,
} from "./support/panel";

// One browser must not hold what every user shares: at most 4 live sockets and 32 calls in flight
// per session; past that it is refused with 429 while other sessions are served as usual.

const SOCKET_URL = `ws://${PANEL_HOST}/api/socket`;

/** Opens a live socket as the panel's page would; answers the open socket or the HTTP status that refused it. */
function openLiveSocket(cookie: string): Promise<{ socket: WebSocket; status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(SOCKET_URL, { headers: { cookie, origin: PANEL_ORIGIN }, perMessageDeflate: false });
    socket.once("open", () => resolve({ socket, status: 101 }));
    socket.once("unexpected-response", (_request, response) => {
      response.resume();
      resolve({ socket, status: response.statusCode ?? 0 });
    });
    socket.once("error", (error) => {
      if (socket.readyState !== WebSocket.OPEN) reject(error);
    });
  });
}

test("a session holds at most 4 live sockets: the 5th upgrade gets 429, another session is not affected, and closing one lets a new one in", async () => {
  const mine = await signedInAccount();
  const other = await signedInAccount();
  const opened: WebSocket[] = [];
  try {
    const first = await Promise.all([0, 1, 2, 3, 4].map(() => openLiveSocket(mine.cookie)));
    for (const { socket, status } of first) if (status === 101) opened.push(socket);
    expect(first.map((f) => f.status).sort()).toEqual([101, 101, 101, 101, 429]);

    const refusedAgain = await openLiveSocket(mine.cookie);
    expect(refusedAgain.status).toBe(429);

    const theirs = await openLiveSocket(other.cookie);
    expect(theirs.status).toBe(101);
    opened.push(theirs.socket);

    const closing = opened[0]!;
    const gone = new Promise<void>((resolve) => closing.once("close", () => resolve()));
    closing.close(1000);
    await gone;
    // The slot is given back when the panel's side of the socket has closed too, a moment after ours.
    let replacement: WebSocket | undefined;
    await expect
      .poll(
        async () => {
          const attempt = await openLiveSocket(mine.cookie);
          if (attempt.status === 101) replacement = attempt.socket;
          return attempt.status;
        },
        {
          message: "a new live socket once one of the four has closed",
          timeout: 10_000,
          intervals: [50, 100, 200, 400],
        },
      )
      .toBe(101);
    opened.push(replacement!);
    expect((await openLiveSocket(mine.cookie)).status).toBe(429);
  } finally {
    for (const socket of opened) socket.terminate();
  }
});

test("an upgrade to /api/socket that announces a body is refused with 400 and relays nothing", async () => {
  const { cookie } = await signedInAccount();
  const attacker = await openPanel();
  try {
    await attacker.write(
      requestHead("GET", "/api/socket", [
        `Host: ${PANEL_HOST}`,
        `Origin: ${PANEL_ORIGIN}`,
        `Cookie: ${cookie}`,
        "Connection: Upgrade",
        "Upgrade: websocket",
        "Sec-WebSocket-Version: 13",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        "Content-Length: 5",
      ]) + "hello",
    );
    const [refusal] = await attacker.readUntilClosed({ timeoutMs: 4000 });
    expect(refusal?.status).toBe(400);
  } finally {
    attacker.destroy();
  }
});

test("more than 32 calls in flight for one session get 429 in the envelope, another session is served promptly meanwhile, and finishing them frees the session", async () => {
  const CALLS = 40;
  const LIMIT = 32;
  const mine = await signedInAccount();
  const bystander = await Bystander.create();

  // Slow uploads: each call sends its head and the first bytes of its body, then waits. The BFF has
  // passed each one upstream (which waits for the rest), so each holds its place until it ends.
  // Messages of one group: an account holds 200 of them (but only 20 groups), so every held call can be stored.
  const group = await createDraftGroup(mine.cookie, uniqueTitle("held"));
  const bodies = Array.from({ length: CALLS }, (_, i) =>
    JSON.stringify({ draft_group_id: group.draft_group_id, message: uniqueTitle(`held-${i}`) }),
  );
  const connections = await Promise.all(bodies.map(() => RawConnection.open(PANEL_PORT)));
  const refused = new Map<number, WireResponse>();
  let enoughRefused: () => void = () => undefined;
  const eightRefused = new Promise<void>((resolve) => (enoughRefused = resolve));
  try {
    const answers = connections.map(async (connection, i) => {
      await connection.write(
        requestHead("POST", DRAFTS, [
          ...ownPageLines(mine.cookie),
          "Content-Type: application/json",
          `Content-Length: ${Buffer.byteLength(bodies[i]!)}`,
        ]) + bodies[i]!.slice(0, 5),
      );
      const answer = await connection.readResponse({ timeoutMs: 30_000 });
      if (answer?.status === 429) {
        refused.set(i, answer);
        if (refused.size === CALLS - LIMIT) enoughRefused();
      }
      return answer;
    });

    await Promise.race([
      eightRefused,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`only ${refused.size} of ${CALLS} calls were refused with 429`)),
          15_000,
        ).unref(),
      ),
    ]);
    for (const answer of refused.values()) {
      expectRefusal(answer, 429, "429-1");
      expect(answer.headers["retry-after"]).toBe("1");
    }

    // While the 32 are held: the same session is refused at once, another session is served.
    const extra = await exchange(
      PANEL_PORT,
      requestHead("GET", DRAFT_GROUP_LIST, [`Host: ${PANEL_HOST}`, `Cookie: ${mine.cookie}`]),
      { timeoutMs: 5000 },
    );
    expectRefusal(extra, 429, "429-1");
    const started = Date.now();
    await bystander.expectServed();
    expect(Date.now() - started).toBeLessThan(5000);

    // The held calls finish their bodies: each is answered and stored, and the session is free again.
    await Promise.all(
      connections.map((connection, i) => (refused.has(i) ? undefined : connection.write(bodies[i]!.slice(5)))),
    );
    const statuses = (await Promise.all(answers)).map((a) => a?.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(CALLS - LIMIT);
    const stored = await draftMessages(mine.cookie);
    expect(stored).toHaveLength(LIMIT);
  } finally {
    for (const connection of connections) connection.destroy();
  }
});
