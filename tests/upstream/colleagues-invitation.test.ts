import { COLLEAGUE_MESSAGES } from "@/lib/contract/colleagues";
import { api, login, outboxOf, randomClientAddress } from "./support/client";
import {
  acceptInvitation,
  as,
  COLLEAGUE_PASSWORD,
  invitationToken,
  invite,
  newOwner,
  newRole,
  type Owner,
} from "./support/colleagues";

/** The invitation link: public calls whose token is the credential, good once and for 72 hours. */

const shortClock = process.env.UPSTREAM_SHORT_CLOCK_URL!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const check = (token: string, options: { base?: string; from?: string } = {}) =>
  api("acl/auth/partner_invitation/check", { body: { token }, ...options });
const expectInvalid = (answer: { status: number; body: { meta: { message: string } } }) =>
  expect({ status: answer.status, message: answer.body.meta.message }).toEqual({
    status: 422,
    message: COLLEAGUE_MESSAGES.invitationInvalid,
  });

let owner: Owner;
let roleId: number;
beforeAll(async () => {
  owner = await newOwner();
  roleId = await newRole(owner, ["inbox.view"]);
});

describe("checking and accepting an invitation", () => {
  it("names who is invited to which account, then sets the password once; the first sign-in makes them active", async () => {
    const colleague = await invite(owner, roleId);
    const token = await invitationToken(colleague.mobile);
    const checked = await check(token);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toEqual({
      first_name: "سارا",
      last_name: "همکار",
      username: colleague.username,
      account_name: "کسب‌وکار آزمایشی",
    });

    const weak = await acceptInvitation(token, "short");
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.meta.errors)).toEqual(["password"]);
    // A refused password does not spend the link.
    expect((await check(token)).status).toBe(200);

    expect((await acceptInvitation(token)).status).toBe(200);
    expectInvalid(await check(token));
    expectInvalid(await acceptInvitation(token, "Another-pass2"));

    const listed = async () => (await as(owner.token).get(`user/partner/${colleague.id}`)).body.data;
    expect((await listed()).state).toBe("pending");
    const signedIn = await login(colleague.username, COLLEAGUE_PASSWORD);
    expect(signedIn.body.data.method).toBe("login");
    expect(await listed()).toMatchObject({ state: "active", first_sign_in_at: expect.any(String) });
  });

  it("two accepts at once set one password", async () => {
    const colleague = await invite(owner, roleId);
    const token = await invitationToken(colleague.mobile);
    const answers = await Promise.all([
      acceptInvitation(token, "First-pass1"),
      acceptInvitation(token, "Second-pass2"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const winner = answers[0]!.status === 200 ? "First-pass1" : "Second-pass2";
    const loser = winner === "First-pass1" ? "Second-pass2" : "First-pass1";
    expect((await login(colleague.username, loser)).status).toBe(422);
    expect((await login(colleague.username, winner)).status).toBe(200);
  });

  it("is refused, the same way, to an unknown, malformed, deactivated or deleted colleague's token", async () => {
    expectInvalid(await check("f".repeat(64)));
    expect((await check("")).status).toBe(422);
    expect((await check("x".repeat(300))).status).toBe(422);
    const deactivated = await invite(owner, roleId);
    const deactivatedToken = await invitationToken(deactivated.mobile);
    await as(owner.token).post("user/partner/deactive", { partner_id: deactivated.id });
    expectInvalid(await check(deactivatedToken));
    // Activated again, the old link stays dead: the owner resends one.
    await as(owner.token).post("user/partner/active", { partner_id: deactivated.id });
    expectInvalid(await check(deactivatedToken));

    const deleted = await invite(owner, roleId);
    const deletedToken = await invitationToken(deleted.mobile);
    await as(owner.token).post("user/partner/delete", { partner_id: deleted.id });
    expectInvalid(await acceptInvitation(deletedToken));
  });

  it("carries a token of 256 random bits, a new one for each colleague", async () => {
    const [a, b] = [await invite(owner, roleId), await invite(owner, roleId)];
    const [smsA] = await outboxOf(a.mobile);
    expect(smsA!.message).toMatch(/\/invitation\/[0-9a-f]{64}$/);
    expect(await invitationToken(a.mobile)).not.toBe(await invitationToken(b.mobile));
  });
});

describe("guessing invitation tokens", () => {
  it("is limited per address as sign-ins are: after five wrong tokens, 429 even for a right one", async () => {
    const colleague = await invite(owner, roleId);
    const token = await invitationToken(colleague.mobile);
    const from = randomClientAddress();
    for (let i = 0; i < 5; i++) expectInvalid(await check(`${i}`.repeat(64), { from }));
    const blocked = await check(token, { from });
    expect(blocked.status).toBe(429);
    // Another address is not held back.
    expect((await check(token, { from: randomClientAddress() })).status).toBe(200);
  });
});

describe("the link's life (short clocks: 2 seconds instead of 72 hours)", () => {
  it("dies when its time is up", async () => {
    const shortOwner = await newOwner({}, shortClock);
    const colleague = await invite(
      shortOwner,
      await newRole(shortOwner, ["inbox.view"], undefined, shortClock),
      shortClock,
    );
    const token = await invitationToken(colleague.mobile, shortClock);
    expect((await check(token, { base: shortClock })).status).toBe(200);
    await sleep(2200);
    expectInvalid(await check(token, { base: shortClock }));
    expectInvalid(await acceptInvitation(token, COLLEAGUE_PASSWORD, shortClock));
  });

  it("a resend brings a fresh link and the old one dies", async () => {
    const shortOwner = await newOwner({}, shortClock);
    const colleague = await invite(
      shortOwner,
      await newRole(shortOwner, ["inbox.view"], undefined, shortClock),
      shortClock,
    );
    const first = await invitationToken(colleague.mobile, shortClock);
    await sleep(1100);
    const resent = await as(shortOwner.token, shortClock).post("user/partner/resend_invitation", {
      partner_id: colleague.id,
    });
    expect(resent.status).toBe(200);
    const second = await invitationToken(colleague.mobile, shortClock);
    expect(second).not.toBe(first);
    expectInvalid(await check(first, { base: shortClock }));
    expect((await acceptInvitation(second, COLLEAGUE_PASSWORD, shortClock)).status).toBe(200);
  });
});
