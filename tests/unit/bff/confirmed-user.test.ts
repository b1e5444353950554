/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { CHECK_TOKEN_PATIENCE_MS, confirmedUser } from "@/lib/bff/confirmed-user";
import { UpstreamUnavailableError } from "@/lib/bff/upstream-client.mjs";
import type { CheckTokenData } from "@/lib/contract/auth";

const colleague: CheckTokenData = {
  user_name: "sara1",
  name: "سارا",
  user_id: 7,
  member_of: { account_name: "شرکت نمونه", account_user_name: "owner1", permissions: ["send.quick"] },
  plan: null,
};

const answers = (user: CheckTokenData | null) => jest.fn(async () => user);
const unavailable = () =>
  jest.fn(async () => {
    throw new UpstreamUnavailableError("upstream silent for 30000 ms");
  });
/** A check that answers only when told to, as a stuck upstream does. */
function stuck() {
  let answer: (user: CheckTokenData | null) => void = () => undefined;
  const check = jest.fn(() => new Promise<CheckTokenData | null>((resolve) => (answer = resolve)));
  return { check, answer: (user: CheckTokenData | null) => answer(user) };
}

describe("who a page renders for while the upstream cannot answer", () => {
  it("fails the page when this process never confirmed the token", async () => {
    await expect(confirmedUser(randomUUID(), unavailable())).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it("renders with the member's name, role and plan from the token's last confirmation", async () => {
    const token = randomUUID();
    await expect(confirmedUser(token, answers(colleague))).resolves.toEqual(colleague);
    await expect(confirmedUser(token, unavailable())).resolves.toEqual(colleague);
    await expect(confirmedUser(randomUUID(), unavailable())).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it("stops waiting for a stuck check after the patience, and lets it finish to confirm the next page", async () => {
    jest.useFakeTimers();
    try {
      const token = randomUUID();
      await confirmedUser(token, answers(colleague));
      const slow = stuck();
      let settled = false;
      const user = confirmedUser(token, slow.check).finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(CHECK_TOKEN_PATIENCE_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(user).resolves.toEqual(colleague);
      // The late answer still counts: here it says the token was refused, and no page stands in for it any more.
      slow.answer(null);
      await Promise.resolve();
      await expect(confirmedUser(token, unavailable())).rejects.toBeInstanceOf(UpstreamUnavailableError);
    } finally {
      jest.useRealTimers();
    }
  });

  it("waits for the upstream as long as it takes when there is nothing to stand in", async () => {
    jest.useFakeTimers();
    try {
      const slow = stuck();
      let settled = false;
      const user = confirmedUser(randomUUID(), slow.check).finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(CHECK_TOKEN_PATIENCE_MS * 10);
      expect(settled).toBe(false);
      slow.answer(colleague);
      await expect(user).resolves.toEqual(colleague);
    } finally {
      jest.useRealTimers();
    }
  });

  it("signs out a token the upstream refused, even while it is away afterwards", async () => {
    const token = randomUUID();
    await confirmedUser(token, answers(colleague));
    await expect(confirmedUser(token, answers(null))).resolves.toBeNull();
    await expect(confirmedUser(token, unavailable())).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it("lets a confirmation stand in for 15 minutes, not longer", async () => {
    const token = randomUUID();
    let now = 1_000_000;
    const clock = () => now;
    await confirmedUser(token, answers(colleague), clock);
    now += 15 * 60 * 1000;
    await expect(confirmedUser(token, unavailable(), clock)).resolves.toEqual(colleague);
    now += 1;
    await expect(confirmedUser(token, unavailable(), clock)).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it("passes on a mistake of the panel's own instead of hiding it", async () => {
    const token = randomUUID();
    await confirmedUser(token, answers(colleague));
    const broken = jest.fn(async () => {
      throw new TypeError("cannot read properties of undefined");
    });
    await expect(confirmedUser(token, broken)).rejects.toBeInstanceOf(TypeError);
  });
});
