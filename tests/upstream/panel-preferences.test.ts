import { DEFAULT_PANEL_PREFERENCES } from "@/lib/contract/panel-preferences";
import { api } from "./support/client";
import { newOwner, signedInColleague, type Owner } from "./support/colleagues";

const preferences = async (token: string) => (await api("user/setting", { token })).body.data.preferences;
const save = (o: Owner, body: unknown) => api("user/setting", { token: o.token, body });

describe("the panel's preferences in user/setting", () => {
  it("start at the defaults and change one at a time, the rest staying as it was", async () => {
    const o = await newOwner();
    expect(await preferences(o.token)).toEqual(DEFAULT_PANEL_PREFERENCES);

    const first = await save(o, { preferences: { theme: "dark", page_size: 50 } });
    expect(first.status).toBe(200);
    expect(first.body.data.preferences).toEqual({ ...DEFAULT_PANEL_PREFERENCES, theme: "dark", page_size: 50 });

    await save(o, { preferences: { density: "compact", toasts: { ticket_answered: false } } });
    await save(o, { preferences: { tablet_layout: "phone", theme: "system" } });
    expect(await preferences(o.token)).toEqual({
      theme: "system",
      density: "compact",
      page_size: 50,
      tablet_layout: "phone",
      toasts: { ...DEFAULT_PANEL_PREFERENCES.toasts, ticket_answered: false },
    });

    // The account's other settings are untouched by a change of preferences, and the other way round.
    await save(o, { low_credit_threshold: 900_000 });
    const all = (await api("user/setting", { token: o.token })).body.data;
    expect(all.low_credit_threshold).toBe(900_000);
    expect(all.preferences.page_size).toBe(50);
  });

  it("refuse a hostile body with Persian field messages, changing nothing", async () => {
    const o = await newOwner();
    await save(o, { preferences: { theme: "dark" } });
    const refusals: [unknown, string][] = [
      [{ preferences: { theme: "neon" } }, "preferences.theme"],
      [{ preferences: { theme: "x".repeat(50_000) } }, "preferences.theme"],
      [{ preferences: { page_size: 1_000_000 } }, "preferences.page_size"],
      [{ preferences: { page_size: "20" } }, "preferences.page_size"],
      [{ preferences: { density: ["compact"] } }, "preferences.density"],
      [{ preferences: { tablet_layout: null } }, "preferences.tablet_layout"],
      [{ preferences: { toasts: { ticket_answered: "no" } } }, "preferences.toasts.ticket_answered"],
      [{ preferences: { toasts: { ticket_answered: false, bell: true } } }, "preferences.toasts"],
      [{ preferences: { theme: "light", __proto__x: 1, admin: true } }, "preferences"],
      [{ preferences: "dark" }, "preferences"],
      [{ preferences: [1, 2] }, "preferences"],
      [{ preferences: { theme: "light" }, is_admin: true }, "body"],
    ];
    for (const [body, field] of refusals) {
      const answer = await save(o, body);
      expect([JSON.stringify(body).slice(0, 80), answer.status]).toEqual([JSON.stringify(body).slice(0, 80), 422]);
      const messages: string[] = answer.body.meta.errors[field];
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await preferences(o.token)).toEqual({ ...DEFAULT_PANEL_PREFERENCES, theme: "dark" });
  });

  it("are each member's own: another account is untouched, and a colleague saves their own", async () => {
    const a = await newOwner();
    const b = await newOwner();
    await save(a, { preferences: { theme: "dark", density: "compact" } });
    expect(await preferences(b.token)).toEqual(DEFAULT_PANEL_PREFERENCES);

    const colleague = await signedInColleague(a, ["reports.view"]);
    expect(await preferences(colleague.token)).toEqual(DEFAULT_PANEL_PREFERENCES);
    const byColleague = await api("user/setting", {
      token: colleague.token,
      body: { preferences: { theme: "system", page_size: 20, toasts: { webhook_failing: false } } },
    });
    expect(byColleague.status).toBe(200);
    const theirs = {
      ...DEFAULT_PANEL_PREFERENCES,
      theme: "system",
      page_size: 20,
      toasts: { ...DEFAULT_PANEL_PREFERENCES.toasts, webhook_failing: false },
    };
    expect(byColleague.body.data.preferences).toEqual(theirs);
    // Read back by the colleague, from a later call; the owner's and another colleague's are untouched.
    expect(await preferences(colleague.token)).toEqual(theirs);
    expect(await preferences(a.token)).toEqual({ ...DEFAULT_PANEL_PREFERENCES, theme: "dark", density: "compact" });
    const other = await signedInColleague(a, ["reports.view"]);
    expect(await preferences(other.token)).toEqual(DEFAULT_PANEL_PREFERENCES);

    // The owner's own change leaves the colleague's as they were.
    await save(a, { preferences: { page_size: 100 } });
    expect(await preferences(colleague.token)).toEqual(theirs);
    expect((await api("user/setting", { body: { preferences: { theme: "light" } } })).status).toBe(401);
  });

  it("a colleague reads the account's settings but cannot change them, with or without preferences", async () => {
    const o = await newOwner();
    await save(o, { low_credit_threshold: 900_000, notifications: { low_credit: "panel" } });
    const account = (await api("user/setting", { token: o.token })).body.data;
    // Even a role holding the wallet and the profile: no permission governs the account's settings.
    const colleague = await signedInColleague(o, ["wallet.view", "wallet.pay", "profile.view", "profile.edit"]);
    const refused: unknown[] = [
      { low_credit_threshold: 300_000 },
      { low_credit_threshold: null },
      { notifications: { low_credit: "sms" } },
      { notifications: {} },
      { preferences: { theme: "dark" }, low_credit_threshold: 300_000 },
      { preferences: { theme: "dark" }, notifications: { ticket_answered: "panel" } },
    ];
    for (const body of refused) {
      const answer = await api("user/setting", { token: colleague.token, body });
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 403]);
      expect(answer.body.meta.message).toBe(
        "دسترسی شما به این بخش محدود است. برای افزایش سطح دسترسی با مدیر حساب کاربری خود تماس بگیرید.",
      );
    }
    const after = (await api("user/setting", { token: o.token })).body.data;
    expect(after).toEqual(account);
    // Nothing of a refused body was saved, its preferences neither.
    expect(await preferences(colleague.token)).toEqual(DEFAULT_PANEL_PREFERENCES);
    const seen = (await api("user/setting", { token: colleague.token })).body.data;
    expect([seen.low_credit_threshold, seen.notifications]).toEqual([900_000, account.notifications]);
  });

  it("refuse a colleague's hostile body with Persian field messages, changing nothing", async () => {
    const o = await newOwner();
    const colleague = await signedInColleague(o, ["reports.view"]);
    await api("user/setting", { token: colleague.token, body: { preferences: { density: "compact" } } });
    const refusals: [unknown, string][] = [
      [{ preferences: { theme: "x".repeat(50_000) } }, "preferences.theme"],
      [{ preferences: { page_size: 1_000_000 } }, "preferences.page_size"],
      [{ preferences: { toasts: { ticket_answered: "no" } } }, "preferences.toasts.ticket_answered"],
      [{ preferences: { toasts: { ["x".repeat(10_000)]: true } } }, "preferences.toasts"],
      [{ preferences: { theme: "dark", member_id: 1 } }, "preferences"],
      [{ preferences: [{ theme: "dark" }] }, "preferences"],
      [{ preferences: { theme: "dark" }, user_id: 1 }, "body"],
      [{ low_credit_threshold: "x".repeat(50_000) }, "low_credit_threshold"],
    ];
    for (const [body, field] of refusals) {
      const answer = await api("user/setting", { token: colleague.token, body });
      expect([JSON.stringify(body).slice(0, 80), answer.status]).toEqual([JSON.stringify(body).slice(0, 80), 422]);
      const messages: string[] = answer.body.meta.errors[field];
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await api("user/setting", { token: colleague.token, rawBody: "{not json" })).status).toBe(422);
    expect(await preferences(colleague.token)).toEqual({ ...DEFAULT_PANEL_PREFERENCES, density: "compact" });
    expect(await preferences(o.token)).toEqual(DEFAULT_PANEL_PREFERENCES);
  });
});
