import { readXlsxRows } from "@/lib/files/recipients/read-xlsx";
import { xlsxStream } from "@/upstream/sheets/xlsx-stream";

const TITLES = ["شناسه", "نام", "متن"];
const ROWS = Array.from({ length: 9_000 }, (_, i) => [
  String(i + 1),
  `مخاطب ${i + 1}`,
  `=پیام «${i + 1}» با متنی بلندتر`,
]);

/** The same rows, titles first, in batches of `size` (as an export reading pages of that size). */
async function* batches(size: number) {
  yield [TITLES];
  for (let at = 0; at < ROWS.length; at += size) yield ROWS.slice(at, at + size);
}

const bytesOf = async (size: number) => Buffer.from(await new Response(xlsxStream(batches(size))).arrayBuffer());

describe("the streamed workbook", () => {
  it("is the same bytes however the rows are paged, so a background export equals the direct one", async () => {
    const whole = await bytesOf(ROWS.length);
    for (const size of [1, 7, 2_000, 5_000]) expect((await bytesOf(size)).equals(whole)).toBe(true);
  });

  it("reads back as its rows, a cell that would start a formula kept as text", async () => {
    const rows = await readXlsxRows(new Uint8Array(await bytesOf(2_000)));
    expect(rows).toHaveLength(ROWS.length + 1);
    expect(rows[0]!.map(String)).toEqual(TITLES);
    expect(rows[9_000]!.map(String)).toEqual(["9000", "مخاطب 9000", "'=پیام «9000» با متنی بلندتر"]);
  });
});
