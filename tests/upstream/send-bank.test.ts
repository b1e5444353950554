import { SEND_MESSAGES, SEND_STATES, sendResponseSchema } from "@/lib/contract/send";
import type { Tower } from "@/lib/contract/banks";
import {
  BANK_LINE,
  bankOwner,
  blacklist,
  counts,
  everyone,
  firstRecipients,
  JOB_LINE,
  lookup,
  noSlices,
  provinceOutline,
  TEHRAN,
  TEHRAN_CITY,
  type Counts,
} from "./support/banks";
import { creditOf, finished, ledgerOf, postSend, sendInfo, sendWhen, SHARED_LINE, tenths } from "./support/sending";

/**
 * Bank and directory sends on the test bank (BANK_SIZE 200,000: Tehran holds about 33,000 numbers,
 * the first main category of the directory about 6,800).
 */

const MESSAGE = "سلام، جشنواره پاییزه";
/** One Persian part with «لغو۱۱» on +98BANK and +98PRO: 1330 rials to MCI, 1463 to the others, and 40 per recipient. */
const MCI_COST = 1370;
const OTHER_COST = 1503;

const countrySend = (
  slices: Partial<typeof noSlices>,
  extra: Record<string, unknown> = {},
  item: Record<string, unknown> = {},
) => ({
  sending_type: "country",
  from_number: BANK_LINE,
  message: MESSAGE,
  params: [{ ...everyone, province_id: TEHRAN, ...noSlices, ...slices, ...item }],
  ...extra,
});

const slice = (start: number, size: number) => ({ start, size });

async function accepted(token: string, body: unknown): Promise<number> {
  const answer = await postSend(token, body);
  if (answer.status !== 200) throw new Error(`send: ${answer.status} ${JSON.stringify(answer.body)}`);
  expect(sendResponseSchema.safeParse(answer.body).success).toBe(true);
  return answer.body.data.message_outbox_ids[0];
}

describe("POST send from the number bank", () => {
  it("country: takes each operator's slice in number order, adds the extra recipients, and reserves the exact price", async () => {
    const { account, token } = await bankOwner(100_000_000);
    const id = await accepted(
      token,
      countrySend(
        { mci: slice(0, 3000), irancell: slice(0, 1500), other: slice(0, 500) },
        { other_recipients: ["+989941234567"] },
      ),
    );
    const send = await sendInfo(id);
    const expected = 3001 * MCI_COST + 2000 * OTHER_COST;
    expect(send).toMatchObject({ recipient_count: 5001, parts: 1 });
    expect(tenths(send.cost_reserved)).toBe(expected * 10);
    const mci = send.recipients.map((r) => r.msisdn);
    expect(send.recipients.every((r) => r.operator === "mci")).toBe(true);
    expect(mci).toEqual([...mci].sort());

    const ledger = await ledgerOf(account.username);
    expect(ledger.at(-1)).toMatchObject({
      amount: `-${expected}.0000`,
      description: `هزینه ارسال پیامک، ارسال شماره ${id}`,
    });
    expect(await creditOf(token)).toBe(100_000_000 - expected);

    // The next slice starts where this one ended.
    const next = await firstRecipients(await accepted(token, countrySend({ mci: slice(3000, 5000) })));
    expect(next.some((m) => mci.includes(m))).toBe(false);
  });

  it("refuses fewer than 5,000 picked numbers on `params` and charges nothing", async () => {
    const { account, token } = await bankOwner(100_000_000);
    const answer = await postSend(
      token,
      countrySend(
        { mci: slice(0, 3000), irancell: slice(0, 1999) },
        { other_recipients: ["+989121111111", "+989351111111"] },
      ),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors.params).toEqual([SEND_MESSAGES.bankMinimum]);
    expect(await ledgerOf(account.username)).toHaveLength(1);
    expect(await creditOf(token)).toBe(100_000_000);
  });

  it("takes bank lines only for bank sends, and directory lines only for job sends", async () => {
    const { token } = await bankOwner();
    const wrongLine = "این خط برای این نوع ارسال به کار نمی‌رود";
    const general = await postSend(token, countrySend({ mci: slice(0, 5000) }, { from_number: SHARED_LINE }));
    expect(general.status).toBe(422);
    expect(general.body.meta.errors.from_number).toEqual([wrongLine]);
    const directoryLine = await postSend(token, countrySend({ mci: slice(0, 5000) }, { from_number: JOB_LINE }));
    expect(directoryLine.body.meta.errors.from_number).toEqual([wrongLine]);
    const jobOnBank = await postSend(token, {
      sending_type: "job",
      from_number: BANK_LINE,
      message: MESSAGE,
      params: [{ main_category_id: 1 }],
    });
    expect(jobOnBank.body.meta.errors.from_number).toEqual([wrongLine]);
  });

  it("refuses a county of another province and a birth-year range that ends before it starts", async () => {
    const { token } = await bankOwner();
    const county = await postSend(token, countrySend({ mci: slice(0, 5000) }, {}, { county_id: 1 }));
    expect(county.body.meta.errors["params.0.county_id"]).toEqual(["گزینه انتخاب شده شهرستان صحیح نمی باشد"]);
    const years = await postSend(token, countrySend({ mci: slice(0, 5000) }, {}, { age_from: 1390, age_to: 1380 }));
    expect(years.body.meta.errors["params.0.age_to"]).toEqual(["سال تولد آغاز نباید بعد از سال پایان باشد"]);
  });

  it("postal_code: numbers whose postal code starts with the code, filtered by gender; a slice larger than the bank takes what there is", async () => {
    const { token } = await bankOwner();
    const [women] = await lookup<(Counts & { postal_code: number })[]>(
      token,
      "send/banks/postal-code-counts?postal_codes=13&gender_id=2",
    );
    const id = await accepted(token, {
      sending_type: "postal_code",
      from_number: BANK_LINE,
      message: MESSAGE,
      params: [
        {
          ...everyone,
          gender: 2,
          postal_code: 13,
          mci: slice(0, 3000),
          irancell: slice(0, 2000),
          other: slice(0, 1_000_000),
        },
      ],
    });
    const send = await sendInfo(id);
    expect(send.recipient_count).toBe(5000 + women!.other_count);
    expect(tenths(send.cost_reserved)).toBe((3000 * MCI_COST + (2000 + women!.other_count) * OTHER_COST) * 10);
  });

  it("map: numbers inside the drawn polygon", async () => {
    const { token } = await bankOwner();
    const id = await accepted(token, {
      sending_type: "map",
      from_number: BANK_LINE,
      message: MESSAGE,
      params: [
        { ...everyone, polygon: provinceOutline(TEHRAN), ...noSlices, mci: slice(100, 2500), irancell: slice(0, 2500) },
      ],
    });
    const send = await sendInfo(id);
    expect(send.recipient_count).toBe(5000);
    expect(tenths(send.cost_reserved)).toBe((2500 * MCI_COST + 2500 * OTHER_COST) * 10);
  });

  it("tower: the Irancell numbers the chosen towers serve; an unknown tower is refused", async () => {
    const { token } = await bankOwner();
    const towers: Tower[] = await lookup(token, `send/banks/towers?province_id=${TEHRAN}&city_id=${TEHRAN_CITY}`);
    const ids = towers.map((t) => t.id);
    const id = await accepted(token, {
      sending_type: "tower",
      from_number: BANK_LINE,
      message: MESSAGE,
      params: [{ tower_ids: ids, irancell: slice(0, 5000) }],
    });
    const send = await sendInfo(id);
    expect(send.recipient_count).toBe(5000);
    expect(send.recipients.every((r) => r.operator === "irancell")).toBe(true);
    expect(tenths(send.cost_reserved)).toBe(5000 * OTHER_COST * 10);

    const unknown = await postSend(token, {
      sending_type: "tower",
      from_number: BANK_LINE,
      message: MESSAGE,
      params: [{ tower_ids: [ids[0], 999_999], irancell: slice(0, 5000) }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.meta.errors["params.0.tower_ids"]).toEqual(["دکل انتخاب‌شده یافت نشد"]);
  });

  it("job: a whole category without operators, or each operator's slice, on the directory line", async () => {
    const { token } = await bankOwner();
    const category = await lookup<Counts>(token, "send/jobs/number-count?main_category_id=1");
    const whole = await sendInfo(
      await accepted(token, {
        sending_type: "job",
        from_number: JOB_LINE,
        message: MESSAGE,
        params: [{ main_category_id: 1 }],
      }),
    );
    expect(whole.recipient_count).toBe(category.mci_count + category.irancell_count + category.other_count);
    expect(tenths(whole.cost_reserved)).toBe(
      (category.mci_count * MCI_COST + (category.irancell_count + category.other_count) * OTHER_COST) * 10,
    );

    const sliced = await sendInfo(
      await accepted(token, {
        sending_type: "job",
        from_number: JOB_LINE,
        message: MESSAGE,
        params: [
          {
            main_category_id: 1,
            operator: [
              { id: 1, start: 0, size: 4000 },
              { id: 2, start: 0, size: 1000 },
            ],
          },
        ],
      }),
    );
    expect(sliced.recipient_count).toBe(5000);
    expect(tenths(sliced.cost_reserved)).toBe((4000 * MCI_COST + 1000 * OTHER_COST) * 10);
  });

  it("`white` leaves the sender's blacklist out; `all` keeps it, and the operator skips and refunds it when the send ends", async () => {
    const { account, token } = await bankOwner();
    const slices = { mci: slice(0, 5000) };
    const first = (await firstRecipients(await accepted(token, countrySend(slices))))[0]!;
    await blacklist(account.username, first);

    const white = await accepted(token, countrySend(slices, {}, { bank: "white" }));
    const whiteSend = await sendInfo(white);
    expect(whiteSend.recipient_count).toBe(5000);
    expect(whiteSend.recipients.map((r) => r.msisdn)).not.toContain(first);
    expect(await counts(token, `province_id=${TEHRAN}&bank=white`)).toEqual({
      ...(await counts(token, `province_id=${TEHRAN}`)),
      mci_count: expect.any(Number),
    });
    expect(
      (await counts(token, `province_id=${TEHRAN}`)).mci_count -
        (await counts(token, `province_id=${TEHRAN}&bank=white`)).mci_count,
    ).toBe(1);

    const all = await accepted(token, countrySend(slices));
    expect((await firstRecipients(all))[0]).toBe(first);
    const done = await sendWhen(all, finished, 30_000);
    expect(done.state_id).toBe(SEND_STATES.sent);
    expect(done.recipients[0]).toMatchObject({ msisdn: first, status: 4 });
    // Only the blacklisted number comes back: +98BANK is shared, so not-reached numbers are charged.
    expect(tenths(done.refunded)).toBe(MCI_COST * 10);
  }, 60_000);
});
