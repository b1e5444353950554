import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { InboxPanel } from "@/components/inbox/inbox-panel";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { choose, settle } from "../support/select";
import { fakeInboxBff, inboxPage, INBOX, message, MESSAGES, renderInbox } from "./inbox-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

let bff: ReturnType<typeof fakeInboxBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => {
  bff.restore();
  jest.useRealTimers();
});

const lastRequest = () =>
  bff.to("POST", INBOX).at(-1)!.body as { page: number; per_page: number; filters: Record<string, unknown> };

const cellTexts = () =>
  within(screen.getByRole("table", { name: "پیامک‌های دریافتی" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(1)
        .map((cell) => cell.textContent),
    );

describe("the inbox list", () => {
  it("shows each message's sender as 98…, its line, text, Jalali received time and read state, newest first", async () => {
    bff = fakeInboxBff();
    renderInbox(<InboxPanel />);
    await screen.findByText("سفارشم کی می‌رسد؟");
    expect(cellTexts()).toEqual([
      ["989351112222", "983000505", "سفارشم کی می‌رسد؟", "۱۴۰۴-۰۱-۰۲ ۲۱:۰۵:۰۰", "خوانده‌نشده", "خواندم"],
      ["989121234567", "9810001000", "۱۱لغو۱۱", "۱۴۰۴-۰۱-۰۱ ۰۸:۳۰:۰۵", "خوانده‌شده", ""],
    ]);
    expect(screen.getByText("989351112222")).toHaveAttribute("dir", "ltr");
    expect(lastRequest()).toEqual({ page: 1, per_page: 10, filters: {} });
    expect(screen.getByText("نمایش ۱ تا ۲ از ۲")).toBeInTheDocument();
  });

  it("asks with the filters and page of the query string, the received days as Unix seconds from the first's start to the last's end", async () => {
    bff = fakeInboxBff({ [`POST ${INBOX}`]: inboxPage(MESSAGES, { page: 2, perPage: 20, total: 40 }) });
    renderInbox(<InboxPanel />, {
      search:
        "?inbox_sender=0912&inbox_line=983000505&inbox_text=سفارش&inbox_seen=0&inbox_from=1404/01/01&inbox_to=1404/01/02&page=2&limit=20",
    });
    await screen.findByText("سفارشم کی می‌رسد؟");
    expect(lastRequest()).toEqual({
      page: 2,
      per_page: 20,
      filters: {
        from: "98912",
        number: "+983000505",
        message: "سفارش",
        seen: "0",
        from_time: new Date(2025, 2, 21).getTime() / 1000,
        to_time: new Date(2025, 2, 23).getTime() / 1000 - 1,
      },
    });
    expect(screen.getByLabelText("شماره فرستنده")).toHaveValue("0912");
  });

  it("writes the filters to the query string and asks again from page 1", async () => {
    jest.useFakeTimers();
    bff = fakeInboxBff();
    const { url } = renderInbox(<InboxPanel />, { search: "?page=2" });
    await screen.findByText("سفارشم کی می‌رسد؟");
    fireEvent.change(screen.getByLabelText("شماره فرستنده"), { target: { value: "۰۹۳۵" } });
    await act(async () => void jest.advanceTimersByTime(600));
    await settle();
    // Persian digits typed are read as Latin ones in the request.
    expect(url().get("inbox_sender")).toBe("۰۹۳۵");
    expect(url().has("page")).toBe(false);
    jest.useRealTimers();
    await choose("وضعیت", "خوانده‌نشده");
    await choose("خط دریافت‌کننده", "خط اختصاصی فروشگاه (983000505)");
    expect(url().get("inbox_seen")).toBe("0");
    expect(url().get("inbox_line")).toBe("983000505");
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        page: 1,
        per_page: 10,
        filters: { from: "98935", number: "+983000505", seen: "0" },
      }),
    );
  });

  it("says a range that ends before it starts in Persian, without asking the upstream", async () => {
    bff = fakeInboxBff();
    renderInbox(<InboxPanel />, { search: "?inbox_from=1404/01/05&inbox_to=1404/01/02" });
    expect(await screen.findByText("تاریخ پایان نباید پیش از تاریخ شروع باشد")).toBeInTheDocument();
    expect(bff.to("POST", INBOX)).toHaveLength(0);
    expect(screen.queryByRole("link", { name: /^خروجی/ })).not.toBeInTheDocument();
  });

  it("says why the list is empty", async () => {
    bff = fakeInboxBff({ [`POST ${INBOX}`]: inboxPage([]) });
    const { unmount } = renderInbox(<InboxPanel />);
    expect(await screen.findByText("هنوز پیامکی دریافت نکرده‌اید.")).toBeInTheDocument();
    unmount();
    renderInbox(<InboxPanel />, { search: "?inbox_seen=0" });
    expect(await screen.findByText("پیامکی با این فیلترها پیدا نشد.")).toBeInTheDocument();
  });

  it("shows a failure with a retry that asks again", async () => {
    let fail = true;
    bff = fakeInboxBff({
      [`POST ${INBOX}`]: () =>
        fail ? { status: 500, body: { data: null, meta: { status: false } } } : inboxPage(MESSAGES),
    });
    renderInbox(<InboxPanel />);
    expect(await screen.findByText("خطا در ارسال اطلاعات")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByText("سفارشم کی می‌رسد؟")).toBeInTheDocument();
  });

  it("exports what the filters show from download links, as CSV and Excel", async () => {
    bff = fakeInboxBff();
    renderInbox(<InboxPanel />, { search: "?inbox_text=سفارش&inbox_seen=1" });
    await screen.findByText("سفارشم کی می‌رسد؟");
    const link = screen.getByRole("link", { name: "خروجی CSV" });
    expect(link).toHaveAttribute("download");
    expect(link.getAttribute("href")).toBe(
      `${INBOX}/export?${new URLSearchParams({ message: "سفارش", seen: "1", format: "csv" })}`,
    );
    expect(screen.getByRole("link", { name: "خروجی اکسل" }).getAttribute("href")).toBe(
      `${INBOX}/export?${new URLSearchParams({ message: "سفارش", seen: "1", format: "xlsx" })}`,
    );
  });

  it("shows one card per message on a phone", async () => {
    jest.mocked(useIsMobile).mockReturnValue(true);
    bff = fakeInboxBff({ [`POST ${INBOX}`]: inboxPage([message(7, { message: "متن کارت" })]) });
    renderInbox(<InboxPanel />);
    const card = (await screen.findByText("متن کارت")).closest("li")!;
    expect(within(card).getByText("989121234567")).toBeInTheDocument();
    expect(within(card).getByText("۱۴۰۴-۰۱-۰۱ ۰۸:۳۰:۰۵")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "خواندم: پیام 989121234567" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
