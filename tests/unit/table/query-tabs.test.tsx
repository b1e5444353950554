import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { QueryTabs } from "@/components/ui/query-tabs";
import { renderWithUrl } from "./render-with-url";

const tabs = [
  { label: "همه", content: <p>فهرست همه</p> },
  { label: "خوانده‌نشده", content: <p>فهرست خوانده‌نشده</p> },
  { label: "بایگانی", content: <p>فهرست بایگانی</p> },
];

describe("tabs kept in ?tab", () => {
  it("opens the tab the URL names", () => {
    renderWithUrl(<QueryTabs tabs={tabs} label="صندوق" />, "?tab=2");
    expect(screen.getByRole("tab", { name: "بایگانی" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("فهرست بایگانی")).toBeInTheDocument();
    expect(screen.queryByText("فهرست همه")).not.toBeInTheDocument();
  });

  it.each(["", "?tab=7", "?tab=-1", "?tab=abc"])("falls back to the first tab for %p", (search) => {
    renderWithUrl(<QueryTabs tabs={tabs} label="صندوق" />, search);
    expect(screen.getByRole("tab", { name: "همه" })).toHaveAttribute("aria-selected", "true");
  });

  it("writes the index on switching, replacing history and dropping the page, keeping other keys", async () => {
    const { updates, url } = renderWithUrl(
      <QueryTabs tabs={tabs} label="صندوق" />,
      "?page=4&limit=20&inbox_search=abc",
    );
    fireEvent.mouseDown(screen.getByRole("tab", { name: "خوانده‌نشده" }), { button: 0 });
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(url().get("tab")).toBe("1");
    expect(url().get("page")).toBeNull();
    expect(url().get("limit")).toBe("20");
    expect(url().get("inbox_search")).toBe("abc");
    expect(updates[0]?.options.history).toBe("replace");
    expect(await screen.findByText("فهرست خوانده‌نشده")).toBeInTheDocument();
  });

  it("leaves tab out of the URL for the first tab", async () => {
    const { url, updates } = renderWithUrl(<QueryTabs tabs={tabs} label="صندوق" />, "?tab=2");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "همه" }), { button: 0 });
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(url().has("tab")).toBe(false);
  });

  it("moves with the arrow keys the RTL way: ArrowLeft goes to the next tab", async () => {
    const { url } = renderWithUrl(<QueryTabs tabs={tabs} label="صندوق" />);
    const first = screen.getByRole("tab", { name: "همه" });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    const second = screen.getByRole("tab", { name: "خوانده‌نشده" });
    await waitFor(() => expect(second).toHaveFocus());
    await waitFor(() => expect(url().get("tab")).toBe("1"));
    expect(second).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(second, { key: "ArrowRight" });
    await waitFor(() => expect(first).toHaveFocus());
    await waitFor(() => expect(url().has("tab")).toBe(false));
  });

  it("names the tab list", () => {
    renderWithUrl(<QueryTabs tabs={tabs} label="صندوق" />);
    expect(screen.getByRole("tablist", { name: "صندوق" })).toBeInTheDocument();
  });
});
