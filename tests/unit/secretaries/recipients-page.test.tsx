import { render, screen, within } from "@testing-library/react";
import { KindTabs } from "@/components/secretaries/recipients/kind-tabs";
import { SecretaryRecipients } from "@/components/secretaries/recipients/secretary-recipients";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";
import { cellTexts } from "../support/table-cells";
import { INBOX, inboxPage, received, SECRETARY, secretary } from "./recipients-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  usePathname: () => "/secretary/received-message/recipients/21/all",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), back: jest.fn() }),
}));

let network: FakeNetwork | null = null;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => network?.restore());

const tabsOf = (type: number) => {
  const { unmount } = render(<KindTabs id={21} type={type} current="all" counts={{ repeated: 3 }} total={9} />);
  const links = within(screen.getByRole("navigation", { name: "گونهٔ پیام‌ها" })).getAllByRole("link");
  const tabs = links.map((link) => [link.textContent, link.getAttribute("href")]);
  unmount();
  return tabs;
};

describe("a secretary's kind tabs", () => {
  it("offers «همه» and only the kinds its type stores, each a link to its segment with its count", () => {
    const base = "/secretary/received-message/recipients/21";
    expect(tabsOf(1)).toEqual([
      ["همه۹", `${base}/all`],
      ["کلمهٔ کلیدی۰", `${base}/keyword`],
      ["سایر پیام‌ها۰", `${base}/other`],
    ]);
    expect(tabsOf(2).map(([, href]) => href)).toEqual([
      `${base}/all`,
      `${base}/correct`,
      `${base}/wrong`,
      `${base}/repeated`,
    ]);
    expect(tabsOf(3).map(([text]) => text)).toEqual(["همه۹", "انتقاد و پیشنهاد۰"]);
    expect(tabsOf(4).map(([text]) => text)).toEqual(["همه۹", "هدیه۰", "پس از پایان کدها۰", "تکراری۳"]);
    expect(tabsOf(5).map(([text]) => text)).toEqual(["همه۹", "رأی۰", "تکراری۳", "سایر پیام‌ها۰"]);
    expect(tabsOf(6).map(([text]) => text)).toEqual(["همه۹", "بازدید۰"]);
  });

  it("marks the tab of the URL's kind as the current page, and leaves the counts out until they come", () => {
    render(<KindTabs id={21} type={5} current="repeated" total={2} />);
    expect(screen.getByRole("link", { current: "page" })).toHaveTextContent(/^تکراری$/);
  });
});

describe("a secretary's page", () => {
  it("shows each message's sender as 09…, its kind, option and how its answer went, in Persian", async () => {
    network = fakeNetwork({
      [`GET ${SECRETARY}/21`]: ok(secretary()),
      [`GET ${SECRETARY}/21/results`]: ok({
        kinds: { vote: 2, repeated: 1, other: 1 },
        options: [
          { number: 1, title: "خوب", votes: 2 },
          { number: 2, title: "بد", votes: 0 },
        ],
      }),
      [`GET ${INBOX}`]: inboxPage([
        received({ id: 4, kind: "other", number: null, message: "سه", answer: null, answer_state: "none" }),
        received({ id: 3, kind: "repeated", number: null, answer_state: "refused" }),
        received({ id: 2, msisdn: "+989351112233", answer_state: "no_credit" }),
        received({ id: 1 }),
      ]),
    });
    renderScreen(<SecretaryRecipients id={21} kind="all" />);
    expect(await screen.findByRole("heading", { name: "نظرسنجی خدمات" })).toBeInTheDocument();
    await screen.findByText("سه");
    expect(screen.getAllByRole("row")).toHaveLength(5);
    const cells = cellTexts("پیام‌هایی که منشی دریافت کرده است");
    expect(cells.map((row) => row[0])).toEqual(["09121234567", "09121234567", "09351112233", "09121234567"]);
    expect(cells.map((row) => row[2])).toEqual(["سایر پیام‌ها", "تکراری", "رأی", "رأی"]);
    expect(cells.map((row) => row[3])).toEqual(["—", "—", "گزینهٔ ۱", "گزینهٔ ۱"]);
    expect(cells[0]![4]).toBe("بی‌پاسخ");
    expect(cells[1]![4]).toContain("ارسال نشد");
    expect(cells[2]![4]).toContain("اعتبار کافی نبود");
    expect(cells[3]![4]).toContain("ارسال شد");
    expect(cells[3]![5]).toBe("۱۴۰۵-۰۸-۳۰ ۱۵:۱۰:۱۲");

    const votes = screen.getByRole("list", { name: "رأی گزینه‌ها" });
    expect(
      within(votes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["۱. خوب۲ رأی (۱۰۰٪)", "۲. بد۰ رأی (۰٪)"]);
    expect(screen.getByRole("link", { name: "خروجی CSV" })).toHaveAttribute(
      "href",
      "/api/v1/api/phonebooks/advanced-services/module-inboxes-list/export?secretary_id=21&inbox_type=all&format=csv",
    );
  });

  it("says «منشی یافت نشد» for an id the account does not hold", async () => {
    network = fakeNetwork({}, { notFoundMessage: "منشی یافت نشد" });
    renderScreen(<SecretaryRecipients id={99} kind="all" />);
    expect(await screen.findByText(/منشی یافت نشد/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "بازگشت به منشی‌ها" })).toHaveAttribute(
      "href",
      "/secretary/received-message/inbox",
    );
  });
});
