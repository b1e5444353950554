import { defineTableFilters, filterUrlKeys } from "@/lib/url-state/filter-definitions";
import { newDate } from "date-fns-jalali";
import { DATE_RANGE_ORDER_MESSAGE, fromFilterInput, toFilterInput } from "@/lib/url-state/filter-inputs";
import { clearedFilterUrl, countActiveFilters, filterValuesToUrl } from "@/lib/url-state/filter-parsers";
import { dateToJalaliDay, jalaliDayToDate, readJalaliDay } from "@/lib/url-state/jalali-date";

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
    expect(() => defineTableFilters([{ type: "search", name: reserved, label: "x" }])).toThrow(
      `"${reserved}" is kept for paging and tabs`,
    );
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

describe("Jalali days in the URL and the date picker", () => {
  it.each([
    ["1403/05/12", "1403/05/12"],
    ["۱۴۰۳/۱۲/۳۰", "1403/12/30"],
    [" 1403/06/31 ", "1403/06/31"],
    ["1402/12/30", null],
    ["1403/07/31", null],
    ["1403/13/01", null],
    ["1403/00/10", null],
    ["1403/5/12", null],
    ["1403-05-12", null],
    ["14030512", null],
    ["1403/05/12 10:00", null],
    ["", null],
  ])("%p reads as %p", (text, expected) => {
    expect(readJalaliDay(text)).toBe(expected);
  });

  it("turns a day into the picker's local midnight and back", () => {
    expect(jalaliDayToDate("1403/05/12")).toEqual(newDate(1403, 4, 12));
    expect(jalaliDayToDate("1403/12/30")).toEqual(newDate(1403, 11, 30));
    expect(jalaliDayToDate("1403/07/31")).toBeNull();
    expect(jalaliDayToDate("")).toBeNull();
    expect(dateToJalaliDay(newDate(1403, 0, 1, 23, 59))).toBe("1403/01/01");
    expect(dateToJalaliDay(new Date(2024, 7, 2))).toBe("1403/05/12");
  });

  const config = defineTableFilters([
    { type: "date", name: "day", label: "روز" },
    { type: "date_range", name: "period", label: "بازه", dateFromKey: "from", dateToKey: "to" },
  ]);
  const [day, period] = config.filters;

  it("applies a range with either end open, and refuses an end before its start", () => {
    expect(fromFilterInput(period, { from: "1403/01/10", to: "" })).toEqual({
      value: { from: "1403/01/10", to: null },
      error: null,
    });
    expect(fromFilterInput(period, { from: "1403/01/10", to: "1403/01/10" }).error).toBeNull();
    expect(fromFilterInput(period, { from: "1403/02/01", to: "1403/01/31" }).error).toBe(DATE_RANGE_ORDER_MESSAGE);
    // Compared as days, across years too.
    expect(fromFilterInput(period, { from: "1402/12/29", to: "1403/01/01" }).error).toBeNull();
  });

  it("reads a day that is not one as no date, with no message of its own (the picker gives that)", () => {
    expect(fromFilterInput(day, "1403/07/31")).toEqual({ value: null, error: null });
    expect(fromFilterInput(day, "1403/07/30")).toEqual({ value: "1403/07/30", error: null });
    expect(toFilterInput(period, { from: null, to: "1403/01/09" })).toEqual({ from: "", to: "1403/01/09" });
  });
});
