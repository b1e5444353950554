import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ContactDetails } from "@/components/support/contact/contact-details";
import { FaqSection } from "@/components/support/contact/faq-section";
import type { ContactInfo, FaqItem } from "@/lib/contract/support-faq";
import { fakeNetwork, ok, type FakeNetwork } from "./network";
import { renderSupport } from "./tickets-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn(), replace: jest.fn(), back: jest.fn() }),
}));

const CONTACT: ContactInfo = {
  phones: [
    { title: "پشتیبانی", number: "021-91001234" },
    { title: "فروش", number: "۰۲۱۹۱۰۰۵۶۷۸" },
  ],
  hours: ["شنبه تا چهارشنبه، ۸ تا ۱۷", "پنجشنبه، ۸ تا ۱۳"],
  address: "تهران، خیابان ولیعصر، پلاک ۱۲",
  postal_code: "1234567890",
  email: "support@example.ir",
  socials: [
    { kind: "telegram", title: "تلگرام", url: "https://t.me/example" },
    { kind: "x", title: "ایکس", url: "javascript:alert(1)" },
  ],
};

const item = (id: number, category_id: number, question: string, answer: string): FaqItem => ({
  id,
  category_id,
  category: category_id === 1 ? "ارسال پیامک" : "مالی",
  question,
  answer,
});

const SENDING = [item(1, 1, "چرا پیامک به گیرنده نمی‌رسد؟", "شاید گیرنده در فهرست سیاه مخابرات باشد.")];
const MONEY = [item(2, 2, "فاکتور رسمی را کجا ببینم؟", "در تاریخچهٔ تراکنش‌ها، کنار هر پرداخت.")];

let network: FakeNetwork;
afterEach(() => network.restore());

describe("the contact information", () => {
  it("offers each phone as a call, the email as a mail, and only web addresses as social links", async () => {
    network = fakeNetwork({ "GET /api/v1/api/panel/contact_info": ok(CONTACT) });
    renderSupport(<ContactDetails />);
    expect(await screen.findByRole("link", { name: "۰۲۱-۹۱۰۰۱۲۳۴" })).toHaveAttribute("href", "tel:02191001234");
    expect(screen.getByRole("link", { name: "۰۲۱۹۱۰۰۵۶۷۸" })).toHaveAttribute("href", "tel:02191005678");
    expect(screen.getByRole("link", { name: "support@example.ir" })).toHaveAttribute(
      "href",
      "mailto:support@example.ir",
    );
    expect(screen.getByRole("link", { name: "تلگرام" })).toHaveAttribute("href", "https://t.me/example");
    expect(screen.queryByRole("link", { name: "ایکس" })).toBeNull();
    expect(screen.getByText("پنجشنبه، ۸ تا ۱۳")).toBeInTheDocument();
    expect(screen.getByText("تهران، خیابان ولیعصر، پلاک ۱۲")).toBeInTheDocument();
    expect(screen.getByText("۱۲۳۴۵۶۷۸۹۰")).toBeInTheDocument();
  });
});

describe("the FAQ", () => {
  function serve() {
    network = fakeNetwork({
      "GET /api/v1/api/faq/category": ok([
        { id: 1, title: "ارسال پیامک", count: 1 },
        { id: 2, title: "مالی", count: 1 },
      ]),
      "GET /api/v1/api/faq/list": (_body, call) => {
        const q = call.query.get("q");
        if (q) return ok(q.includes("فاکتور") ? MONEY : []);
        return ok(call.query.get("category_id") === "2" ? MONEY : SENDING);
      },
    });
  }

  it("shows the first category's questions, each opening to its answer, and another category on a click", async () => {
    serve();
    renderSupport(<FaqSection />);
    const question = await screen.findByText("چرا پیامک به گیرنده نمی‌رسد؟");
    const details = question.closest("details")!;
    expect(details).not.toHaveAttribute("open");
    fireEvent.click(question);
    expect(within(details).getByText("شاید گیرنده در فهرست سیاه مخابرات باشد.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^ارسال پیامک/ })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByRole("button", { name: /^مالی/ }));
    expect(await screen.findByText("فاکتور رسمی را کجا ببینم؟")).toBeInTheDocument();
    expect(network.to("GET", "/api/v1/api/faq/list").at(-1)!.query.get("category_id")).toBe("2");
  });

  it("searches every category once typing pauses, and says plainly when nothing matches", async () => {
    serve();
    renderSupport(<FaqSection />);
    await screen.findByText("چرا پیامک به گیرنده نمی‌رسد؟");
    const box = screen.getByRole("searchbox", { name: "جستجو در پرسش‌ها" });
    fireEvent.change(box, { target: { value: "فا" } });
    fireEvent.change(box, { target: { value: "فاکتور" } });
    expect(await screen.findByText("فاکتور رسمی را کجا ببینم؟", {}, { timeout: 2000 })).toBeInTheDocument();
    // Asked once, with the words as they stood when typing paused.
    expect(
      network
        .to("GET", "/api/v1/api/faq/list")
        .map((call) => call.query.get("q"))
        .filter(Boolean),
    ).toEqual(["فاکتور"]);
    fireEvent.change(box, { target: { value: "تلفن ثابت" } });
    expect(await screen.findByText(/پرسشی دربارهٔ «تلفن ثابت» پیدا نشد/, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "درخواست پشتیبانی ثبت کنید" })).toHaveAttribute(
      "href",
      "/support/create-ticket",
    );
    await waitFor(() => expect(screen.queryByText("فاکتور رسمی را کجا ببینم؟")).toBeNull());
  });
});
