import { tariffResponseSchema } from "@/lib/contract/numbers";
import { messageCost, tariffLines, type TariffLine } from "@/lib/sms/tariff-lines";
import { api, devAccount, sessionToken } from "./support/client";
import {
  AGREEMENT_LINE,
  ledgerOf,
  postSend,
  quickSend,
  SHARED_LINE,
  takeAgreementLine,
  tenths,
} from "./support/sending";

/**
 * The tariff page's figures (get_tariff, put together by tariffLines, with messageCost's surcharge)
 * against what calculate-price answers and what a send is charged.
 */
let token: string;
let username: string;
let lines: TariffLine[];
let kindOf: Map<string, number>;

beforeAll(async () => {
  const account = await devAccount({ credit: 10_000_000 });
  username = account.username;
  token = await sessionToken(account);
  await takeAgreementLine(token);
  const tariff = await api("user/get_tariff", { token });
  expect(tariffResponseSchema.safeParse(tariff.body).success).toBe(true);
  lines = tariffLines(tariff.body.data);
  const own = (await api("number/numbers?page=1&per_page=100", { token })).body.data as {
    number: string;
    operator_id: number;
  }[];
  kindOf = new Map(own.map((line) => [line.number, line.operator_id]));
});

const tariffOf = (number: string) => {
  const line = lines.find((l) => l.operatorId === kindOf.get(number));
  if (!line) throw new Error(`no tariff row for ${number}`);
  return line;
};

describe("the tariff page", () => {
  it("lists every line kind once, with both languages and both operator sides", () => {
    expect(lines.length).toBeGreaterThan(3);
    expect(new Set(lines.map((l) => l.operatorId)).size).toBe(lines.length);
    for (const line of lines) {
      // Irancell and Rightel pay 10 percent more, already in the others' column.
      expect(tenths(line.persian.other)).toBe(Math.round(tenths(line.persian.mci) * 1.1));
      expect(tenths(line.english.other)).toBe(Math.round(tenths(line.english.mci) * 1.1));
    }
  });

  it.each([
    ["the agreement line, Persian", AGREEMENT_LINE, "سلام", "persian"],
    ["the agreement line, English", AGREEMENT_LINE, "Hello", "english"],
    ["the shared line, two Persian parts", SHARED_LINE, "س".repeat(80), "persian"],
  ] as const)("shows what calculate-price answers on %s", async (_, number, message, language) => {
    const answer = (await api("send/calculate-price", { token, body: { number, message } })).body.data;
    const tariff = tariffOf(number)[language];
    expect(messageCost(answer.parts, tariff.mci)).toBe(answer.mci_price + 40);
    expect(messageCost(answer.parts, tariff.other)).toBe(answer.other_price + 40);
  });

  it("shows what a send to one MCI and one Irancell number is charged", async () => {
    const message = "س".repeat(100);
    const sent = await postSend(
      token,
      quickSend(["+989121234001", "+989351234002"], message, { from_number: AGREEMENT_LINE }),
    );
    expect(sent.status).toBe(200);
    const { parts } = (await api("send/calculate-price", { token, body: { number: AGREEMENT_LINE, message } })).body
      .data;
    const tariff = tariffOf(AGREEMENT_LINE).persian;
    const [charge] = (await ledgerOf(username)).filter((row) => Number(row.amount) < 0);
    expect(tenths(charge!.amount)).toBe(-tenths(messageCost(parts, tariff.mci) + messageCost(parts, tariff.other)));
  });
});
