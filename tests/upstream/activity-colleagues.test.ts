import { toPersianDigits } from "@/lib/validation/digits";
import { activityEntries, activityExport, activityLog } from "./support/activity";
import { api, randomClientAddress } from "./support/client";
import { newOwner, signedInColleague } from "./support/colleagues";
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
