/** @jest-environment node */
import { CompactNumberSet } from "@/lib/files/recipients/compact-number-set";
import { parseRecipients } from "@/lib/files/recipients/parse-recipients";
import { messageAt, recipientAt, recipientsAsE164, recipientsAsMsisdn } from "@/lib/files/recipients/recipient-values";
import { textAt, TextColumnBuilder } from "@/lib/files/recipients/text-column";
import { isTrimSpace } from "@/lib/files/recipients/trim-space";
import { answerRecipientsRequest } from "@/lib/files/recipients/worker-protocol";
import { columnTexts, expectReady } from "./support/outcome";
import { buildXlsx } from "./support/xlsx-file";

describe("compact text columns", () => {
  it("gives back every value, empty ones and Persian ones included, across block boundaries", () => {
    const values = Array.from({ length: 140_000 }, (_, i) => (i % 7 === 0 ? "" : `مقدار ${i}`));
    const builder = new TextColumnBuilder();
    values.forEach((value) => builder.push(value));
    const column = builder.finish();
    expect(column.blocks).toHaveLength(3);
    expect(columnTexts(column)).toEqual(values);
    expect(textAt(column, 140_000)).toBe("");
  });

  it("keeps Persian text, emoji, lone surrogates, empty and very long values exactly as given", () => {
    const long = "ب".repeat(300_000);
    const kinds = ["سلام دنیا", "", "👋🏽 خوش آمدید", "\ud83d", "a\u200cb", " با فاصله "];
    const longAt = new Map([
      [3, long],
      [65_535, `${long}😀`],
      [65_536, `😀${long}`],
      [100_000, long],
    ]);
    const values = Array.from({ length: 140_000 }, (_, i) => longAt.get(i) ?? kinds[i % kinds.length]!);
    const builder = new TextColumnBuilder();
    values.forEach((value) => builder.push(value));
    const texts = columnTexts(builder.finish());
    expect(texts).toHaveLength(values.length);
    for (const index of [0, 1, 2, 3, 4, 5, 65_535, 65_536, 100_000]) expect(texts[index]).toBe(values[index]);
    expect(texts.every((text, index) => text === values[index])).toBe(true);
  });

  it("takes a value from part of a longer text", () => {
    const builder = new TextColumnBuilder();
    const line = "09120000001,علی رضایی,😀 تهران";
    builder.pushRange(line, 12, 21);
    builder.pushRange(line, 22, line.length);
    builder.pushRange(line, 5, 5);
    expect(columnTexts(builder.finish())).toEqual(["علی رضایی", "😀 تهران", ""]);
  });
});

describe("trimming by position", () => {
  it("counts as space exactly what String.prototype.trim removes, over every UTF-16 code unit", () => {
    const differing: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isTrimSpace(code) !== (String.fromCharCode(code).trim() === "")) differing.push(code);
    expect(differing).toEqual([]);
  });
});

describe("the set of numbers already taken", () => {
  it("tells new numbers from repeated ones, through growth, over the whole range", () => {
    const set = new CompactNumberSet();
    const codes = Array.from({ length: 300_000 }, (_, i) => (i * 3331) % 1_000_000_000);
    expect(codes.every((code) => set.add(code))).toBe(true);
    expect(set.add(0)).toBe(false);
    expect(set.add(999_999_999)).toBe(true);
    expect(codes.filter((code) => set.add(code))).toEqual([]);
    expect(set.size).toBe(300_001);
  });
});

describe("reading recipients back", () => {
  it("in E.164 (the send contract's form) and in the panel's 98 form, whole or by range", async () => {
    const result = expectReady(
      await parseRecipients(new TextEncoder().encode("09120000001\n09350000002\n09900000003\n"), "n.txt"),
    );
    expect(recipientAt(result, 1)).toBe("+989350000002");
    expect(recipientsAsE164(result)).toEqual(["+989120000001", "+989350000002", "+989900000003"]);
    expect(recipientsAsE164(result, 1, 2)).toEqual(["+989350000002"]);
    expect(recipientsAsMsisdn(result, 2)).toEqual(["989900000003"]);
  });

  it("a peer-to-peer recipient's message, also after crossing from the worker", async () => {
    const file = buildXlsx([
      ["mobile", "message"],
      ["09120000001", "اول"],
      ["09120000002", "دوم"],
    ]);
    let transfer: Transferable[] = [];
    let outcome: unknown;
    await answerRecipientsRequest(
      { source: file.buffer as ArrayBuffer, name: "p.xlsx", options: { mode: "peer_to_peer" } },
      (reply, list) => {
        if (reply.type === "outcome") [outcome, transfer] = [structuredClone(reply.outcome, { transfer: list }), list];
      },
    );
    const result = expectReady(outcome as never);
    expect(transfer).toHaveLength(3);
    expect([messageAt(result, 0), messageAt(result, 1)]).toEqual(["اول", "دوم"]);
  });
});
