import { bulkReportSchema, REPORT_MESSAGES, sendReportListResponseSchema } from "@/lib/contract/report";
import { dateToSendTime } from "@/lib/contract/send";
import { api } from "./support/client";
import { changeSend, eventually, finishedSend, listedIds, reportList, reportOwner, sent } from "./support/reports";
import { AGREEMENT_LINE, mobiles, quickSend, SHARED_LINE, takeAgreementLine } from "./support/sending";

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

describe("report/new_list", () => {
  it("lists only the owner's sends, newest first, in Edge's row shape with the page in meta", async () => {
    const owner = await reportOwner();
    const stranger = await reportOwner();
    const ids: number[] = [];
    for (const text of ["اولین پیام", "دومین پیام", "سومین پیام"])
      ids.push(await sent(owner.token, quickSend(mobiles(2), text)));
    await sent(stranger.token, quickSend(mobiles(1)));

    const first = await reportList(owner.token, "new_list", { page: 1, limit: 2 });
    expect(first.status).toBe(200);
    const page1 = sendReportListResponseSchema.parse(first.body);
    expect(page1.data.map((r) => Number(r.messages_outbox_id))).toEqual([ids[2], ids[1]]);
    expect(page1.meta).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2, from: 1, to: 2 });
    expect(page1.data[0]).toMatchObject({
      number: SHARED_LINE,
      type: "webservice",
      rcpts_count: 2,
      message: "سومین پیام",
      username: owner.username,
      part: 1,
    });
    expect(page1.data[0]!.time).toBeGreaterThan(now() - 120);

    const page2 = sendReportListResponseSchema.parse(
      (await reportList(owner.token, "new_list", { page: 2, limit: 2 })).body,
    );
    expect(page2.data.map((r) => Number(r.messages_outbox_id))).toEqual([ids[0]]);
    expect(page2.meta).toMatchObject({ current_page: 2, total: 3, last_page: 2, from: 3, to: 3 });

    const beyond = sendReportListResponseSchema.parse(
      (await reportList(owner.token, "new_list", { page: 5, limit: 2 })).body,
    );
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 3, from: null, to: null });

    // Defaults: page 1 of 10.
    const plain = sendReportListResponseSchema.parse((await reportList(owner.token, "new_list")).body);
    expect(plain.meta).toMatchObject({ current_page: 1, per_page: 10, total: 3 });
  });

  it("shows a send with the same state, status and counts as by_bulk does", async () => {
    const owner = await reportOwner();
    const id = await finishedSend(owner.token, mobiles(3), "یک پیام کامل");
    const [row] = sendReportListResponseSchema.parse((await reportList(owner.token, "new_list")).body).data;
    const single = bulkReportSchema.parse(
      (await api(`report/by_bulk?messages_outbox_id=${id}`, { token: owner.token })).body.data,
    );
    expect(row).toMatchObject({
      state_id: 6,
      state: "finish",
      status: "ارسال شده",
      exit_count: 3,
      rcpts_count: 3,
      valid: "approve",
    });
    for (const field of [
      "state_id",
      "state",
      "status",
      "exit_count",
      "rcpts_count",
      "cost",
      "time",
      "time_send",
      "number",
      "message",
    ] as const) {
      expect(single[field]).toEqual(row![field]);
    }
  });

  it("narrows the list by each filter", async () => {
    const owner = await reportOwner();
    await takeAgreementLine(owner.token);
    const sale = await finishedSend(owner.token, mobiles(3), "تخفیف ویژهٔ پاییز");
    const clinic = await finishedSend(owner.token, mobiles(1), "Hello from the clinic", {
      from_number: AGREEMENT_LINE,
    });
    const later = await sent(
      owner.token,
      quickSend(mobiles(2), "یادآوری جلسهٔ فردا", { send_time: dateToSendTime(new Date(Date.now() + 2 * 3600_000)) }),
    );
    await changeSend(sale, { age_days: 3 });
    const t = now();
    const ids = (filters: Record<string, unknown>) => listedIds(owner.token, "new_list", filters);

    expect(await ids({})).toEqual([later, clinic, sale]);
    expect(await ids({ message: "تخفیف" })).toEqual([sale]);
    expect(await ids({ message: "HELLO" })).toEqual([clinic]);
    expect(await ids({ message: "%" })).toEqual([]);
    expect(await ids({ state_id: "5" })).toEqual([later]);
    expect(await ids({ state_id: 6 })).toEqual([clinic, sale]);
    expect(await ids({ messages_outbox_id: String(clinic) })).toEqual([clinic]);
    expect(await ids({ number: "10001000" })).toEqual([later, sale]);
    expect(await ids({ number: SHARED_LINE })).toEqual([later, sale]);
    expect(await ids({ number: "۰۵۰۰۰۴۰۰۰" })).toEqual([clinic]);
    expect(await ids({ number: "+982000300" })).toEqual([]);
    expect(await ids({ from_exit_count: 2 })).toEqual([sale]);
    expect(await ids({ to_exit_count: "1" })).toEqual([later, clinic]);
    expect(await ids({ from_exit_count: 1, to_exit_count: 1 })).toEqual([clinic]);
    expect(await ids({ create_to_date: String(t - 2 * DAY) })).toEqual([sale]);
    expect(await ids({ create_from_date: t - DAY })).toEqual([later, clinic]);
    expect(await ids({ send_from_date: t + 3600 })).toEqual([later]);
    expect(await ids({ send_from_date: t - DAY, send_to_date: t })).toEqual([clinic]);
    expect(await ids({ number: SHARED_LINE, state_id: 6 })).toEqual([sale]);
    expect(await ids({ username: "*" })).toEqual([later, clinic, sale]);
    expect(await ids({ username: "someone-else" })).toEqual([]);
    // Cleared fields of a filter form count as absent.
    expect(await ids({ message: "", state_id: "", number: null, create_from_date: " " })).toEqual([
      later,
      clinic,
      sale,
    ]);
  });

  it("refuses impossible ranges and wrong values on their fields, in Persian", async () => {
    const owner = await reportOwner();
    const refused = async (body: Record<string, unknown>) => {
      const answer = await reportList(owner.token, "new_list", body);
      expect(answer.status).toBe(422);
      expect(answer.body.data).toBeNull();
      return answer.body.meta.errors as Record<string, string[]>;
    };
    expect(await refused({ filters: { create_from_date: 1_744_102_007, create_to_date: 1_744_000_000 } })).toEqual({
      "filters.create_to_date": [REPORT_MESSAGES.createRange],
    });
    expect(await refused({ filters: { send_from_date: "1744102007", send_to_date: "1744102006" } })).toEqual({
      "filters.send_to_date": [REPORT_MESSAGES.sendRange],
    });
    expect(await refused({ filters: { from_exit_count: 5, to_exit_count: 2 } })).toEqual({
      "filters.to_exit_count": [REPORT_MESSAGES.exitRange],
    });
    expect(await refused({ filters: { state_id: 12 } })).toEqual({
      "filters.state_id": [REPORT_MESSAGES.stateInvalid],
    });
    expect(await refused({ filters: { create_from_date: "دیروز" } })).toEqual({
      "filters.create_from_date": [REPORT_MESSAGES.dateInvalid],
    });
    expect(await refused({ filters: { messages_outbox_id: "12a" } })).toEqual({
      "filters.messages_outbox_id": [REPORT_MESSAGES.sendIdInvalid],
    });
    expect(await refused({ limit: 1000 })).toEqual({ limit: [REPORT_MESSAGES.perPageInvalid] });
    expect(await refused({ page: 0 })).toEqual({ page: [REPORT_MESSAGES.pageInvalid] });
    expect(await refused({ filters: "all" })).toEqual({ filters: [REPORT_MESSAGES.filtersInvalid] });

    // A range of one second is possible.
    expect(
      (
        await reportList(owner.token, "new_list", {
          filters: { create_from_date: 1_744_102_007, create_to_date: 1_744_102_007 },
        })
      ).status,
    ).toBe(200);
    expect((await api("report/new_list", { body: {} })).status).toBe(401);
  });
});

describe("report/systemic_list and archive_list", () => {
  it("keeps the panel's own sends out of new_list and in systemic_list", async () => {
    const owner = await reportOwner();
    const mine = await sent(owner.token, quickSend(mobiles(1), "پیام خودم"));
    const notice = await sent(owner.token, quickSend(mobiles(1), "کد ورود شما ۱۲۳۴۵۶"));
    await changeSend(notice, { systemic: true });

    expect(await listedIds(owner.token, "new_list")).toEqual([mine]);
    expect(await listedIds(owner.token, "systemic_list")).toEqual([notice]);
    expect(await listedIds(owner.token, "systemic_list", { message: "خودم" })).toEqual([]);
    const systemic = sendReportListResponseSchema.parse((await reportList(owner.token, "systemic_list")).body);
    expect(systemic.meta).toMatchObject({ total: 1, from: 1, to: 1 });
  });

  it("archives a settled send once it is older than 30 days, and it reads from the archive from then on", async () => {
    const owner = await reportOwner();
    const old = await finishedSend(owner.token, mobiles(2), "پیام ماه گذشته");
    const recent = await finishedSend(owner.token, mobiles(2), "پیام هفتهٔ پیش");
    await changeSend(old, { age_days: 31 });
    await changeSend(recent, { age_days: 29 });

    // The runner's archiving job finds it on its own.
    await eventually(
      () => listedIds(owner.token, "archive_list"),
      (ids) => ids.includes(old),
    );
    expect(await listedIds(owner.token, "archive_list")).toEqual([old]);
    expect(await listedIds(owner.token, "new_list")).toEqual([recent]);
    const archived = sendReportListResponseSchema.parse(
      (await reportList(owner.token, "archive_list", { filters: { message: "ماه گذشته" } })).body,
    );
    expect(archived.data[0]).toMatchObject({ messages_outbox_id: String(old), state_id: 6, rcpts_count: 2 });

    const stats = (path: string, id: number) => api(`report/${path}?bulk_id=${id}`, { token: owner.token });
    expect((await stats("bulk_stats", old)).status).toBe(404);
    expect((await stats("archive_bulk_stats", old)).status).toBe(200);
    expect((await stats("archive_bulk_stats", recent)).status).toBe(404);
    expect((await stats("bulk_stats", recent)).status).toBe(200);
    expect((await api(`report/by_bulk?messages_outbox_id=${old}`, { token: owner.token })).status).toBe(200);
    expect((await stats("recipients", old)).body.meta.total).toBe(2);
  });
});
