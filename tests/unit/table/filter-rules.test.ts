import { defineTableFilters, filterUrlKeys } from "@/lib/url-state/filter-definitions";
import { fromFilterInput, toFilterInput } from "@/lib/url-state/filter-inputs";
import { clearedFilterUrl, countActiveFilters, filterValuesToUrl } from "@/lib/url-state/filter-parsers";
import { maskJalaliDateTyping, normalizeJalaliDate } from "@/lib/url-state/jalali-date";

describe("declaring a table's filters", () => {
  it("puts the prefix before every key, ranges included", () => {
    const config = defineTableFilters(
      [
        { type: "search", name: "q", label: "جستجو" },
        { type: "date_range", name: "period", label: "بازه", dateFromKey: "start", dateToKey: "end" },
        { type: "search_range", name: "price", label: "قیمت" },
        { type: "search_range", name: "count", label: "تعداد", fromKey: "min", toKey: "max" },
      ],
      { prefix: "inbox_" },
    );
    expect(config.filters.flatMap((f) => filterUrlKeys(f, config.prefix))).toEqual([
      "inbox_q",
      "inbox_start",
      "inbox_end",
      "inbox_price_from",
      "inbox_price_to",
      "inbox_min",
      "inbox_max",
    ]);
  });

  it.each(["page", "limit", "tab"])("refuses a filter that would take the %s key", (reserved) => {
    expect(() => defineTableFilters([{ type: "search", name: reserved, label: "x" }])).toThrow(`"${reserved}" is kept for paging and tabs`);
  });

  it("refuses a range end named like a reserved key, but allows it behind a prefix", () => {
    const range = { type: "date_range", name: "d", label: "x", dateFromKey: "page", dateToKey: "to" } as const;
    expect(() => defineTableFilters([range])).toThrow('"page" is kept');
    expect(() => defineTableFilters([range], { prefix: "t_" })).not.toThrow();
  });

  it("refuses two filters with one name or one key", () => {
    expect(() =>
      defineTableFilters([
        { type: "search", name: "a", label: "x" },
        { type: "date", name: "a", label: "y" },
      ]),
    ).toThrow('the name "a" is used twice');
    expect(() =>
      defineTableFilters([
        { type: "search", name: "n_from", label: "x" },
        { type: "search_range", name: "n", label: "y" },
      ]),
    ).toThrow('the query key "n_from" is used twice');
  });
});

describe("filter values and the query", () => {
  const config = defineTableFilters(
    [
      { type: "search", name: "q", label: "جستجو" },
      { type: "options", name: "tags", label: "برچسب", multiple: true, options: [{ value: "a", label: "الف" }] },
      { type: "search_range", name: "n", label: "عدد" },
    ],
    { prefix: "p_" },
  );

  it("writes empty values as absent keys and leaves unnamed filters alone", () => {
    expect(filterValuesToUrl(config, { q: "  ", tags: [] })).toEqual({ p_q: null, p_tags: null });
    expect(filterValuesToUrl(config, { n: { from: 0, to: null } })).toEqual({ p_n_from: 0, p_n_to: null });
  });

  it("clears exactly the table's own keys", () => {
    expect(clearedFilterUrl(config)).toEqual({ p_q: null, p_tags: null, p_n_from: null, p_n_to: null });
  });

  it("counts a filter as on when any part of it is set, zero included", () => {
    expect(countActiveFilters({ q: null, tags: [], n: { from: null, to: null } })).toBe(0);
    expect(countActiveFilters({ q: "x", tags: ["a"], n: { from: 0, to: null } })).toBe(3);
  });

  it("turns typed input into values and back", () => {
    const [, , range] = config.filters;
    expect(fromFilterInput(range, { from: "۱۲", to: "" })).toEqual({ value: { from: 12, to: null }, error: null });
    expect(fromFilterInput(range, { from: "9", to: "3" }).error).toBe("مقدار «از» نباید بیشتر از «تا» باشد.");
    expect(toFilterInput(range, { from: 0, to: 7 })).toEqual({ from: "0", to: "7" });
  });
});

describe("Jalali dates in filters", () => {
  it.each([
    ["1403/05/12", "1403/05/12"],
    ["۱۴۰۳/۱۲/۳۰", "1403/12/30"],
    ["1402/12/30", null],
    ["1403/07/31", null],
    ["1403/06/31", "1403/06/31"],
    ["1403/13/01", null],
    ["1403/5/12", null],
    ["1403-05-12", null],
    ["", null],
  ])("%p is %p", (text, expected) => {
    expect(normalizeJalaliDate(text)).toBe(expected);
  });

  it.each([
    ["1403", "1403"],
    ["14030", "1403/0"],
    ["۱۴۰۳۰۵۱۲", "1403/05/12"],
    ["1403/", "1403/"],
    ["1403/05/", "1403/05/"],
    ["14/03", "1403"],
    ["1403a05b12", "1403/05/12"],
    ["1403051299", "1403/05/12"],
  ])("typing %p keeps %p", (typed, kept) => {
    expect(maskJalaliDateTyping(typed)).toBe(kept);
  });
});
