import { inboxDeleteResponseSchema, inboxReadResponseSchema } from "@/lib/contract/inbox";
import { unreadCountResponseSchema } from "@/lib/contract/inbox-message";
import { api } from "./support/client";
import { deliver, inboxOwner, inboxRows, unreadOf } from "./support/inbox";
import { localMobiles } from "./support/phonebooks";

/** An owner with three unread messages, and a stranger with one; their ids. */
async function twoInboxes() {
  const owner = await inboxOwner();
  const stranger = await inboxOwner();
  const [a, b] = localMobiles(2, "939");
  const mine: number[] = [];
  for (const text of ["یک", "دو", "سه"])
    mine.push((await deliver(a!, owner.line, text)).messages[0]!.messages_inbox_id);
  const theirs = (await deliver(b!, stranger.line, "مال دیگری")).messages[0]!.messages_inbox_id;
  return { owner, stranger, mine, theirs };
}

describe("marking inbox messages read", () => {
  it("marks the owner's messages read, passes over other users' ids without touching them, and tells the unread count", async () => {
    const { owner, stranger, mine, theirs } = await twoInboxes();
    expect(
      unreadCountResponseSchema.parse((await api("report/messages-inbox/unread-count", { token: owner.token })).body)
        .data,
    ).toEqual({ count: 3 });

    const answer = await api("report/messages-inbox/read", {
      token: owner.token,
      body: { ids: [mine[0], String(mine[1]), theirs] },
    });
    expect(answer.status).toBe(200);
    expect(inboxReadResponseSchema.parse(answer.body).data).toEqual({ read: 2, unread: 1 });
    const rows = await inboxRows(owner.token);
    expect(rows.map((m) => [m.message, m.seen])).toEqual([
      ["سه", "0"],
      ["دو", "1"],
      ["یک", "1"],
    ]);
    expect((await inboxRows(owner.token, { seen: "0" })).map((m) => m.message)).toEqual(["سه"]);
    expect((await inboxRows(owner.token, { seen: "1" })).map((m) => m.message)).toEqual(["دو", "یک"]);

    // The stranger's message is still unread and still theirs.
    expect(await unreadOf(stranger.token)).toBe(1);
    expect((await inboxRows(stranger.token)).map((m) => m.seen)).toEqual(["0"]);
    // Read again: nothing more to mark.
    expect(
      (await api("report/messages-inbox/read", { token: owner.token, body: { ids: [mine[0]] } })).body.data,
    ).toEqual({ read: 0, unread: 1 });
  });

  it("refuses an empty or malformed list of ids", async () => {
    const { owner } = await twoInboxes();
    const empty = await api("report/messages-inbox/read", { token: owner.token, body: { ids: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.meta.errors).toEqual({ ids: ["دست‌کم یک مورد را انتخاب کنید"] });
    const wrong = await api("report/messages-inbox/delete-list", { token: owner.token, body: { ids: ["x", 1] } });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.meta.errors)).toEqual(["ids.0"]);
    expect(await unreadOf(owner.token)).toBe(3);
  });
});

describe("deleting inbox messages", () => {
  it("deletes the owner's messages only, leaving another user's ids as they were", async () => {
    const { owner, stranger, mine, theirs } = await twoInboxes();
    const answer = await api("report/messages-inbox/delete-list", {
      token: owner.token,
      body: { ids: [mine[1], theirs] },
    });
    expect(answer.status).toBe(200);
    expect(inboxDeleteResponseSchema.parse(answer.body).data).toEqual({ deleted: 1, unread: 2 });
    expect((await inboxRows(owner.token)).map((m) => m.message)).toEqual(["سه", "یک"]);
    expect((await inboxRows(stranger.token)).map((m) => m.messages_inbox_id)).toEqual([theirs]);

    // The stranger cannot delete the owner's messages either.
    expect(
      (await api("report/messages-inbox/delete-list", { token: stranger.token, body: { ids: mine } })).body.data,
    ).toEqual({ deleted: 0, unread: 1 });
    expect(await inboxRows(owner.token)).toHaveLength(2);
  });
});
