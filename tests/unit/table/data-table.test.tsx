import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "@/components/ui/table";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));

interface Message {
  id: number;
  number: string;
  text: string;
}

const rows: Message[] = [
  { id: 1, number: "09121111111", text: "سلام" },
  { id: 2, number: "09122222222", text: "تخفیف" },
  { id: 3, number: "09123333333", text: "یادآوری" },
];

const columns: DataTableColumn<Message>[] = [
  { key: "number", header: "شماره", cell: (row) => row.number, className: "latin" },
  { key: "text", header: "متن", cell: (row) => row.text },
];

const getRowKey = (row: Message) => String(row.id);

function SelectableTable({ initial = [], onKeys }: { initial?: string[]; onKeys?: (keys: string[]) => void }) {
  const [keys, setKeys] = useState<string[]>(initial);
  return (
    <DataTable
      caption="پیام‌ها"
      columns={columns}
      rows={rows}
      getRowKey={getRowKey}
      getRowLabel={(row) => row.number}
      selectedKeys={keys}
      onSelectedKeysChange={(next) => {
        setKeys(next);
        onKeys?.(next);
      }}
    />
  );
}

describe("DataTable on desktop", () => {
  it("draws a captioned table with column headings and one row per item", () => {
    render(<DataTable caption="پیام‌ها" columns={columns} rows={rows} getRowKey={getRowKey} />);
    const table = screen.getByRole("table", { name: "پیام‌ها" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual(["شماره", "متن"]);
    headers.forEach((h) => expect(h).toHaveAttribute("scope", "col"));
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByRole("cell", { name: "09122222222" })).toHaveClass("latin");
  });

  it("shows skeleton rows while loading, hidden from screen readers, and says it is loading", () => {
    render(
      <DataTable caption="پیام‌ها" columns={columns} rows={undefined} getRowKey={getRowKey} loading skeletonRows={3} />,
    );
    const table = screen.getByRole("table", { name: "پیام‌ها" });
    expect(table).toHaveAttribute("aria-busy", "true");
    expect(within(table).getAllByRole("row")).toHaveLength(1);
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(4);
    expect(screen.getByRole("status")).toHaveTextContent("در حال بارگذاری…");
    expect(screen.queryByText("سلام")).not.toBeInTheDocument();
  });

  it("shows the error with a retry button, over loading and rows", () => {
    const retry = jest.fn();
    render(
      <DataTable
        caption="پیام‌ها"
        columns={columns}
        rows={rows}
        getRowKey={getRowKey}
        loading
        error="ارتباط با سرور برقرار نشد."
        onRetry={retry}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("ارتباط با سرور برقرار نشد.");
    expect(screen.queryByText("سلام")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("cell", { name: /ارتباط با سرور/ })).toHaveAttribute("colspan", "2");
  });

  it("shows the Persian empty message, or the caller's", () => {
    const { rerender } = render(<DataTable caption="پیام‌ها" columns={columns} rows={[]} getRowKey={getRowKey} />);
    expect(screen.getByText("موردی برای نمایش وجود ندارد.")).toBeInTheDocument();
    rerender(
      <DataTable caption="پیام‌ها" columns={columns} rows={[]} getRowKey={getRowKey} empty="پیامی دریافت نشده است." />,
    );
    expect(screen.getByText("پیامی دریافت نشده است.")).toBeInTheDocument();
  });

  it("has no checkboxes unless selection is asked for", () => {
    render(<DataTable caption="پیام‌ها" columns={columns} rows={rows} getRowKey={getRowKey} />);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("selects rows one by one and reports their keys", () => {
    const onKeys = jest.fn();
    render(<SelectableTable onKeys={onKeys} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب 09122222222" }));
    expect(onKeys).toHaveBeenLastCalledWith(["2"]);
    const all = screen.getByRole("checkbox", { name: "انتخاب همه ردیف‌های این صفحه" });
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب 09122222222" }));
    expect(onKeys).toHaveBeenLastCalledWith([]);
    expect((all as HTMLInputElement).indeterminate).toBe(false);
  });

  it("selects and unselects the whole page, keeping keys picked on other pages", () => {
    const onKeys = jest.fn();
    render(<SelectableTable initial={["99", "1"]} onKeys={onKeys} />);
    const all = screen.getByRole("checkbox", { name: "انتخاب همه ردیف‌های این صفحه" });
    fireEvent.click(all);
    expect(onKeys).toHaveBeenLastCalledWith(["99", "1", "2", "3"]);
    expect(all).toBeChecked();
    screen.getAllByRole("checkbox", { name: /^انتخاب 0912/ }).forEach((box) => expect(box).toBeChecked());
    fireEvent.click(all);
    expect(onKeys).toHaveBeenLastCalledWith(["99"]);
  });

  it("names rows by position when no row label is given", () => {
    render(
      <DataTable
        caption="پیام‌ها"
        columns={columns}
        rows={rows}
        getRowKey={getRowKey}
        selectedKeys={[]}
        onSelectedKeysChange={jest.fn()}
      />,
    );
    expect(screen.getByRole("checkbox", { name: "انتخاب ردیف ۳" })).toBeInTheDocument();
  });
});

describe("DataTable on mobile", () => {
  beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(true));

  it("draws one card per row with heading: value pairs instead of a table", () => {
    render(<DataTable caption="پیام‌ها" columns={columns} rows={rows} getRowKey={getRowKey} />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "پیام‌ها" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const pairs = within(cards[1]!)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["شماره", "09122222222"],
      ["متن", "تخفیف"],
    ]);
  });

  it("shows skeleton cards while loading, then the error or the empty message", () => {
    const { rerender } = render(
      <DataTable caption="پیام‌ها" columns={columns} rows={undefined} getRowKey={getRowKey} loading />,
    );
    expect(screen.getByRole("region", { name: "پیام‌ها" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("در حال بارگذاری…");
    rerender(
      <DataTable
        caption="پیام‌ها"
        columns={columns}
        rows={undefined}
        getRowKey={getRowKey}
        error="خطا در دریافت"
        onRetry={jest.fn()}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("خطا در دریافت");
    expect(screen.getByRole("button", { name: "تلاش دوباره" })).toBeInTheDocument();
    rerender(<DataTable caption="پیام‌ها" columns={columns} rows={[]} getRowKey={getRowKey} />);
    expect(screen.getByText("موردی برای نمایش وجود ندارد.")).toBeInTheDocument();
  });

  it("selects cards and the whole page", () => {
    const onKeys = jest.fn();
    render(<SelectableTable onKeys={onKeys} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب 09123333333" }));
    expect(onKeys).toHaveBeenLastCalledWith(["3"]);
    expect(screen.getAllByRole("listitem")[2]).toHaveAttribute("data-selected", "true");
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب همه ردیف‌های این صفحه" }));
    expect(onKeys).toHaveBeenLastCalledWith(["1", "2", "3"]);
  });
});
