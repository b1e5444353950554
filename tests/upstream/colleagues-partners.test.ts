import {
  COLLEAGUE_MESSAGES,
  colleagueDetailResponseSchema,
  colleagueListResponseSchema,
  colleagueResponseSchema,
  invitationResponseSchema,
  permissionListResponseSchema,
  roleListResponseSchema,
  roleResponseSchema,
} from "@/lib/contract/colleagues";
import { api, login, outboxOf, randomMobile } from "./support/client";
import {
  acceptInvitation,
  as,
  COLLEAGUE_PASSWORD,
  invitationToken,
  invite,
  newOwner,
  newRole,
  newUsername,
  signedInColleague,
  type Owner,
} from "./support/colleagues";

/** Colleagues, `user/partner/*`, as their owner manages them. */

let owner: Owner;
let other: Owner;
let roleId: number;
beforeAll(async () => {
  [owner, other] = await Promise.all([newOwner(), newOwner()]);
  roleId = await newRole(owner, ["send.quick", "reports.view"], "ارسال‌کننده");
});

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: "علی",
  last_name: "رضایی",
  mobile: `0${randomMobile().slice(2)}`,
  username: newUsername(),
  role_id: roleId,
  ...overrides,
});

describe("inviting a colleague", () => {
  it("makes them pending and sends an SMS with a one-time link to the panel", async () => {
    const body = form({ username: `Ali-${Date.now()}` });
    const created = await as(owner.token).post("user/partner/create", body);
    expect(created.status).toBe(200);
    const msisdn = `98${body.mobile.slice(1)}`;
    expect(created.body.data).toMatchObject({
      first_name: "علی",
      last_name: "رضایی",
      mobile: msisdn,
      username: body.username,
      role_id: roleId,
      role_title: "ارسال‌کننده",
      state: "pending",
      two_step: "off",
      last_activity_at: null,
      first_sign_in_at: null,
    });
    const [sms] = await outboxOf(msisdn);
    expect(sms!.message).toContain(body.username);
    expect(sms!.message).toContain("۷۲ ساعت");
    expect(sms!.message).toMatch(/http:\/\/localhost:3000\/invitation\/[0-9a-f]{64}$/);
    // Nobody signs in with the password the invitation has not set yet.
    expect((await login(body.username, COLLEAGUE_PASSWORD)).status).toBe(422);
  });

  it("refuses a taken username (any case, any account), the owner's own mobile, a repeated mobile and an unknown role, field by field", async () => {
    const first = await invite(owner, roleId);
    const refused = await as(owner.token).post(
      "user/partner/create",
      form({ username: first.username.toUpperCase(), mobile: `0${owner.account.mobile.slice(2)}`, role_id: 99999999 }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({
      username: [COLLEAGUE_MESSAGES.usernameTaken],
      mobile: [COLLEAGUE_MESSAGES.mobileIsOwners],
      role_id: [COLLEAGUE_MESSAGES.roleNotFound],
    });
    const ownersName = await as(owner.token).post("user/partner/create", form({ username: other.account.username }));
    expect(ownersName.body.meta.errors).toEqual({ username: [COLLEAGUE_MESSAGES.usernameTaken] });
    const sameMobile = await as(owner.token).post("user/partner/create", form({ mobile: `0${first.mobile.slice(2)}` }));
    expect(sameMobile.body.meta.errors).toEqual({ mobile: [COLLEAGUE_MESSAGES.mobileTaken] });
    const theirRole = await newRole(other, ["inbox.view"]);
    const foreignRole = await as(owner.token).post("user/partner/create", form({ role_id: theirRole }));
    expect(foreignRole.body.meta.errors).toEqual({ role_id: [COLLEAGUE_MESSAGES.roleNotFound] });
    const badForm = await as(owner.token).post("user/partner/create", {
      first_name: "",
      username: "a b",
      mobile: "123",
    });
    expect(Object.keys(badForm.body.meta.errors).sort()).toEqual([
      "first_name",
      "last_name",
      "mobile",
      "role_id",
      "username",
    ]);
  });
});

describe("the list and a colleague's page", () => {
  it("lists the owner's colleagues only, searches names, mobile and username, filters by state and role", async () => {
    const mine = await newOwner();
    const sender = await newRole(mine, ["send.quick"]);
    const support = await newRole(mine, ["inbox.view"]);
    const a = await invite(mine, sender);
    const b = await invite(mine, support);
    const c = await invite(mine, support);
    await as(mine.token).post("user/partner/deactive", { partner_id: c.id });
    const d = await invite(mine, support);
    await as(mine.token).post("user/partner/delete", { partner_id: d.id });
    await invite(other, await newRole(other, ["inbox.view"]));

    const ids = async (query = "") =>
      (await as(mine.token).get(`user/partner${query}`)).body.data.map((row: { id: number }) => row.id);
    expect(await ids()).toEqual([c.id, b.id, a.id]);
    expect(await ids("?state=deactivated")).toEqual([c.id]);
    expect(await ids("?state=pending")).toEqual([b.id, a.id]);
    expect(await ids(`?role_id=${sender}`)).toEqual([a.id]);
    expect(await ids(`?search=${b.username.slice(4)}`)).toEqual([b.id]);
    expect(await ids(`?search=${encodeURIComponent(`0${a.mobile.slice(2)}`)}`)).toEqual([a.id]);
    expect(await ids(`?search=${encodeURIComponent("سارا همکار")}`)).toEqual([c.id, b.id, a.id]);
    const page = await as(mine.token).get("user/partner?per_page=2&page=2");
    expect(page.body.meta).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
    expect((await as(mine.token).get("user/partner?state=deleted")).status).toBe(422);
  });

  it("shows a colleague with their open sessions", async () => {
    const colleague = await signedInColleague(owner, ["inbox.view"]);
    const page = await as(owner.token).get(`user/partner/${colleague.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ id: colleague.id, state: "active", username: colleague.username });
    expect(page.body.data.first_sign_in_at).toMatch(/^\d{4}-/);
    expect(page.body.data.sessions).toHaveLength(1);
    expect(page.body.data.sessions[0]).toEqual(
      expect.objectContaining({ client_address: expect.any(String), created_at: expect.any(String) }),
    );
  });
});

describe("changing a colleague", () => {
  it("saves names and role; the mobile and username stay", async () => {
    const colleague = await invite(owner, roleId);
    const support = await newRole(owner, ["inbox.view"]);
    const saved = await as(owner.token).post("user/partner/update", {
      partner_id: colleague.id,
      first_name: "مریم",
      last_name: "کاظمی",
      role_id: support,
      mobile: "09120000000",
      username: "hijack",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      first_name: "مریم",
      last_name: "کاظمی",
      role_id: support,
      username: colleague.username,
      mobile: colleague.mobile,
    });
    const foreign = await as(owner.token).post("user/partner/update", {
      partner_id: colleague.id,
      first_name: "م",
      last_name: "ک",
      role_id: await newRole(other, ["inbox.view"]),
    });
    expect(foreign.body.meta.errors).toEqual({ role_id: [COLLEAGUE_MESSAGES.roleNotFound] });
  });

  it("deactivates, activates and deletes, refusing a move from the state it is in", async () => {
    const colleague = await signedInColleague(owner, ["inbox.view"]);
    const post = (path: string) => as(owner.token).post(`user/partner/${path}`, { partner_id: colleague.id });
    const active = await post("active");
    expect(active.status).toBe(409);
    expect(active.body.meta.message).toBe(COLLEAGUE_MESSAGES.alreadyActive);
    expect((await post("deactive")).body.data.state).toBe("deactivated");
    expect((await post("deactive")).body.meta.message).toBe(COLLEAGUE_MESSAGES.alreadyDeactivated);
    expect((await post("active")).body.data.state).toBe("active");
    expect((await post("delete")).status).toBe(200);
    const gone = await as(owner.token).get(`user/partner/${colleague.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.meta.message).toBe(COLLEAGUE_MESSAGES.colleagueNotFound);
    expect((await post("active")).status).toBe(404);
    // The username is free again.
    const again = await as(owner.token).post("user/partner/create", form({ username: colleague.username }));
    expect(again.status).toBe(200);
    // The deleted colleague cannot sign in any more.
    expect((await login(colleague.username, COLLEAGUE_PASSWORD)).status).toBe(422);
  });

  it("activating a colleague who never signed in leaves them pending, and a pending colleague is not activated", async () => {
    const colleague = await invite(owner, roleId);
    const post = (path: string) => as(owner.token).post(`user/partner/${path}`, { partner_id: colleague.id });
    const pending = await post("active");
    expect(pending.status).toBe(409);
    expect(pending.body.meta.message).toBe(COLLEAGUE_MESSAGES.stillPending);
    await post("deactive");
    expect((await post("active")).body.data.state).toBe("pending");
  });
});

describe("resending an invitation", () => {
  it("is refused within the resend wait, and the link sent stays the one that works", async () => {
    const colleague = await invite(owner, roleId);
    const first = await invitationToken(colleague.mobile);
    const tooSoon = await as(owner.token).post("user/partner/resend_invitation", { partner_id: colleague.id });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.meta.message).toBe(COLLEAGUE_MESSAGES.invitationResendWait);
    expect(await invitationToken(colleague.mobile)).toBe(first);
  });
});

describe("another owner's colleagues", () => {
  it("answer 404 to every call, and stay as they were", async () => {
    const theirs = await invite(other, await newRole(other, ["inbox.view"]));
    const missing = { status: 404, message: COLLEAGUE_MESSAGES.colleagueNotFound };
    const check = (answer: { status: number; body: { meta: { message: string } } }) =>
      expect({ status: answer.status, message: answer.body.meta.message }).toEqual(missing);
    check(await as(owner.token).get(`user/partner/${theirs.id}`));
    for (const path of ["active", "deactive", "delete", "resend_invitation"])
      check(await as(owner.token).post(`user/partner/${path}`, { partner_id: theirs.id }));
    check(
      await as(owner.token).post("user/partner/update", {
        partner_id: theirs.id,
        first_name: "x",
        last_name: "y",
        role_id: roleId,
      }),
    );
    // The owner's own user id is nobody's colleague either.
    check(await as(owner.token).get(`user/partner/${owner.account.user_id}`));
    const still = await as(other.token).get(`user/partner/${theirs.id}`);
    expect(still.body.data).toMatchObject({ state: "pending", first_name: "سارا" });
  });
});

describe("a colleague's own calls", () => {
  it("cannot manage colleagues or roles: 403-8", async () => {
    const colleague = await signedInColleague(owner, ["send.quick", "reports.view", "contacts.view"]);
    for (const answer of [
      await as(colleague.token).get("user/partner"),
      await as(colleague.token).post("user/partner/create", form()),
      await as(colleague.token).get("acl/partner/role_list"),
      await as(colleague.token).post("plugins/partner/duplicate_role", { role_id: roleId }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.meta.message_code).toBe("403-8");
    }
  });

  it("and the invitation cannot be spent twice", async () => {
    const colleague = await invite(owner, roleId);
    const token = await invitationToken(colleague.mobile);
    expect((await acceptInvitation(token)).status).toBe(200);
    const again = await acceptInvitation(token);
    expect(again.status).toBe(422);
    expect(again.body.meta.message).toBe(COLLEAGUE_MESSAGES.invitationInvalid);
    const resend = await as(owner.token).post("user/partner/resend_invitation", { partner_id: colleague.id });
    expect(resend.status).toBe(409);
    expect(resend.body.meta.message).toBe(COLLEAGUE_MESSAGES.notPending);
  });
});

it("answers 401 without a session", async () => {
  expect((await api("user/partner")).status).toBe(401);
});

describe("answers match lib/contract/colleagues.ts", () => {
  it("parses every answer the panel reads with the panel's own schemas", async () => {
    const parses = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, body: unknown) => {
      const result = schema.safeParse(body);
      if (!result.success) throw new Error(JSON.stringify(result.error));
    };
    const colleague = await signedInColleague(owner, ["inbox.view"]);
    const invited = await invite(owner, roleId);
    parses(permissionListResponseSchema, (await as(owner.token).get("acl/partner/permission_list")).body);
    parses(roleListResponseSchema, (await as(owner.token).get("acl/partner/role_list")).body);
    parses(roleResponseSchema, (await as(owner.token).get(`acl/partner/show_role?role_id=${roleId}`)).body);
    parses(
      roleResponseSchema,
      (await as(owner.token).post("plugins/partner/duplicate_role", { role_id: roleId })).body,
    );
    parses(colleagueListResponseSchema, (await as(owner.token).get("user/partner")).body);
    parses(colleagueDetailResponseSchema, (await as(owner.token).get(`user/partner/${colleague.id}`)).body);
    parses(
      colleagueResponseSchema,
      (await as(owner.token).post("user/partner/deactive", { partner_id: colleague.id })).body,
    );
    parses(
      invitationResponseSchema,
      (await api("acl/auth/partner_invitation/check", { body: { token: await invitationToken(invited.mobile) } })).body,
    );
  });
});
