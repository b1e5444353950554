import { COLLEAGUE_MESSAGES } from "@/lib/contract/colleagues";
import { DEMO_COLLEAGUE_PASSWORD } from "@/upstream/seed/data/colleagues";
import { DEMO_PASSWORD } from "@/upstream/seed/data/accounts";
import { login } from "./support/client";
import { as } from "./support/colleagues";

/** The demo account's seeded roles and colleagues: one of each state, read without changing them. */
describe("the demo's colleagues", () => {
  it("shows two roles and a colleague in each state; the active one signs in into the demo's account", async () => {
    const owner = (await login("demo", DEMO_PASSWORD)).body.data.token as string;
    const roles = (await as(owner).get("acl/partner/role_list")).body.data;
    expect(roles.map((r: { title: string }) => r.title).sort()).toEqual(["ارسال‌کننده", "پشتیبان مشتریان"]);
    const colleagues = (await as(owner).get("user/partner")).body.data;
    expect(
      Object.fromEntries(colleagues.map((c: { username: string; state: string }) => [c.username, c.state])),
    ).toEqual({ "hamkar-sara": "active", "hamkar-reza": "pending", "hamkar-niloofar": "deactivated" });

    const sara = await login("hamkar-sara", DEMO_COLLEAGUE_PASSWORD);
    expect(sara.body.data.method).toBe("login");
    const checked = await as(sara.body.data.token).post("acl/auth/check_token");
    expect(checked.body.data.member_of).toMatchObject({ account_user_name: "demo", account_name: "فروشگاه نمونه" });

    const niloofar = await login("hamkar-niloofar", DEMO_COLLEAGUE_PASSWORD);
    expect(niloofar.status).toBe(403);
    expect(niloofar.body.meta.message).toBe(COLLEAGUE_MESSAGES.deactivated);
    expect((await login("hamkar-reza", DEMO_COLLEAGUE_PASSWORD)).status).toBe(422);
  });
});
