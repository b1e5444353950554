import { randomUUID } from "node:crypto";
import { PLAN_REQUIRED_MESSAGE_CODE, planCost, type Plan } from "@/lib/contract/plans";
import { api, call, outboxOf } from "./support/client";
import { newKey, withKey } from "./support/api-keys";
import { deliver } from "./support/inbox";
import { madeSecretary, secretaryOwner } from "./support/secretaries";
import { AGREEMENT_LINE, finished, mobiles, postSend, quickSend, sendWhen } from "./support/sending";
import { as, invite, newOwner, newRole, signedInColleague, type Owner } from "./support/colleagues";
import { endingsOutsideBanks } from "./support/test-numbers";

const PRO = "پنل حرفه‌ای";
const FULL = "پنل سازمانی";

async function plans(): Promise<Plan[]> {
  return (await api("acl/package/general_list")).body.data;
}
const planNamed = async (name: string) => (await plans()).find((p) => p.acl_role_name === name)!;

const buy = (owner: Owner, aclRoleId: number, key: string = randomUUID()) =>
  api("acl/package/buy", { body: { acl_role_id: aclRoleId, idempotency_key: key }, token: owner.token });
const credit = async (owner: Owner) =>
  (await api("payment/credit/mine", { token: owner.token })).body.data.credit as number;
const current = async (owner: Owner) => (await api("acl/package/current", { token: owner.token })).body.data;
const secretaries = (owner: Owner) => api("phonebooks/advanced-services/general-messaging", { token: owner.token });

describe("plans", () => {
  it("lists each package with its term and the services a bought term unlocks", async () => {
    const pro = await planNamed(PRO);
    expect(pro.term_days).toBe(365);
    expect(pro.services).toEqual(["secretaries", "code_readers", "api_keys", "colleagues"]);
    expect((await planNamed(FULL)).services).toEqual(expect.arrayContaining(["business_sends", "dedicated_lines"]));
    expect((await planNamed("پنل پایه")).services).toEqual([]);
  });

  it("refuses a gated service to an account without a plan, naming the plan that unlocks it", async () => {
    const owner = await newOwner({ plan: "none", credit: 100_000_000 });
    expect(await current(owner)).toBeNull();
    const refused = await secretaries(owner);
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message_code).toBe(PLAN_REQUIRED_MESSAGE_CODE);
    expect(refused.body.meta.message).toBe(
      "«منشی پیام دریافتی» در پنل شما فعال نیست؛ با خرید «پنل حرفه‌ای» از صفحهٔ پنل‌ها فعال می‌شود.",
    );
    const business = await api("send/jobs/categories", { token: owner.token });
    expect(business.status).toBe(403);
    expect(business.body.meta.message).toContain(`«${FULL}»`);
    const keys = await api("acl/api_key/list", { token: owner.token });
    expect(keys.status).toBe(403);
    // Services no plan gates stay open.
    expect((await api("payment/credit/mine", { token: owner.token })).status).toBe(200);
  });

  it("a plan bought from the wallet is one ledger movement, unlocks its services at once, and a retried request buys once", async () => {
    const owner = await newOwner({ plan: "none", credit: 30_000_000 });
    const pro = await planNamed(PRO);
    const key = randomUUID();
    const [first, again] = await Promise.all([buy(owner, pro.acl_role_id, key), buy(owner, pro.acl_role_id, key)]);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const cost = planCost(pro);
    expect(cost).toBe(22_500_000);
    expect(first.body.data.paid).toBe(cost);
    expect(await credit(owner)).toBe(30_000_000 - cost);

    const ledger = (await call(`/__dev/ledger?username=${owner.account.username}`)).body.data as {
      description: string;
      amount: string;
    }[];
    expect(
      ledger.filter((row) => row.description.startsWith("خرید «")).map((row) => [row.description, Number(row.amount)]),
    ).toEqual([["خرید «پنل حرفه‌ای» برای ۳۶۵ روز", -cost]]);
    expect((await current(owner)).services).toContain("secretaries");
    expect((await secretaries(owner)).status).toBe(200);

    const listed = await api("report/payment/new", {
      body: { page: 1, limit: 10, filters: { method: "plan" } },
      token: owner.token,
    });
    expect(listed.body.data.map((row: { amount: number }) => row.amount)).toEqual([-cost]);
  });

  it("short credit is refused with the amount still needed, and nothing is taken", async () => {
    const owner = await newOwner({ plan: "none", credit: 20_000_000 });
    const refused = await buy(owner, (await planNamed(PRO)).acl_role_id);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors.acl_role_id).toEqual(["اعتبار کیف پول کافی نیست؛ ۲٬۵۰۰٬۰۰۰ ریال دیگر لازم است"]);
    expect(await credit(owner)).toBe(20_000_000);
    expect(await current(owner)).toBeNull();
  });

  it("refuses a free, reseller or unknown package, a malformed key, and a colleague's purchase", async () => {
    const owner = await newOwner({ plan: "none", credit: 500_000_000 });
    for (const name of ["پنل پایه", "پنل نمایندگی فروش"]) {
      const refused = await buy(owner, (await planNamed(name)).acl_role_id);
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors.acl_role_id).toEqual(["این پنل برای خرید در دسترس نیست"]);
    }
    expect((await buy(owner, 2_147_483_647)).status).toBe(422);
    const badKey = await api("acl/package/buy", {
      body: { acl_role_id: (await planNamed(PRO)).acl_role_id, idempotency_key: "x".repeat(10_000) },
      token: owner.token,
    });
    expect(badKey.status).toBe(422);
    expect(badKey.body.meta.errors.idempotency_key).toEqual(["شناسهٔ درخواست معتبر نیست"]);
    expect(await credit(owner)).toBe(500_000_000);

    const full = await newOwner({ credit: 500_000_000 });
    const colleague = await signedInColleague(full, ["wallet.view", "wallet.pay"]);
    const refused = await as(colleague.token).post("acl/package/buy", {
      acl_role_id: (await planNamed(PRO)).acl_role_id,
      idempotency_key: randomUUID(),
    });
    expect(refused.status).toBe(403);
  });

  it("the same plan again extends it from its expiry; another replaces it from now", async () => {
    const owner = await newOwner({ plan: "none", credit: 200_000_000 });
    const pro = await planNamed(PRO);
    const first = (await buy(owner, pro.acl_role_id)).body.data.plan.expires_at as string;
    const second = (await buy(owner, pro.acl_role_id)).body.data.plan.expires_at as string;
    const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
    expect(days(first, second)).toBe(365);
    const full = await buy(owner, (await planNamed(FULL)).acl_role_id);
    expect(full.body.data.plan.acl_role_name).toBe(FULL);
    expect(days(first, full.body.data.plan.expires_at)).toBe(0);
  });

  it("one colleague comes with every account; the second needs a plan", async () => {
    const owner = await newOwner({ plan: "none" });
    const role = await newRole(owner, ["reports.view"]);
    await invite(owner, role);
    const refused = await api("user/partner/create", {
      body: {
        first_name: "علی",
        last_name: "دوم",
        mobile: "09390000001",
        username: `col-x${Date.now()}`,
        role_id: role,
      },
      token: owner.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message).toContain("«همکاران بیش از یک نفر»");
  });

  it("an API key works only while the plan gives API access, and a plan past its expiry unlocks nothing", async () => {
    const owner = await newOwner();
    const made = await newKey(owner);
    expect((await withKey(made.key, "payment/credit/mine")).status).toBe(200);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(
      (await call("/__dev/plans/expiry", { body: { username: owner.account.username, expires_at: past } })).status,
    ).toBe(200);
    const refused = await withKey(made.key, "payment/credit/mine");
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message_code).toBe(PLAN_REQUIRED_MESSAGE_CODE);
    expect((await secretaries(owner)).status).toBe(403);
    expect(await current(owner)).toBeNull();
    // The runner then clears it.
    await call("/__dev/plans/round", { body: {} });
    const checked = await api("acl/auth/check_token", { method: "POST", token: owner.token });
    expect(checked.body.data.plan).toBeNull();
  });

  it("a secretary whose owner's plan has ended takes no received SMS and spends nothing", async () => {
    const owner = await secretaryOwner();
    await madeSecretary(owner, { type: 3, answer_text: "نظر شما رسید، سپاس" });
    const from = `98912${endingsOutsideBanks(1)[0]}`;
    expect((await deliver(from, owner.line, "خدمات عالی بود")).secretary).toMatchObject({ answer_state: "sent" });
    const past = new Date(Date.now() - 60_000).toISOString();
    await call("/__dev/plans/expiry", { body: { username: owner.account.username, expires_at: past } });
    const before = (await api("payment/credit/mine", { token: owner.token })).body.data.credit;
    expect((await deliver(from, owner.line, "باز هم عالی")).secretary).toBeNull();
    expect((await api("payment/credit/mine", { token: owner.token })).body.data.credit).toBe(before);
  });

  it("sends one reminder SMS seven days before a plan ends, however many rounds run", async () => {
    const owner = await newOwner();
    const inSixDays = new Date(Date.now() + 6 * 86_400_000).toISOString();
    await call("/__dev/plans/expiry", { body: { username: owner.account.username, expires_at: inSixDays } });
    await call("/__dev/plans/round", { body: {} });
    await call("/__dev/plans/round", { body: {} });
    const reminders = (await outboxOf(owner.account.mobile)).filter((sms) => sms.message.includes("به پایان می‌رسد"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.message).toMatch(/^اعتبار «پنل سازمانی» شما [۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} به پایان می‌رسد/);
  });
});

describe("dedicated lines: taking a line by its agreement", () => {
  const offered = async (owner: Owner) => {
    const answer = await api("numbers/agreement-list", { token: owner.token });
    expect(answer.status).toBe(200);
    return answer.body.data as { id: number; number: string }[];
  };
  const take = (owner: Owner, body: unknown) => api("numbers/assign-agreement", { token: owner.token, body });
  const numbersOf = async (owner: Owner) =>
    ((await api("number/numbers", { token: owner.token })).body.data as { number: string }[]).map((l) => l.number);

  it("lists the lines on offer to every account, and refuses taking one without the plan, naming it", async () => {
    const owner = await newOwner({ plan: "none" });
    const line = (await offered(owner)).find((l) => l.number === AGREEMENT_LINE)!;
    expect(line).toBeDefined();
    const refused = await take(owner, { number_id: line.id });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message_code).toBe(PLAN_REQUIRED_MESSAGE_CODE);
    expect(refused.body.meta.message).toBe(
      `«خط اختصاصی» در پنل شما فعال نیست؛ با خرید «${FULL}» از صفحهٔ پنل‌ها فعال می‌شود.`,
    );
    expect(await numbersOf(owner)).not.toContain(AGREEMENT_LINE);
    // A plan that does not give it refuses the same way.
    const pro = await newOwner({ plan: "none", credit: 30_000_000 });
    expect((await buy(pro, (await planNamed(PRO)).acl_role_id)).status).toBe(200);
    expect((await take(pro, { number_id: line.id })).body.meta.message_code).toBe(PLAN_REQUIRED_MESSAGE_CODE);
  });

  it("with the fullest plan a line is taken, and stays the account's to send with after the plan ends", async () => {
    const owner = await newOwner({ credit: 50_000_000 });
    expect((await current(owner)).services).toContain("dedicated_lines");
    const line = (await offered(owner)).find((l) => l.number === AGREEMENT_LINE)!;
    expect((await take(owner, { number_id: line.id })).status).toBe(200);
    expect(await numbersOf(owner)).toContain(AGREEMENT_LINE);
    expect((await offered(owner)).map((l) => l.number)).not.toContain(AGREEMENT_LINE);

    const past = new Date(Date.now() - 60_000).toISOString();
    await call("/__dev/plans/expiry", { body: { username: owner.account.username, expires_at: past } });
    expect(await current(owner)).toBeNull();
    expect(await numbersOf(owner)).toContain(AGREEMENT_LINE);
    const sent = await postSend(owner.token, {
      ...quickSend(mobiles(1), "یادآوری نوبت فردا"),
      from_number: AGREEMENT_LINE,
    });
    expect(sent.status).toBe(200);
    const send = await sendWhen(sent.body.data.message_outbox_ids[0], finished);
    expect(send.rejection_reason).toBeNull();
    // Another line now needs the plan again.
    const next = (await offered(owner))[0]!;
    expect((await take(owner, { number_id: next.id })).status).toBe(403);
  });

  it("answers a hostile body with a clean refusal: another account's line, an id out of range, a malformed body", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const own = await call("/__dev/dedicated-line", { body: { username: other.account.username } });
    expect(own.status).toBe(200);
    const notOffered = await take(owner, { number_id: own.body.data.id });
    expect(notOffered.status).toBe(404);
    expect(notOffered.body.meta.message).toBe("خط مورد نظر یافت نشد");
    expect(await numbersOf(owner)).not.toContain(own.body.data.number);

    for (const number_id of [2_147_483_648, 2 ** 53, 1e300, -1, 0, 1.5, "31", null, [1], { id: 1 }]) {
      const answer = await take(owner, { number_id });
      expect([number_id, answer.status]).toEqual([number_id, 422]);
    }
    const notJson = await api("numbers/assign-agreement", { token: owner.token, rawBody: "{not json" });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    // The same bodies from an account without the plan are refused by the plan first.
    const none = await newOwner({ plan: "none" });
    expect((await take(none, { number_id: 2_147_483_648 })).status).toBe(403);
  });
});
