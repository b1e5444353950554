import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { FilterBar, FilterField, MobileFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { FilteredTable, makeFilters, probed } from "./filter-fixtures";
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
    "?" + new URLSearchParams(Object.entries(params).map(([k, v]) => [k === "page" || k === "limit" || k === "tab" ? k : key(k), v])).toString();

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
    expect(screen.getByLabelText("وضعیت")).toHaveValue("failed");
    expect(screen.getByLabelText("۳۰۰۰")).toBeChecked();
    expect(screen.getByLabelText("۲۰۰۰")).not.toBeChecked();
    expect(screen.getByLabelText("روز")).toHaveValue("۱۴۰۳/۰۵/۱۲");
    expect(screen.getByLabelText("بازه ارسال از")).toHaveValue("۱۴۰۳/۰۱/۰۱");
    expect(screen.getByLabelText("تعداد تا")).toHaveValue("500");
  });

  it("ignores values that are not valid for their filter", () => {
    renderWithUrl(<FilteredTable config={config} />, search({ status: "bogus", line: "3000,9", day: "1403/07/31", count_from: "abc" }));
    expect(probed().filters).toMatchObject({ status: null, line: ["3000"], day: null, count: { from: null, to: null } });
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

  it("writes a single choice, and removes it for «همه»", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />, "?page=2");
    const select = screen.getByLabelText("وضعیت");
    expect(within(select).getByRole("option", { name: "همه" })).toHaveValue("");
    fireEvent.change(select, { target: { value: "sent" } });
    await waitFor(() => expect(url().get(key("status"))).toBe("sent"));
    expect(url().has("page")).toBe(false);
    fireEvent.change(select, { target: { value: "" } });
    await waitFor(() => expect(url().has(key("status"))).toBe(false));
  });

  it("writes several choices in the options' order, and removes the key when none is left", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />);
    fireEvent.click(screen.getByLabelText("۱۰۰۰"));
    await waitFor(() => expect(url().get(key("line"))).toBe("1000"));
    fireEvent.click(screen.getByLabelText("۳۰۰۰"));
    await waitFor(() => expect(url().get(key("line"))).toBe("3000,1000"));
    expect(probed().filters.line).toEqual(["3000", "1000"]);
    fireEvent.click(screen.getByLabelText("۳۰۰۰"));
    fireEvent.click(screen.getByLabelText("۱۰۰۰"));
    await waitFor(() => expect(url().has(key("line"))).toBe(false));
    expect(probed().filters.line).toEqual([]);
  });

  it("writes a date once a real day is typed, in Latin digits, with the slashes put in", async () => {
    const { url, updates } = renderWithUrl(<FilteredTable config={config} />);
    const field = screen.getByLabelText("روز");
    expect(field).toHaveAttribute("placeholder", "۱۴۰۳/۰۵/۱۲");
    fireEvent.change(field, { target: { value: "۱۴۰۳۰۵" } });
    expect(field).toHaveValue("۱۴۰۳/۰۵");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    fireEvent.change(field, { target: { value: "۱۴۰۳/۰۵۱۲" } });
    await waitFor(() => expect(url().get(key("day"))).toBe("1403/05/12"));
    expect(updates).toHaveLength(1);
  });

  it("refuses a day that does not exist, and a half-typed date once the field is left", async () => {
    const { updates } = renderWithUrl(<FilteredTable config={config} />);
    const field = screen.getByLabelText("روز");
    fireEvent.change(field, { target: { value: "1403/07/31" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("تاریخ معتبر نیست");
    expect(field).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(field, { target: { value: "1403/07/3" } });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    fireEvent.blur(field);
    expect(await screen.findByRole("alert")).toHaveTextContent("تاریخ معتبر نیست");
    expect(updates).toHaveLength(0);
  });

  it("writes a date range to its two keys and refuses an end before the start", async () => {
    const { url, updates } = renderWithUrl(<FilteredTable config={config} />);
    fireEvent.change(screen.getByLabelText("بازه ارسال از"), { target: { value: "14030110" } });
    await waitFor(() => expect(url().get(key("from_date"))).toBe("1403/01/10"));
    expect(url().has(key("to_date"))).toBe(false);
    fireEvent.change(screen.getByLabelText("بازه ارسال تا"), { target: { value: "14030105" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("تاریخ شروع نباید بعد از تاریخ پایان باشد");
    fireEvent.change(screen.getByLabelText("بازه ارسال تا"), { target: { value: "14030120" } });
    await waitFor(() => expect(url().get(key("to_date"))).toBe("1403/01/20"));
    expect(updates).toHaveLength(2);
    expect(probed().filters.period).toEqual({ from: "1403/01/10", to: "1403/01/20" });
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
    expect(screen.getByLabelText("وضعیت")).toHaveValue("failed");
  });
});

describe("a plugged-in date input", () => {
  it("replaces the plain date field and applies what it reports", async () => {
    const config = makeFilters();
    const { url } = renderWithUrl(
      <FilteredTable
        config={config}
        renderDateInput={({ id, value, onChange }) => (
          <button id={id} type="button" data-value={value} onClick={() => onChange("1403/02/02")}>
            انتخاب تاریخ
          </button>
        )}
      />,
    );
    // One for the day, two for the ends of the range; each still labelled by its field.
    expect(screen.getAllByText("انتخاب تاریخ")).toHaveLength(3);
    const day = screen.getByLabelText("روز");
    fireEvent.click(day);
    await waitFor(() => expect(url().get("day")).toBe("1403/02/02"));
    expect(day).toHaveAttribute("data-value", "1403/02/02");
    fireEvent.click(screen.getByLabelText("بازه ارسال تا"));
    await waitFor(() => expect(url().get("to_date")).toBe("1403/02/02"));
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
