import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Pagination } from "@/components/ui/pagination";
import { clickOption, combobox, openSelect, optionLabels } from "./filter-fixtures";
import { renderWithUrl } from "./render-with-url";

const sizeSelect = () => combobox("تعداد در صفحه");

const pageButtons = () =>
  within(screen.getByRole("navigation", { name: "صفحه‌بندی" }))
    .getAllByRole("listitem", { hidden: true })
    .map((item) => item.textContent || item.querySelector("button")?.getAttribute("aria-label"));

describe("pagination in ?page and ?limit", () => {
  it("starts at page 1 of 10 rows with a Persian summary", () => {
    renderWithUrl(<Pagination total={234} />);
    expect(screen.getByText("نمایش ۱ تا ۱۰ از ۲۳۴")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "صفحه ۱" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "صفحه ۲" })).not.toHaveAttribute("aria-current");
    expect(sizeSelect()).toHaveTextContent(/^۱۰$/);
    expect(screen.getByRole("button", { name: "صفحه قبل" })).toBeDisabled();
  });

  it("reads page and size from the URL", () => {
    renderWithUrl(<Pagination total={234} />, "?page=3&limit=50");
    expect(screen.getByText("نمایش ۱۰۱ تا ۱۵۰ از ۲۳۴")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "صفحه ۳" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "صفحه ۵" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "صفحه ۶" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "صفحه بعد" })).toBeEnabled();
    expect(sizeSelect()).toHaveTextContent(/^۵۰$/);
  });

  it("falls back to the defaults for a size not offered or a page below 1", () => {
    renderWithUrl(<Pagination total={234} />, "?page=0&limit=37");
    expect(screen.getByText("نمایش ۱ تا ۱۰ از ۲۳۴")).toBeInTheDocument();
  });

  it("shows the last, partial page and groups large totals", () => {
    renderWithUrl(<Pagination total={12345} />, "?page=1235");
    expect(screen.getByText("نمایش ۱۲٬۳۴۱ تا ۱۲٬۳۴۵ از ۱۲٬۳۴۵")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "صفحه بعد" })).toBeDisabled();
  });

  it("lays out many pages with ellipses: 1 … 4 5 6 … 20", () => {
    renderWithUrl(<Pagination total={200} />, "?page=5");
    expect(pageButtons()).toEqual(["صفحه قبل", "۱", "…", "۴", "۵", "۶", "…", "۲۰", "صفحه بعد"]);
  });

  it("moves between pages, replacing the history entry", async () => {
    const { updates, url } = renderWithUrl(<Pagination total={234} />, "?page=5&tab=1&inbox_search=x");
    fireEvent.click(screen.getByRole("button", { name: "صفحه بعد" }));
    await waitFor(() => expect(url().get("page")).toBe("6"));
    expect(updates[0]?.options.history).toBe("replace");
    expect(url().get("tab")).toBe("1");
    expect(url().get("inbox_search")).toBe("x");
    fireEvent.click(screen.getByRole("button", { name: "صفحه ۲۴" }));
    await waitFor(() => expect(url().get("page")).toBe("24"));
    expect(screen.getByText("نمایش ۲۳۱ تا ۲۳۴ از ۲۳۴")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "صفحه ۱" }));
    // Page 1 is the default and is left out of the URL.
    await waitFor(() => expect(url().has("page")).toBe(false));
    expect(updates.every((update) => update.options.history === "replace")).toBe(true);
  });

  it("starts again from page 1 when the page size changes", async () => {
    const { url, updates } = renderWithUrl(<Pagination total={234} />, "?page=7&tab=2");
    await openSelect("تعداد در صفحه");
    await clickOption("۵۰");
    await waitFor(() => expect(url().get("limit")).toBe("50"));
    expect(url().has("page")).toBe(false);
    expect(url().get("tab")).toBe("2");
    expect(updates.at(-1)?.options.history).toBe("replace");
    expect(screen.getByText("نمایش ۱ تا ۵۰ از ۲۳۴")).toBeInTheDocument();
    expect(sizeSelect()).toHaveTextContent(/^۵۰$/);
  });

  it("offers 10, 20, 50 and 100 in Persian digits, the current size marked", async () => {
    renderWithUrl(<Pagination total={5} />, "?limit=20");
    await openSelect("تعداد در صفحه");
    expect(screen.getByRole("listbox", { name: "تعداد در صفحه" })).toBeInTheDocument();
    expect(optionLabels()).toEqual(["۱۰", "۲۰", "۵۰", "۱۰۰"]);
    expect(screen.getByRole("option", { name: "۲۰" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("option", { name: "۱۰" })).toHaveAttribute("aria-selected", "false");
  });

  it("keeps the size and the URL when the current size is chosen again", async () => {
    const { updates } = renderWithUrl(<Pagination total={234} />, "?page=3&limit=20");
    await openSelect("تعداد در صفحه");
    await clickOption("۲۰");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByText("نمایش ۴۱ تا ۶۰ از ۲۳۴")).toBeInTheDocument();
    expect(updates.every((update) => update.searchParams.get("page") === "3")).toBe(true);
  });

  it("draws nothing for an empty list and blocks clicks while disabled", () => {
    const { container, unmount } = renderWithUrl(<Pagination total={0} />);
    expect(container.querySelector("nav")).toBeNull();
    unmount();
    renderWithUrl(<Pagination total={50} disabled />, "?page=2");
    expect(screen.getByRole("button", { name: "صفحه ۳" })).toBeDisabled();
    expect(sizeSelect()).toBeDisabled();
  });

  it("points the previous arrow to the inline start and the next arrow to the inline end, mirrored in RTL", () => {
    renderWithUrl(<Pagination total={50} />, "?page=2");
    const icon = (name: string) => screen.getByRole("button", { name }).querySelector("svg");
    // Drawn for LTR (start = left) and flipped by the rtl: variant, so in the RTL panel previous points right.
    expect(icon("صفحه قبل")?.querySelector("path")).toHaveAttribute("d", "m14.5 6-6 6 6 6");
    expect(icon("صفحه بعد")?.querySelector("path")).toHaveAttribute("d", "m9.5 6 6 6-6 6");
    expect(icon("صفحه قبل")).toHaveClass("rtl:-scale-x-100");
    expect(icon("صفحه بعد")).toHaveClass("rtl:-scale-x-100");
  });
});
