import { bulkReportSchema } from "@/lib/contract/report";
import { api, devAccount, sessionToken } from "./support/client";
import { finished, postSend, quickSend, sendWhen, SHARED_LINE } from "./support/sending";

const byBulk = (id: number | string, token: string) => api(`report/by_bulk?messages_outbox_id=${id}`, { token });

describe("report/by_bulk", () => {
  it("summarises the owner's send in Edge's shape, its state following the operator", async () => {
    const token = await sessionToken(await devAccount({ credit: 1_000_000 }));
    const sent = await postSend(token, quickSend(["09121234567", "09351234567"], "سلام"));
    expect(sent.status).toBe(200);
    const id = sent.body.data.message_outbox_ids[0] as number;

    const first = await byBulk(id, token);
    expect(first.status).toBe(200);
    const summary = bulkReportSchema.parse(first.body.data);
    expect(summary).toMatchObject({
      messages_outbox_id: String(id),
      number: SHARED_LINE,
      type: "webservice",
      rcpts_count: 2,
      part: 1,
      message: "سلام",
    });
    expect(summary.cost).toBeGreaterThan(0);
    expect(summary.time_send).toBeGreaterThanOrEqual(summary.time);

    await sendWhen(id, finished);
    const done = bulkReportSchema.parse((await byBulk(id, token)).body.data);
    expect(done).toMatchObject({ state_id: 6, state: "finish", status: "ارسال شده", exit_count: 2 });
  });

  it("answers another user's send, an unknown one and a malformed id without any of its data", async () => {
    const owner = await sessionToken(await devAccount({ credit: 1_000_000 }));
    const stranger = await sessionToken(await devAccount({ credit: 1_000_000 }));
    const id = (await postSend(owner, quickSend(["09121234567"]))).body.data.message_outbox_ids[0] as number;

    const foreign = await byBulk(id, stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ data: null, meta: { status: false, message: "پیام مورد نظر یافت نشد" } });
    expect((await byBulk(9_999_999_999, owner)).status).toBe(404);
    expect((await byBulk("abc", owner)).status).toBe(422);
  });
});
