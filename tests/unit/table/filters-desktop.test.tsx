import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { FilterBar, FilterField, MobileFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { INVALID_DATE_MESSAGE } from "@/lib/date/date-bounds";
import { INPUT_DEBOUNCE_MS } from "@/lib/date/picker-timing";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { DATE_RANGE_ORDER_MESSAGE } from "@/lib/url-state/filter-inputs";
import {
  alerts,
  clickOption,
  combobox,
  FilteredTable,
  makeFilters,
  openSelect,
  optionLabels,
  probed,
  settle,
  typeDate,
} from "./filter-fixtures";
import { renderWithUrl } from "./render-with-url";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => jest.useRealTimers());

describe.each([
  ["without a prefix", ""],
  ["with the prefix inbox_", "inbox_"],
])("desktop filters %s", (_, prefix) => {
  const config = makeFilters(prefix);
  const key = (name: string) => prefix + name;
  const search = (params: Record<string, string>) =>
    "?" +
    new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k === "page" || k === "limit" || k === "tab" ? k : key(k), v]),
    ).toString();

  it("reads every filter type from the query, for the controls and for the data query", () => {
    renderWithUrl(
      <FilteredTable config={config} />,
      search({
        search: "سلام",
        status: "failed",
        line: "3000,1000",
        day: "1403/05/12",
        from_date: "1403/01/01",
        to_date: "1403/01/31",
        count_from: "100",
        count_to: "500",
        page: "3",
        limit: "20",
      }),
    );
    expect(probed()).toEqual({
      filters: {
        search: "سلام",
        status: "failed",
        line: ["3000", "1000"],
        day: "1403/05/12",
        period: { from: "1403/01/01", to: "1403/01/31" },
        count: { from: 100, to: 500 },
      },
      page: 3,
      limit: 20,
    });
    expect(screen.getByLabelText("جستجو")).toHaveValue("سلام");
    expect(combobox("وضعیت")).toHaveTextContent(/^ناموفق$/);
    // Several choices are named in the options' order.
    expect(combobox("خط")).toHaveTextContent(/^۳۰۰۰، ۱۰۰۰$/);
    // The date pickers are Latin entry fields, like the URL.
    expect(screen.getByLabelText("روز")).toHaveValue("1403/05/12");
    expect(screen.getByLabelText("بازه ارسال از")).toHaveValue("1403/01/01");
    expect(screen.getByLabelText("بازه ارسال تا")).toHaveValue("1403/01/31");
    expect(screen.getByLabelText("تعداد تا")).toHaveValue("500");
  });

  it("ignores values that are not valid for their filter, an impossible day included", () => {
    renderWithUrl(
      <FilteredTable config={config} />,
      search({
        status: "bogus",
        line: "3000,9",
        day: "1403/07/31",
        from_date: "1402/12/30",
        to_date: "1403/5/9",
        count_from: "abc",
      }),
    );
    expect(probed().filters).toMatchObject({
      status: null,
      line: ["3000"],
      day: null,
      period: { from: null, to: null },
      count: { from: null, to: null },
    });
    expect(combobox("وضعیت")).toHaveTextContent(/^همه$/);
    expect(screen.getByLabelText("روز")).toHaveValue("");
    expect(screen.getByLabelText("بازه ارسال از")).toHaveValue("");
    expect(alerts()).toEqual([]);
  });

  it("writes search text after a 500 ms pause, resetting the page and keeping tab and limit", async () => {
    jest.useFakeTimers();
    const { updates, url } = renderWithUrl(<FilteredTable config={config} />, "?page=4&limit=20&tab=1");
    fireEvent.change(screen.getByLabelText("جستجو"), { target: { value: "سلا" } });
    fireEvent.change(screen.getByLabelText("جستجو"), { target: { value: "سلام" } });
    act(() => jest.advanceTimersByTime(499));
    expect(updates).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(url().get(key("search"))).toBe("سلام"));
    expect(updates).toHaveLength(1);
    expect(url().has("page")).toBe(false);
    expect(url().get("limit")).toBe("20");
    expect(url().get("tab")).toBe("1");
    expect(updates[0]?.options.history).toBe("replace");
    expect(probed()).toMatchObject({ page: 1, limit: 20, filters: { search: "سلام" } });
    // What was typed stays as typed while the trimmed text is applied.
    expect(screen.getByLabelText("جستجو")).toHaveValue("سلام");
  });

  it("applies search at once on Enter, and removes the key when emptied", async () => {
    const { url, updates } = renderWithUrl(<FilteredTable config={config} />, search({ search: "قبلی" }));
    const field = screen.getByLabelText("جستجو");
    fireEvent.change(field, { target: { value: "  تازه " } });
    fireEvent.keyDown(field, { key: "Enter" });
    await waitFor(() => expect(url().get(key("search"))).toBe("تازه"));
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.blur(field);
    await waitFor(() => expect(url().has(key("search"))).toBe(false));
    expect(updates).toHaveLength(2);
  });

  it("applies the trimmed text when the field is left, showing it trimmed", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />);
    const field = screen.getByLabelText("جستجو");
    fireEvent.change(field, { target: { value: "  کد " } });
    fireEvent.blur(field);
    await waitFor(() => expect(url().get(key("search"))).toBe("کد"));
    expect(field).toHaveValue("کد");
  });

  it("writes a single choice picked from the select, and removes it for «همه»", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />, "?page=2");
    expect(combobox("وضعیت")).toHaveTextContent(/^همه$/);
    await openSelect("وضعیت");
    expect(optionLabels()).toEqual(["همه", "ارسال‌شده", "ناموفق"]);
    await clickOption("ارسال‌شده");
    await waitFor(() => expect(url().get(key("status"))).toBe("sent"));
    expect(url().has("page")).toBe(false);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(combobox("وضعیت")).toHaveTextContent(/^ارسال‌شده$/);
    await openSelect("وضعیت");
    expect(screen.getByRole("option", { name: "ارسال‌شده" })).toHaveAttribute("aria-selected", "true");
    await clickOption("همه");
    await waitFor(() => expect(url().has(key("status"))).toBe(false));
    expect(probed().filters.status).toBeNull();
  });

  it("writes several choices in the options' order, and removes the key when none is left", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />);
    expect(combobox("خط")).toHaveTextContent(/^همه$/);
    await openSelect("خط");
    await clickOption("۱۰۰۰");
    await waitFor(() => expect(url().get(key("line"))).toBe("1000"));
    // A multiple choice stays open for the next pick.
    await clickOption("۳۰۰۰");
    await waitFor(() => expect(url().get(key("line"))).toBe("3000,1000"));
    expect(probed().filters.line).toEqual(["3000", "1000"]);
    expect(combobox("خط")).toHaveTextContent(/^۳۰۰۰، ۱۰۰۰$/);
    await clickOption("۳۰۰۰");
    await clickOption("۱۰۰۰");
    await waitFor(() => expect(url().has(key("line"))).toBe(false));
    expect(probed().filters.line).toEqual([]);
  });

  it("removes every choice of a multiple choice with its clear button", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />, search({ line: "2000,1000", page: "3" }));
    fireEvent.click(screen.getByRole("button", { name: "پاک کردن انتخاب" }));
    await waitFor(() => expect(url().has(key("line"))).toBe(false));
    expect(url().has("page")).toBe(false);
    expect(combobox("خط")).toHaveTextContent(/^همه$/);
  });

  describe("date filters", () => {
    beforeEach(() => jest.useFakeTimers({ now: new Date(2024, 7, 2, 12) }));

    it("writes a typed day 500 ms after the last keystroke, in Latin digits, with the slashes put in", async () => {
      const { url, updates } = renderWithUrl(<FilteredTable config={config} />, "?page=2&limit=20");
      const field = screen.getByLabelText("روز");
      fireEvent.change(field, { target: { value: "۱۴۰۳۰۵" } });
      await settle();
      expect(field).toHaveValue("1403/05");
      fireEvent.change(field, { target: { value: "1403/0512" } });
      await settle();
      expect(field).toHaveValue("1403/05/12");
      act(() => jest.advanceTimersByTime(INPUT_DEBOUNCE_MS - 1));
      expect(updates).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(url().get(key("day"))).toBe("1403/05/12"));
      expect(updates).toHaveLength(1);
      expect(updates[0]?.options.history).toBe("replace");
      expect(url().has("page")).toBe(false);
      expect(url().get("limit")).toBe("20");
      expect(alerts()).toEqual([]);
    });

    it("writes a day as soon as it is picked in the calendar, and removes it when the field is emptied", async () => {
      const { url } = renderWithUrl(<FilteredTable config={config} />);
      const field = screen.getByLabelText("روز");
      fireEvent.click(field);
      await settle();
      fireEvent.click(screen.getByLabelText("۲۰ مرداد ۱۴۰۳"));
      await waitFor(() => expect(url().get(key("day"))).toBe("1403/05/20"));
      expect(field).toHaveValue("1403/05/20");
      expect(screen.queryByLabelText("انتخاب تاریخ")).not.toBeInTheDocument();
      await typeDate(field, "");
      await waitFor(() => expect(url().has(key("day"))).toBe(false));
    });

    it("leaves a day that does not exist to the picker's own message, and writes nothing", async () => {
      const { updates } = renderWithUrl(<FilteredTable config={config} />, search({ day: "1403/07/01" }));
      const field = screen.getByLabelText("روز");
      await typeDate(field, "14030731");
      expect(alerts()).toEqual([INVALID_DATE_MESSAGE]);
      expect(field).toHaveAttribute("aria-invalid", "true");
      fireEvent.blur(field);
      expect(field).toHaveValue("1403/07/01");
      act(() => jest.advanceTimersByTime(1000));
      expect(updates).toHaveLength(0);
      expect(probed().filters.day).toBe("1403/07/01");
    });

    it("writes a date range to its two keys and refuses an end before the start with one message", async () => {
      const { url, updates } = renderWithUrl(<FilteredTable config={config} />);
      const from = screen.getByLabelText("بازه ارسال از");
      const to = screen.getByLabelText("بازه ارسال تا");
      await typeDate(from, "14030110");
      await waitFor(() => expect(url().get(key("from_date"))).toBe("1403/01/10"));
      expect(url().has(key("to_date"))).toBe(false);
      await typeDate(to, "14030105");
      expect(alerts()).toEqual([DATE_RANGE_ORDER_MESSAGE]);
      expect(to).toHaveAttribute("aria-invalid", "true");
      expect(from).toHaveAttribute("aria-invalid", "true");
      expect(to).toHaveAccessibleDescription(DATE_RANGE_ORDER_MESSAGE);
      expect(to).toHaveValue("1403/01/05");
      expect(updates).toHaveLength(1);
      await typeDate(to, "14030120");
      await waitFor(() => expect(url().get(key("to_date"))).toBe("1403/01/20"));
      expect(alerts()).toEqual([]);
      expect(updates).toHaveLength(2);
      expect(probed().filters.period).toEqual({ from: "1403/01/10", to: "1403/01/20" });
    });
  });

  it("writes a number range to <name>_from and <name>_to after a pause, Persian digits accepted", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />, "?limit=50");
    fireEvent.change(screen.getByLabelText("تعداد از"), { target: { value: "۱۰۰" } });
    fireEvent.change(screen.getByLabelText("تعداد تا"), { target: { value: "۵۰۰" } });
    await waitFor(() => expect(url().get(key("count_to"))).toBe("500"));
    expect(url().get(key("count_from"))).toBe("100");
    expect(url().get("limit")).toBe("50");
    expect(probed().filters.count).toEqual({ from: 100, to: 500 });
  });

  it("clears only this table's filters, keeping tab and limit and going back to page 1", async () => {
    const { url } = renderWithUrl(
      <FilteredTable config={config} />,
      `${search({ search: "x", status: "sent", line: "2000", from_date: "1403/01/01", count_to: "9", page: "5", limit: "20", tab: "2" })}&other_search=keep`,
    );
    fireEvent.click(screen.getByRole("button", { name: "پاک کردن فیلترها" }));
    await waitFor(() => expect(url().has(key("search"))).toBe(false));
    expect([...url().keys()].sort()).toEqual(["limit", "other_search", "tab"]);
    expect(screen.getByLabelText("جستجو")).toHaveValue("");
    expect(combobox("وضعیت")).toHaveTextContent(/^همه$/);
    expect(combobox("خط")).toHaveTextContent(/^همه$/);
    expect(screen.getByLabelText("بازه ارسال از")).toHaveValue("");
    expect(screen.getByRole("button", { name: "پاک کردن فیلترها" })).toBeDisabled();
  });
});

describe("filters of two tables on one page", () => {
  it("do not touch each other's keys", async () => {
    const inbox = makeFilters("inbox_");
    const sent = makeFilters("sent_");
    const { url } = renderWithUrl(
      <>
        <TableFiltersProvider config={inbox}>
          <FilterField name="search" />
        </TableFiltersProvider>
        <TableFiltersProvider config={sent}>
          <FilterField name="status" />
        </TableFiltersProvider>
      </>,
      "?sent_status=failed&inbox_search=old",
    );
    fireEvent.change(screen.getByLabelText("جستجو"), { target: { value: "new" } });
    fireEvent.blur(screen.getByLabelText("جستجو"));
    await waitFor(() => expect(url().get("inbox_search")).toBe("new"));
    expect(url().get("sent_status")).toBe("failed");
    expect(combobox("وضعیت")).toHaveTextContent(/^ناموفق$/);
  });
});

describe("filter parts outside their provider", () => {
  const config = makeFilters();
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.mocked(console.error).mockRestore());

  it.each([
    ["FilterField", <FilterField key="f" name="search" />],
    ["FilterBar", <FilterBar key="b" />],
    ["MobileFilters", <MobileFilters key="m" />],
  ])("<%s> throws a clear error", (name, element) => {
    expect(() => renderWithUrl(element)).toThrow(`<${name}> must be used inside a <TableFiltersProvider>.`);
  });

  it("useTableFilters() without a config throws, and works above the provider with one", () => {
    function Bare() {
      useTableFilters();
      return null;
    }
    expect(() => renderWithUrl(<Bare />)).toThrow("useTableFilters() needs the table's filter config");
    function WithConfig() {
      const { filters, page } = useTableFilters(config);
      // The values are typed per filter (checked by the type checker).
      const status: "sent" | "failed" | null = filters.status;
      const lines: ("3000" | "2000" | "1000")[] = filters.line;
      const count: number | null = filters.count.to;
      // @ts-expect-error a single choice is not a list
      const notAList: string[] = filters.status;
      return <p>{`${filters.search}-${page}-${status}-${lines.join("+")}-${count}-${notAList}`}</p>;
    }
    renderWithUrl(<WithConfig />, "?search=a&page=2&status=sent&line=1000,2000&count_to=3");
    expect(screen.getByText("a-2-sent-1000+2000-3-sent")).toBeInTheDocument();
  });

  it("a FilterField names an unknown filter clearly", () => {
    expect(() =>
      renderWithUrl(
        <TableFiltersProvider config={config}>
          <FilterField name="nope" />
        </TableFiltersProvider>,
      ),
    ).toThrow('<FilterField name="nope">: the table has no filter of that name.');
  });
});
