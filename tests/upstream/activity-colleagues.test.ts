import { toPersianDigits } from "@/lib/validation/digits";
import { activityEntries, activityExport, activityLog } from "./support/activity";
import { api, randomClientAddress } from "./support/client";
import { invite, newOwner, newRole, signedInColleague } from "./support/colleagues";
import { data } from "./support/phonebooks";
import { mobiles, quickSend } from "./support/sending";

const ACCESS_RESTRICTED = "403-8";

describe("a colleague's activity", () => {
  it("is recorded in the owner's log under the colleague's name: their sign-in and their send", async () => {
    const owner = await newOwner({ credit: 5_000_000 });
    const colleague = await signedInColleague(owner, ["send.quick"]);
    const from = randomClientAddress();
    const sent = await api("send", { token: colleague.token, body: quickSend(mobiles(5)), from });
    expect(sent.status).toBe(200);
    const id: number = sent.body.data.message_outbox_ids[0];

    const theirs = await activityEntries(owner.token, { member_id: colleague.id });
    expect(
      theirs.map(({ kind, text, link, member_name, by_owner }) => ({ kind, text, link, member_name, by_owner })),
    ).toEqual([
      {
        kind: "send",
        text: `ارسال سریع به ۵ گیرنده (شناسهٔ ${toPersianDigits(String(id))})`,
        link: `/reports/${id}`,
        member_name: "سارا همکار",
        by_owner: false,
      },
      {
        kind: "sign_in",
        text: "ورود به پنل",
        link: `/colleagues/${colleague.id}`,
        member_name: "سارا همکار",
        by_owner: false,
      },
    ]);
    expect(theirs[0]!.client_address).toBe(from);
    // The owner's own entries are theirs alone: the role made, the colleague invited, the owner's sign-in.
    const owners = await activityEntries(owner.token, { member_id: owner.account.user_id });
    expect(owners.every((entry) => entry.by_owner && entry.member_name === "کاربر آزمایشی")).toBe(true);
  });

  it("names the colleague as they are now: a rename shows on later entries, earlier ones keep the name they had", async () => {
    const owner = await newOwner({ credit: 5_000_000 });
    const colleague = await signedInColleague(owner, ["send.quick"]);
    const renamed = await api("user/partner/update", {
      token: owner.token,
      body: { partner_id: colleague.id, first_name: "سارا", last_name: "رضایی", role_id: colleague.roleId },
    });
    expect(renamed.status).toBe(200);
    expect((await api("send", { token: colleague.token, body: quickSend(mobiles(1)) })).status).toBe(200);

    const names = (await activityEntries(owner.token, { member_id: colleague.id })).map((entry) => entry.member_name);
    expect(names).toEqual(["سارا رضایی", "سارا همکار"]);
  });

  it("the owner's changes to roles and colleagues are told, with the page of each", async () => {
    const owner = await newOwner();
    const roleId = await newRole(owner, ["send.quick"], "فروش");
    const copy = await data(api("plugins/partner/duplicate_role", { token: owner.token, body: { role_id: roleId } }));
    await data(
      api("acl/partner/update_role", {
        token: owner.token,
        body: { role_id: copy.id, title: "فروش شعبه", permissions: ["send.quick", "reports.view"] },
      }),
    );
    const colleague = await invite(owner, roleId);
    const partner = (action: string, body: Record<string, unknown> = {}) =>
      data(api(`user/partner/${action}`, { token: owner.token, body: { partner_id: colleague.id, ...body } }));
    // Refused within a minute of the invitation: refused calls record nothing.
    const resent = await api("user/partner/resend_invitation", {
      token: owner.token,
      body: { partner_id: colleague.id },
    });
    expect(resent.status).toBe(429);
    await partner("update", { first_name: "سارا", last_name: "رضایی", role_id: roleId });
    await partner("deactive");
    await partner("active");
    await partner("delete");
    await data(api("acl/partner/delete_role", { token: owner.token, body: { role_id: copy.id } }));

    const told = (await activityEntries(owner.token)).slice(0, 9).reverse();
    expect(told.map(({ kind, text, link }) => [kind, text, link])).toEqual([
      ["roles", "ساخت سطح دسترسی «فروش»", `/colleagues/update-access/${roleId}`],
      ["roles", `ساخت رونوشت سطح دسترسی «${copy.title}» از روی «فروش»`, `/colleagues/update-access/${copy.id}`],
      ["roles", "ویرایش سطح دسترسی «فروش شعبه»", `/colleagues/update-access/${copy.id}`],
      ["colleagues", "دعوت همکار سارا همکار", `/colleagues/${colleague.id}`],
      ["colleagues", "ویرایش همکار سارا رضایی", `/colleagues/${colleague.id}`],
      ["colleagues", "غیرفعال کردن همکار سارا رضایی", `/colleagues/${colleague.id}`],
      ["colleagues", "فعال کردن همکار سارا رضایی", `/colleagues/${colleague.id}`],
      ["colleagues", "حذف همکار سارا رضایی", "/colleagues"],
      ["roles", `حذف سطح دسترسی با شناسهٔ ${toPersianDigits(String(copy.id))}`, "/colleagues"],
    ]);
  });

  it("never reaches the log itself, nor its export", async () => {
    const owner = await newOwner();
    const colleague = await signedInColleague(owner, ["contacts.view", "contacts.edit", "contacts.export"]);
    const list = await activityLog(colleague.token);
    expect(list.status).toBe(403);
    expect(list.body.meta.message_code).toBe(ACCESS_RESTRICTED);
    expect((await activityExport(colleague.token, { format: "csv" })).status).toBe(403);
  });

  it("stays in their owner's account: another owner sees none of it, even asking for that colleague", async () => {
    const owner = await newOwner({ credit: 5_000_000 });
    const colleague = await signedInColleague(owner, ["send.quick"]);
    expect((await api("send", { token: colleague.token, body: quickSend(mobiles(1)) })).status).toBe(200);
    const stranger = await newOwner();
    expect(await activityEntries(stranger.token, { member_id: colleague.id })).toEqual([]);
    expect((await activityEntries(stranger.token)).every((entry) => entry.member_id === stranger.account.user_id)).toBe(
      true,
    );
  });
});
