import { normalizePastedEntry, parsePastedNumbers, PASTED_NUMBERS_MAX, splitPasted } from "@/lib/numbers/paste-numbers";
import { mobiles } from "./mobiles";

describe("splitPasted", () => {
  it("splits at newlines (LF and CRLF) and commas, Latin or Persian, trims and drops empty entries", () => {
    expect(splitPasted(" 0912 \r\n\n, 0935,0990 ، 0901\n  \n")).toEqual(["0912", "0935", "0990", "0901"]);
  });
});

describe("normalizePastedEntry", () => {
  it.each([
    ["leading 0 becomes 98", "09121234567", "989121234567"],
    ["missing 98 is prepended", "9121234567", "989121234567"],
    ["98 kept", "989121234567", "989121234567"],
    ["Persian digits", "۰۹۱۲۱۲۳۴۵۶۷", "989121234567"],
    ["Arabic digits", "٠٩١٢١٢٣٤٥٦٧", "989121234567"],
  ])("%s", (_label, entry, expected) => {
    expect(normalizePastedEntry(entry)).toBe(expected);
  });

  it.each([
    // Spec taken literally: only the first 0 becomes 98, so 0098… turns into 98098…, not a mobile.
    ["0098… (becomes 98098…)", "00989121234567"],
    ["+98… (the plus is not a digit)", "+989121234567"],
    ["spaces inside", "0912 123 4567"],
    ["letters", "0912abc4567"],
    ["second digit 4-8", "09512345678"],
    ["too short", "0912123456"],
    ["a landline", "02112345678"],
  ])("refuses %s", (_label, entry) => {
    expect(normalizePastedEntry(entry)).toBeNull();
  });
});

describe("parsePastedNumbers", () => {
  it("merges valid numbers after the existing ones and reports duplicates and invalid entries", () => {
    const text = "09121234567, 9351234567\n989901234567\nabc\n09351234567\n0912 000\n۰۹۰۱۱۱۱۲۲۲۲";
    const result = parsePastedNumbers(text, ["989121234567"], 1000);
    expect(result.added).toEqual(["989351234567", "989901234567", "989011112222"]);
    expect(result.merged).toEqual(["989121234567", "989351234567", "989901234567", "989011112222"]);
    // 0912… is already in the list; the second 0935… repeats an earlier line of the paste.
    expect(result.duplicates).toEqual(["989121234567", "989351234567"]);
    expect(result.invalid).toEqual(["abc", "0912 000"]);
    expect(result.overLimit).toBe(0);
  });

  it("leaves the existing list untouched", () => {
    const existing = ["989121234567"];
    parsePastedNumbers("09351234567", existing, 1000);
    expect(existing).toEqual(["989121234567"]);
  });

  it("returns nothing new for an empty or blank paste", () => {
    expect(parsePastedNumbers(" \n , \n", ["989121234567"], 1000)).toEqual({
      merged: ["989121234567"],
      added: [],
      duplicates: [],
      invalid: [],
      overLimit: 0,
    });
  });

  it("stops at the limit and counts each number that did not fit once", () => {
    const existing = mobiles(998);
    const pasted = mobiles(5, 998);
    const text = [...pasted, pasted[4]].join("\n");
    const result = parsePastedNumbers(text, existing, PASTED_NUMBERS_MAX);
    expect(result.merged).toHaveLength(1000);
    expect(result.added).toEqual(pasted.slice(0, 2));
    expect(result.overLimit).toBe(3);
    expect(result.duplicates).toEqual([pasted[4]]);
  });

  it("defaults to the spec's limit of 1000", () => {
    const result = parsePastedNumbers(mobiles(1001).join("\n"), []);
    expect(PASTED_NUMBERS_MAX).toBe(1000);
    expect(result.merged).toHaveLength(1000);
    expect(result.overLimit).toBe(1);
  });

  it("adds nothing when the list is already full, but still reports invalid entries", () => {
    const result = parsePastedNumbers("09351234567\nxyz", mobiles(3), 3);
    expect(result.added).toEqual([]);
    expect(result.overLimit).toBe(1);
    expect(result.invalid).toEqual(["xyz"]);
  });
});
