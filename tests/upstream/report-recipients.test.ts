import {
  bulkStatsResponseSchema,
  recipientsResponseSchema,
  REPORT_MESSAGES,
  type BulkStats,
} from "@/lib/contract/report";
import { dateToSendTime } from "@/lib/contract/send";
import { toPersianDigits } from "@/lib/validation/digits";
import { MOBILE_MESSAGE } from "@/lib/validation/mobile";
import { buildXlsx } from "../unit/files/recipients/support/xlsx-file";
import { api, call } from "./support/client";
import { local, postFileSend } from "./support/file-sending";
import { finishedSend, reportOwner, sent, type Owner } from "./support/reports";
import {
  AGREEMENT_LINE,
  finished,
  mobiles,
  quickSend,
  sendInfo,
  sendWhen,
  takeAgreementLine,
  type SendInfo,
} from "./support/sending";

const recipients = (owner: Owner, query: string) => api(`report/recipients?${query}`, { token: owner.token });
const stats = (owner: Owner, id: number) => api(`report/bulk_stats?bulk_id=${id}`, { token: owner.token });

const GROUPS: Record<number, keyof BulkStats> = {
  0: "operators_sent",
  1: "operators_sent",
  2: "operators_delivered",
  3: "operators_failed",
  4: "operators_blacklist",
};

/** What bulk_stats should say of a settled send, from the recipients as the operator left them. */
function expectedStats(send: SendInfo, languageOf: (r: SendInfo["recipients"][number]) => "en" | "fa"): BulkStats {
  const empty = () => ({
    mci: { en: 0, fa: 0 },
    irancell: { en: 0, fa: 0 },
    rightel: { en: 0, fa: 0 },
    other: { en: 0, fa: 0 },
  });
  const out = {
    operators_sent: empty(),
    operators_delivered: empty(),
    operators_failed: empty(),
    operators_pending: empty(),
    operators_blacklist: empty(),
  };
  for (const r of send.recipients) out[GROUPS[r.status!]!][r.operator as "mci"][languageOf(r)] += 1;
  return out;
}

describe("report/recipients", () => {
  it("pages a send's recipients in their order, filtered by status and by a number written any way", async () => {
    const owner = await reportOwner();
    const numbers = mobiles(12);
    const blocked = numbers[5]!;
    await call("/__dev/send-blacklist", { body: { username: owner.username, mobile: blocked } });
    const id = await finishedSend(owner.token, numbers, "سلام، گزارش گیرندگان");
    const info = await sendInfo(id);

    const first = await recipients(owner, `bulk_id=${id}&page=1&per_page=5`);
    expect(first.status).toBe(200);
    const page1 = recipientsResponseSchema.parse(first.body);
    expect(page1.data.map((r) => r.recipient)).toEqual(numbers.slice(0, 5));
    expect(page1.meta).toMatchObject({ current_page: 1, per_page: 5, total: 12, last_page: 3, from: 1, to: 5 });
    expect(page1.data[0]).toEqual({
      recipient: numbers[0],
      message: "سلام، گزارش گیرندگان\nلغو۱۱",
      is_readable: true,
      msg_parts: info.recipients[0]!.parts,
      message_status: info.recipients[0]!.status,
    });

    const page3 = recipientsResponseSchema.parse((await recipients(owner, `bulk_id=${id}&page=3&per_page=5`)).body);
    expect(page3.data.map((r) => r.recipient)).toEqual(numbers.slice(10));
    expect(page3.data.map((r) => r.message_status)).toEqual(info.recipients.slice(10).map((r) => r.status));
    expect(page3.meta).toMatchObject({ from: 11, to: 12, total: 12 });

    const blacklisted = recipientsResponseSchema.parse((await recipients(owner, `bulk_id=${id}&status=4`)).body);
    expect(blacklisted.data).toEqual([expect.objectContaining({ recipient: blocked, message_status: 4 })]);
    expect(blacklisted.meta.total).toBe(1);
    for (const status of [2, 3]) {
      const expected = info.recipients.filter((r) => r.status === status).map((r) => `+${r.msisdn}`);
      const page = recipientsResponseSchema.parse(
        (await recipients(owner, `bulk_id=${id}&status=${status}&per_page=100`)).body,
      );
      expect(page.data.map((r) => r.recipient)).toEqual(expected);
      expect(page.meta.total).toBe(expected.length);
    }

    const target = numbers[7]!;
    for (const written of [
      local(target),
      target.slice(1),
      target,
      toPersianDigits(local(target)),
      encodeURIComponent(`+98 ${target.slice(3, 6)} ${target.slice(6)}`),
    ]) {
      const found = recipientsResponseSchema.parse(
        (await recipients(owner, `bulk_id=${id}&recipient=${encodeURIComponent(decodeURIComponent(written))}`)).body,
      );
      expect(found.data.map((r) => r.recipient)).toEqual([target]);
      expect(found.meta.total).toBe(1);
    }
    const otherStatus = info.recipients[7]!.status === 2 ? 3 : 2;
    expect(
      recipientsResponseSchema.parse(
        (await recipients(owner, `bulk_id=${id}&recipient=${local(target)}&status=${otherStatus}`)).body,
      ).meta.total,
    ).toBe(0);
    expect(
      recipientsResponseSchema.parse((await recipients(owner, `bulk_id=${id}&recipient=${local(mobiles(1)[0]!)}`)).body)
        .data,
    ).toEqual([]);
  });

  it("refuses a wrong number, status or id on its field", async () => {
    const owner = await reportOwner();
    const id = await sent(owner.token, quickSend(mobiles(1)));
    const refused = async (query: string) => {
      const answer = await recipients(owner, query);
      expect(answer.status).toBe(422);
      return answer.body.meta.errors;
    };
    expect(await refused(`bulk_id=${id}&recipient=12345`)).toEqual({ recipient: [MOBILE_MESSAGE] });
    expect(await refused(`bulk_id=${id}&status=7`)).toEqual({ status: [REPORT_MESSAGES.statusInvalid] });
    expect(await refused(`bulk_id=${id}&per_page=500`)).toEqual({ per_page: [REPORT_MESSAGES.perPageInvalid] });
    expect(await refused("page=1")).toEqual({ bulk_id: ["تکمیل گزینه bulk_id الزامی است"] });
    expect(await refused("bulk_id=abc")).toEqual({ bulk_id: [REPORT_MESSAGES.sendIdInvalid] });
  });

  it("lists a scheduled send's recipients without a status, and counts them as pending", async () => {
    const owner = await reportOwner();
    const numbers = mobiles(4);
    const id = await sent(
      owner.token,
      quickSend(numbers, "فردا می‌رسد", { send_time: dateToSendTime(new Date(Date.now() + 3600_000)) }),
    );
    const page = recipientsResponseSchema.parse((await recipients(owner, `bulk_id=${id}`)).body);
    expect(page.data.map((r) => [r.recipient, r.message_status])).toEqual(numbers.map((n) => [n, null]));
    expect(recipientsResponseSchema.parse((await recipients(owner, `bulk_id=${id}&status=0`)).body).meta.total).toBe(0);

    const counts = bulkStatsResponseSchema.parse((await stats(owner, id)).body).data;
    expect(counts.operators_pending).toEqual({
      mci: { en: 0, fa: 1 },
      irancell: { en: 0, fa: 1 },
      rightel: { en: 0, fa: 1 },
      other: { en: 0, fa: 1 },
    });
    expect(counts.operators_delivered.mci).toEqual({ en: 0, fa: 0 });
  });
});

describe("report/bulk_stats", () => {
  it("counts each recipient once by operator, as the operator delivered them", async () => {
    const owner = await reportOwner();
    const numbers = mobiles(24);
    await call("/__dev/send-blacklist", { body: { username: owner.username, mobile: numbers[2] } });
    const id = await finishedSend(owner.token, numbers, "Sale starts today");
    const info = await sendInfo(id);

    const answer = await stats(owner, id);
    expect(answer.status).toBe(200);
    const counts = bulkStatsResponseSchema.parse(answer.body).data;
    // The shared line adds «لغو۱۱», so even an English text goes out in Persian (UCS-2).
    expect(counts).toEqual(expectedStats(info, () => "fa"));
    expect(counts.operators_blacklist.rightel).toEqual({ en: 0, fa: 1 });
    const total = Object.values(counts).reduce(
      (sum, group) => sum + Object.values(group).reduce((s, c) => s + c!.en + c!.fa, 0),
      0,
    );
    expect(total).toBe(24);
  });

  it("tells texts that went out in GSM-7 (en) from UCS-2 ones (fa), each recipient by their own text", async () => {
    const owner = await reportOwner();
    await takeAgreementLine(owner.token);
    const numbers = mobiles(8);
    const texts = [
      "Hello, friend",
      "Price: 10€ [special] {a} ~ ^ | \\ ok",
      "سلام دوست",
      "Hi 🙂",
      "=1+1",
      "Café à Paris",
      "1234",
      "کد ۱۲۳",
    ];
    const answer = await postFileSend(owner.token, {
      fields: { sending_type: "peer_to_peer_file", from_number: AGREEMENT_LINE },
      file: {
        name: "p2p.xlsx",
        bytes: buildXlsx([["message", "mobile"], ...texts.map((t, i) => [t, local(numbers[i]!)])]),
      },
    });
    expect(answer.status).toBe(200);
    const id = answer.body.data.message_outbox_ids[0] as number;
    const info = await sendWhen(id, finished);
    const english = new Set(["Hello, friend", "Price: 10€ [special] {a} ~ ^ | \\ ok", "=1+1", "Café à Paris", "1234"]);
    const counts = bulkStatsResponseSchema.parse((await stats(owner, id)).body).data;
    expect(counts).toEqual(expectedStats(info, (r) => (english.has(r.text!) ? "en" : "fa")));

    const plain = await finishedSend(owner.token, mobiles(2), "Clinic opens at 9", { from_number: AGREEMENT_LINE });
    expect(bulkStatsResponseSchema.parse((await stats(owner, plain)).body).data).toEqual(
      expectedStats(await sendInfo(plain), () => "en"),
    );
  });
});

describe("another user's or an unknown send", () => {
  it("is the same 404 on every report call, with none of its data", async () => {
    const owner = await reportOwner();
    const stranger = await reportOwner();
    const id = await sent(owner.token, quickSend(mobiles(2), "پیام خصوصی"));
    const paths = (bulk: number) => [
      `report/by_bulk?messages_outbox_id=${bulk}`,
      `report/recipients?bulk_id=${bulk}`,
      `report/bulk_stats?bulk_id=${bulk}`,
      `report/archive_bulk_stats?bulk_id=${bulk}`,
      `report/download_recipients?bulk_id=${bulk}&format=csv`,
    ];
    for (const path of [...paths(id), ...paths(9_999_999_999)]) {
      const answer = await api(path, { token: stranger.token });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).toEqual({
        data: null,
        meta: {
          status: false,
          message: "پیام مورد نظر یافت نشد",
          message_parameters: [],
          message_code: "400-1",
          errors: {},
        },
      });
    }
    const filtered = await api("report/new_list", {
      token: stranger.token,
      body: { filters: { messages_outbox_id: id } },
    });
    expect(filtered.body.data).toEqual([]);
    expect((await api(`report/recipients?bulk_id=${id}`, { token: owner.token })).status).toBe(200);
  });
});
