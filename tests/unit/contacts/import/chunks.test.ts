/** @jest-environment node */
import { CHUNK_MAX_BYTES, chunkRows, planChunks } from "@/lib/contacts/import/chunks";
import { guessColumnTargets } from "@/lib/contacts/import/column-targets";
import { jsonBytes } from "@/lib/contacts/import/json-bytes";
import { ImportRowMapper, mapImportRows } from "@/lib/contacts/import/map-rows";
import { FEATURES, readCsv } from "./import-file";

const mobile = (i: number) => `0912${String(i).padStart(7, "0")}`;
const bodySize = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe("chunking the rows to send", () => {
  it("cuts 25,000 short rows into chunks of 10,000", () => {
    expect(planChunks(new Uint32Array(25_000).fill(60))).toEqual([0, 10_000, 20_000, 25_000]);
  });

  it("makes one chunk of a few rows and none of no rows", () => {
    expect(planChunks(new Uint32Array(3).fill(60))).toEqual([0, 3]);
    expect(planChunks(new Uint32Array(0))).toEqual([0]);
  });

  it("keeps each chunk's body under the size the upstream takes when values are long, sending every row once in file order", async () => {
    const long = (i: number) => `${"ش".repeat(250)}${i}`;
    const csv = [
      "mobile,نام,شهر",
      ...Array.from({ length: 6000 }, (_, i) => `${mobile(i)},${"ن".repeat(99)},${long(i)}`),
    ].join("\n");
    const file = await readCsv(csv);
    const mapper = new ImportRowMapper(file, guessColumnTargets(file, FEATURES), FEATURES);
    const mapped = await mapImportRows(mapper, { slice: 1000 });
    const bounds = planChunks(mapped.bytes);

    expect(bounds.length - 1).toBeGreaterThan(1);
    const sent: string[] = [];
    for (let c = 0; c < bounds.length - 1; c++) {
      const contacts = chunkRows(mapper, mapped, bounds, c);
      expect(bodySize({ contacts })).toBeLessThanOrEqual(CHUNK_MAX_BYTES);
      sent.push(...contacts.map((row) => String(row.number)));
    }
    expect(sent).toEqual(Array.from({ length: 6000 }, (_, i) => `+98${mobile(i).slice(1)}`));
  });
});

describe("jsonBytes", () => {
  it.each([
    [{ row: 2, number: "+989120000001", name: 'علی "رضایی"', options: { "7": "12" } }],
    [{ name: "tab\tnew\nline\\ and emoji 😀", gender: 1, pre: undefined }],
    [["a", 1, null, { x: "ی" }]],
  ])("is never less than the UTF-8 size of the JSON", (value) => {
    const estimate = jsonBytes(value);
    expect(estimate).toBeGreaterThanOrEqual(bodySize(value));
    expect(estimate).toBeLessThan(bodySize(value) * 2);
  });
});
