import {
  draftGroupCountResponseSchema,
  draftGroupListResponseSchema,
  draftListResponseSchema,
} from "@/lib/contract/drafts";
import { emptyResponseSchema } from "@/lib/contract/common";
import { activityEntries } from "./support/activity";
import { api, devAccount, sessionToken } from "./support/client";
import { newOwner, signedInColleague } from "./support/colleagues";

const put = (path: string, body: unknown, token: string) => api(path, { method: "PUT", body, token });

async function newGroup(token: string, title: string): Promise<number> {
  const made = await api("user/draft/group", { body: { title }, token });
  expect(made.status).toBe(200);
  return made.body.data.draft_group_id as number;
}

async function newDraft(token: string, groupId: number, message: string): Promise<number> {
  const made = await api("user/draft", { body: { draft_group_id: groupId, message }, token });
  expect(made.status).toBe(200);
  return made.body.data.draft_id as number;
}

async function messagesOf(token: string, groupId?: number): Promise<string[]> {
  const query = groupId === undefined ? "" : `?draft_group_id=${groupId}`;
  return draftListResponseSchema
    .parse((await api(`user/draft/list${query}`, { token })).body)
    .data.map((d) => d.message);
}

async function counts(token: string): Promise<Record<number, number>> {
  const answer = await api("user/draft/group/count", { token });
  expect(answer.status).toBe(200);
  return Object.fromEntries(
    draftGroupCountResponseSchema.parse(answer.body).data.map((row) => [row.draft_group_id, row.count]),
  );
}

describe("managing predefined messages (user/draft)", () => {
  it("edits a message, moves it between groups, renames and deletes, with each group's count following", async () => {
    const token = await sessionToken(await devAccount());
    const sales = await newGroup(token, "فروش");
    const notices = await newGroup(token, "اطلاع‌رسانی");
    const first = await newDraft(token, sales, "تخفیف ویژه");
    const second = await newDraft(token, sales, "ارسال رایگان");
    await newDraft(token, notices, "سفارش شما ثبت شد");
    expect(await counts(token)).toEqual({ [sales]: 2, [notices]: 1 });

    const edited = await put("user/draft", { draft_id: first, message: "تخفیف ویژهٔ پاییز" }, token);
    expect(edited.status).toBe(200);
    expect(emptyResponseSchema.parse(edited.body).meta.message).toBe("انجام شد");
    expect(await messagesOf(token, sales)).toEqual(["تخفیف ویژهٔ پاییز", "ارسال رایگان"]);

    const moved = await put(
      "user/draft",
      { draft_id: second, message: "ارسال رایگان", draft_group_id: notices },
      token,
    );
    expect(moved.status).toBe(200);
    expect(await messagesOf(token, notices)).toEqual(["ارسال رایگان", "سفارش شما ثبت شد"]);
    expect(await counts(token)).toEqual({ [sales]: 1, [notices]: 2 });

    const renamed = await put("user/draft/group", { draft_group_id: sales, title: "  حراج  " }, token);
    expect(renamed.status).toBe(200);
    const groups = draftGroupListResponseSchema.parse((await api("user/draft/group/list", { token })).body).data;
    expect(groups.map((g) => g.title)).toEqual(["حراج", "اطلاع‌رسانی"]);

    const deleted = await api("user/draft/delete", { body: { draft_ids: [first] }, token });
    expect(deleted.status).toBe(200);
    expect(await counts(token)).toEqual({ [sales]: 0, [notices]: 2 });

    // Deleting a group deletes its messages too (Edge's documented behaviour).
    const dropped = await api("user/draft/group/delete", { body: { draft_group_id: notices }, token });
    expect(dropped.status).toBe(200);
    expect(await counts(token)).toEqual({ [sales]: 0 });
    expect(await messagesOf(token)).toEqual([]);

    const told = (await activityEntries(token)).slice(0, 5).reverse();
    expect(told.map((entry) => [entry.kind, entry.text])).toEqual([
      ["predefined_messages", "ویرایش پیام آماده در گروه «فروش»"],
      ["predefined_messages", "ویرایش پیام آماده و قرار دادن آن در گروه «اطلاع‌رسانی»"],
      ["predefined_messages", "تغییر عنوان گروه پیام‌های آماده به «حراج»"],
      ["predefined_messages", "حذف ۱ پیام آماده"],
      ["predefined_messages", "حذف یک گروه پیام‌های آماده با پیام‌هایش"],
    ]);
  });

  it("answers another account's messages and groups as unknown and changes nothing of theirs", async () => {
    const owner = await sessionToken(await devAccount());
    const stranger = await sessionToken(await devAccount());
    const group = await newGroup(owner, "فروش");
    const draft = await newDraft(owner, group, "تخفیف ویژه");
    const strangersGroup = await newGroup(stranger, "گروه من");
    const strangersDraft = await newDraft(stranger, strangersGroup, "پیام من");

    const edit = await put("user/draft", { draft_id: draft, message: "نفوذ" }, stranger);
    expect(edit.status).toBe(404);
    expect(edit.body.meta.message).toBe("پیام آماده یافت نشد");
    // All or none: one foreign id in the list leaves even the caller's own message in place.
    const remove = await api("user/draft/delete", { body: { draft_ids: [strangersDraft, draft] }, token: stranger });
    expect(remove.status).toBe(404);
    expect(await messagesOf(stranger)).toEqual(["پیام من"]);
    const rename = await put("user/draft/group", { draft_group_id: group, title: "نفوذ" }, stranger);
    expect(rename.status).toBe(404);
    expect(rename.body.meta.message).toBe("گروه پیام‌های آماده یافت نشد");
    const drop = await api("user/draft/group/delete", { body: { draft_group_id: group }, token: stranger });
    expect(drop.status).toBe(404);

    // Moving one's own message into another account's group is refused beside the field.
    const move = await put(
      "user/draft",
      { draft_id: strangersDraft, message: "پیام من", draft_group_id: group },
      stranger,
    );
    expect(move.status).toBe(422);
    expect(move.body.meta.errors.draft_group_id).toEqual(["گروه انتخاب‌شده یافت نشد"]);

    expect(await messagesOf(owner)).toEqual(["تخفیف ویژه"]);
    expect(await counts(owner)).toEqual({ [group]: 1 });
    expect(await counts(stranger)).toEqual({ [strangersGroup]: 1 });
    const groups = draftGroupListResponseSchema.parse((await api("user/draft/group/list", { token: owner })).body).data;
    expect(groups.map((g) => g.title)).toEqual(["فروش"]);
  });

  it("refuses an empty or too long message or title, and a missing id, with Persian messages beside the fields", async () => {
    const token = await sessionToken(await devAccount());
    const group = await newGroup(token, "فروش");
    const draft = await newDraft(token, group, "تخفیف ویژه");

    const blank = await put("user/draft", { draft_id: draft, message: "   " }, token);
    expect(blank.status).toBe(422);
    expect(blank.body.meta.errors.message).toEqual(["متن پیام را وارد کنید"]);
    const long = await put("user/draft", { draft_id: draft, message: "س".repeat(1401) }, token);
    expect(long.body.meta.errors.message).toEqual(["متن پیام حداکثر ۱٬۴۰۰ نویسه است"]);
    const noId = await put("user/draft", { message: "متن" }, token);
    expect(noId.status).toBe(422);
    expect(Object.keys(noId.body.meta.errors)).toEqual(["draft_id"]);

    const blankTitle = await put("user/draft/group", { draft_group_id: group, title: "  " }, token);
    expect(blankTitle.body.meta.errors.title).toEqual(["عنوان گروه را وارد کنید"]);
    const longTitle = await put("user/draft/group", { draft_group_id: group, title: "ع".repeat(201) }, token);
    expect(longTitle.body.meta.errors.title).toEqual(["عنوان گروه حداکثر ۲۰۰ نویسه است"]);

    const emptyList = await api("user/draft/delete", { body: { draft_ids: [] }, token });
    expect(emptyList.status).toBe(422);
    expect(emptyList.body.meta.errors.draft_ids).toEqual(["دست‌کم یک مورد را انتخاب کنید"]);
    const tooMany = await api("user/draft/delete", {
      body: { draft_ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
      token,
    });
    expect(tooMany.body.meta.errors.draft_ids).toEqual(["حداکثر ۱٬۰۰۰ مورد در هر درخواست"]);
    const badGroup = await api("user/draft/group/delete", { body: { draft_group_id: "x" }, token });
    expect(badGroup.status).toBe(422);
    expect(Object.keys(badGroup.body.meta.errors)).toEqual(["draft_group_id"]);

    expect(await messagesOf(token)).toEqual(["تخفیف ویژه"]);
    const groups = draftGroupListResponseSchema.parse((await api("user/draft/group/list", { token })).body).data;
    expect(groups.map((g) => g.title)).toEqual(["فروش"]);
  });

  it("holds Edge's caps of 20 groups and 200 messages an account, even against parallel creates", async () => {
    const token = await sessionToken(await devAccount());
    const groups = await Promise.all(
      Array.from({ length: 24 }, (_, i) => api("user/draft/group", { body: { title: `گروه ${i}` }, token })),
    );
    expect(groups.filter((g) => g.status === 200)).toHaveLength(20);
    const refused = groups.find((g) => g.status === 422)!;
    expect(refused.body.meta.errors.title).toEqual([
      "حداکثر ۲۰ گروه پیام آماده می‌توانید داشته باشید؛ گروهی را حذف کنید یا از گروه‌های موجود استفاده کنید",
    ]);

    const groupId = groups.find((g) => g.status === 200)!.body.data.draft_group_id as number;
    for (let i = 0; i < 190; i++) await newDraft(token, groupId, `پیام ${i}`);
    const lastOnes = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        api("user/draft", { body: { draft_group_id: groupId, message: `آخری ${i}` }, token }),
      ),
    );
    expect(lastOnes.filter((d) => d.status === 200)).toHaveLength(10);
    expect(lastOnes.find((d) => d.status === 422)!.body.meta.errors.message).toEqual([
      "حداکثر ۲۰۰ پیام آماده می‌توانید داشته باشید؛ پیامی را حذف کنید تا جا باز شود",
    ]);
    expect((await counts(token))[groupId]).toBe(200);
  });

  it("lets a colleague who may only view read the messages and counts, and refuses every change with 403-8", async () => {
    const owner = await newOwner();
    const group = await newGroup(owner.token, "فروش");
    const draft = await newDraft(owner.token, group, "تخفیف ویژه");
    const viewer = await signedInColleague(owner, ["predefined_messages.view"]);

    expect(await messagesOf(viewer.token)).toEqual(["تخفیف ویژه"]);
    expect(await counts(viewer.token)).toEqual({ [group]: 1 });

    const writes = [
      await put("user/draft", { draft_id: draft, message: "تغییر" }, viewer.token),
      await api("user/draft/delete", { body: { draft_ids: [draft] }, token: viewer.token }),
      await put("user/draft/group", { draft_group_id: group, title: "تغییر" }, viewer.token),
      await api("user/draft/group/delete", { body: { draft_group_id: group }, token: viewer.token }),
    ];
    expect(writes.map((answer) => [answer.status, answer.body.meta.message_code])).toEqual(
      Array.from({ length: 4 }, () => [403, "403-8"]),
    );
    expect(await messagesOf(owner.token)).toEqual(["تخفیف ویژه"]);

    const editor = await signedInColleague(owner, ["predefined_messages.view", "predefined_messages.edit"]);
    expect((await put("user/draft", { draft_id: draft, message: "تخفیف ویژهٔ همکار" }, editor.token)).status).toBe(200);
    expect(await messagesOf(owner.token)).toEqual(["تخفیف ویژهٔ همکار"]);
  });
});
