import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ActivityLog } from "@/components/colleagues/activity/activity-log";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { choose } from "../support/select";
import { cellTexts } from "../support/table-cells";
import {
  ACTIVITIES,
  activity,
  CHECK_TOKEN,
  failure,
  fakeActivityBff,
  LOG,
  OWNER_ID,
  paged,
  PARTNERS,
  renderActivity,
} from "./activity-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

let bff: ReturnType<typeof fakeActivityBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => bff.restore());

const lastQuery = () => Object.fromEntries(bff.to("GET", LOG).at(-1)!.query);

describe("the account's activity log", () => {
  it("shows when in Jalali with Persian digits, who (the owner as the account's manager), the kind, what and the address", async () => {
    bff = fakeActivityBff();
    renderActivity(<ActivityLog />);
    await screen.findByText("پیامک سریع به ۱ گیرنده فرستاد");
    expect(cellTexts("فعالیت‌های اعضای حساب")).toEqual([
      ["۱۴۰۴-۰۱-۰۲ ۲۱:۰۵:۰۰", "علی کاظمی", "ارسال پیامک", "پیامک سریع به ۱ گیرنده فرستاد", "2001:db8::1"],
      ["۱۴۰۴-۰۱-۰۱ ۰۸:۳۰:۰۵", "سارا رحیمی (مدیر حساب)", "ورود", "وارد حساب شد", "203.0.113.9"],
    ]);
    expect(screen.getByRole("link", { name: "پیامک سریع به ۱ گیرنده فرستاد" })).toHaveAttribute(
      "href",
      "/reports/9001",
    );
    expect(screen.queryByRole("link", { name: "وارد حساب شد" })).not.toBeInTheDocument();
    expect(screen.getByText("2001:db8::1")).toHaveAttribute("dir", "ltr");
    expect(lastQuery()).toEqual({ page: "1", per_page: "10" });
  });

  it("never makes a link of an entry's link that leads off the panel", async () => {
    bff = fakeActivityBff({
      [`GET ${LOG}`]: paged([
        activity(1, { text: "پیوند بیرونی", link: "//evil.example/x" }),
        activity(2, { text: "پیوند اسکریپت", link: "javascript:alert(1)" }),
        activity(3, { text: "بی‌نشانی", client_address: null }),
      ]),
    });
    renderActivity(<ActivityLog />);
    await screen.findByText("پیوند بیرونی");
    expect(screen.queryByRole("link", { name: "پیوند بیرونی" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "پیوند اسکریپت" })).not.toBeInTheDocument();
    expect(screen.getByText("بی‌نشانی").closest("tr")).toHaveTextContent("نامعلوم");
  });

  it("asks with the member, kind, ISO days and page of the query string", async () => {
    bff = fakeActivityBff({ [`GET ${LOG}`]: paged(ACTIVITIES, { page: 2, perPage: 20, total: 40 }) });
    renderActivity(<ActivityLog />, {
      search: "?activity_member=12&activity_kind=send&activity_from=1404/01/01&activity_to=1404/01/02&page=2&limit=20",
    });
    await screen.findByText("پیامک سریع به ۱ گیرنده فرستاد");
    expect(lastQuery()).toEqual({
      page: "2",
      per_page: "20",
      member_id: "12",
      kind: "send",
      from_day: "2025-03-21",
      to_day: "2025-03-22",
    });
    expect(screen.getByRole("combobox", { name: "عضو" })).toHaveTextContent("علی کاظمی");
  });

  it("narrows by a member and a kind chosen, writing them to the query string and going back to page 1", async () => {
    bff = fakeActivityBff();
    const { url } = renderActivity(<ActivityLog />, { search: "?page=3&tab=1" });
    await screen.findByText("پیامک سریع به ۱ گیرنده فرستاد");
    await choose("عضو", "سارا رحیمی (مدیر حساب)");
    await choose("نوع فعالیت", "ارسال پیامک");
    expect(url().get("activity_member")).toBe(String(OWNER_ID));
    expect(url().get("activity_kind")).toBe("send");
    expect(url().has("page")).toBe(false);
    expect(url().get("tab")).toBe("1");
    await waitFor(() => expect(lastQuery()).toEqual({ page: "1", per_page: "10", member_id: "7", kind: "send" }));
  });

  it("says a range that ends before it starts in Persian, without asking the upstream or offering an export", async () => {
    bff = fakeActivityBff();
    renderActivity(<ActivityLog />, { search: "?activity_from=1404/01/05&activity_to=1404/01/02" });
    expect(await screen.findByText("تاریخ پایان باید پس از تاریخ شروع باشد")).toBeInTheDocument();
    expect(bff.to("GET", LOG)).toHaveLength(0);
    expect(screen.queryByRole("link", { name: /^خروجی/ })).not.toBeInTheDocument();
  });

  it("exports what the filters keep as CSV and Excel downloads", async () => {
    bff = fakeActivityBff();
    renderActivity(<ActivityLog />, { search: "?activity_member=13&activity_kind=send&page=2" });
    await screen.findByText("پیامک سریع به ۱ گیرنده فرستاد");
    const csv = screen.getByRole("link", { name: "خروجی CSV" });
    expect(csv).toHaveAttribute("download");
    expect(csv).toHaveAttribute("href", `${LOG}/export?member_id=13&kind=send&format=csv`);
    expect(screen.getByRole("link", { name: "خروجی اکسل" })).toHaveAttribute(
      "href",
      `${LOG}/export?member_id=13&kind=send&format=xlsx`,
    );
  });

  it("says why the list is empty", async () => {
    bff = fakeActivityBff({ [`GET ${LOG}`]: paged([]) });
    const { unmount } = renderActivity(<ActivityLog />);
    expect(await screen.findByText("هنوز فعالیتی در حساب ثبت نشده است.")).toBeInTheDocument();
    unmount();
    renderActivity(<ActivityLog />, { search: "?activity_kind=payment" });
    expect(await screen.findByText("فعالیتی با این فیلترها پیدا نشد.")).toBeInTheDocument();
  });

  it("shows a failure in Persian with a retry that asks again", async () => {
    let fail = true;
    bff = fakeActivityBff({
      [`GET ${LOG}`]: () => (fail ? failure(500, "خطای سرور") : paged(ACTIVITIES)),
    });
    renderActivity(<ActivityLog />);
    expect(await screen.findByText("خطا در ارسال اطلاعات", {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByText("پیامک سریع به ۱ گیرنده فرستاد")).toBeInTheDocument();
  });

  it("still lists the log when the members cannot be read, saying so with a retry that brings them", async () => {
    let fail = true;
    bff = fakeActivityBff({ [`GET ${PARTNERS}`]: () => (fail ? failure(500, "خطای سرور") : paged([])) });
    renderActivity(<ActivityLog />, { search: "?activity_member=7" });
    expect(await screen.findByText("پیامک سریع به ۱ گیرنده فرستاد", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("اعضای حساب برای فیلتر دریافت نشد: خطا در ارسال اطلاعات");
    fail = false;
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "تلاش دوباره" }));
    // The member the link names is kept once the members have come.
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "عضو" })).toHaveTextContent("سارا رحیمی (مدیر حساب)"),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toEqual({ page: "1", per_page: "10", member_id: "7" }));
  });

  it("shows one card per entry on a phone", async () => {
    jest.mocked(useIsMobile).mockReturnValue(true);
    bff = fakeActivityBff();
    renderActivity(<ActivityLog />);
    const card = (await screen.findByText("پیامک سریع به ۱ گیرنده فرستاد")).closest("li")!;
    expect(within(card).getByText("علی کاظمی")).toBeInTheDocument();
    expect(within(card).getByText("۱۴۰۴-۰۱-۰۲ ۲۱:۰۵:۰۰")).toBeInTheDocument();
    expect(within(card).getByText("ارسال پیامک")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^فیلترها/ })).toBeInTheDocument();
  });
});

describe("one member's activity", () => {
  it("asks for that member only, with no member filter or column, and no call for the members", async () => {
    bff = fakeActivityBff({ [`GET ${LOG}`]: paged([ACTIVITIES[0]!]) });
    renderActivity(<ActivityLog memberId={12} />, { search: "?activity_member=13" });
    await screen.findByText("پیامک سریع به ۱ گیرنده فرستاد");
    expect(lastQuery()).toEqual({ page: "1", per_page: "10", member_id: "12" });
    expect(cellTexts("فعالیت‌های همکار")).toEqual([
      ["۱۴۰۴-۰۱-۰۲ ۲۱:۰۵:۰۰", "ارسال پیامک", "پیامک سریع به ۱ گیرنده فرستاد", "2001:db8::1"],
    ]);
    expect(screen.queryByRole("combobox", { name: "عضو" })).not.toBeInTheDocument();
    expect(bff.to("GET", PARTNERS)).toHaveLength(0);
    expect(bff.to("POST", CHECK_TOKEN)).toHaveLength(0);
    expect(screen.getByRole("link", { name: "خروجی CSV" })).toHaveAttribute(
      "href",
      `${LOG}/export?member_id=12&format=csv`,
    );
  });

  it("says when the member has done nothing yet", async () => {
    bff = fakeActivityBff({ [`GET ${LOG}`]: paged([]) });
    renderActivity(<ActivityLog memberId={12} />);
    expect(await screen.findByText("این همکار هنوز کاری در حساب انجام نداده است.")).toBeInTheDocument();
  });
});
