import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { WebhooksHome } from "@/components/developers/webhooks/webhooks-home";
import { WEBHOOK_MESSAGES } from "@/lib/contract/webhooks";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";
import { delivery, deliveryPage, endpoint, endpoints, SECRET, WEBHOOKS } from "./webhooks-harness";

jest.mock("next/navigation", () => ({
  usePathname: () => "/developers/webhooks",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), back: jest.fn() }),
}));

let network: FakeNetwork;
afterEach(() => network.restore());

const list = () => screen.findByRole("list", { name: "وب‌هوک‌ها" });
const urlField = () => screen.getByRole("textbox", { name: "نشانی (URL)" });

describe("the webhooks list", () => {
  it("shows each endpoint's URL left to right, its events in Persian, its state in colour and its last message", async () => {
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: endpoints([
        endpoint(),
        endpoint({
          id: 8,
          url: "https://erp.example.com/in",
          description: null,
          events: ["inbox.received"],
          state: "failing",
          failing_since: "2025-03-22T06:30:00.000Z",
        }),
      ]),
      [`GET ${WEBHOOKS}/7/deliveries`]: deliveryPage([delivery({ state: "failed", last_status: 500 })]),
      [`GET ${WEBHOOKS}/8/deliveries`]: deliveryPage([]),
    });
    renderScreen(<WebhooksHome />);
    const [first, second] = within(await list())
      .getAllByRole("listitem", { name: undefined })
      .filter((item) => item.matches("ul[aria-label='وب‌هوک‌ها'] > li"));
    expect(within(first!).getByText("https://shop.example.com/hooks")).toHaveAttribute("dir", "ltr");
    expect(first).toHaveTextContent("تغییر وضعیت تحویل پیامک‌های یک ارسال");
    expect(first).toHaveTextContent("کم شدن اعتبار از حد هشدار");
    expect(within(first!).getByText("فعال")).toHaveClass("text-success");
    await waitFor(() => expect(first).toHaveTextContent("۱۴۰۴-۰۱-۰۱ ۰۵:۰۰:۰۵"));
    expect(first).toHaveTextContent("ناموفق");
    expect(first).toHaveTextContent("پاسخ ۵۰۰");
    expect(within(second!).getByText("در حال خطا")).toHaveClass("text-danger");
    expect(second).toHaveTextContent("از ۱۴۰۴-۰۱-۰۲ ۰۶:۳۰:۰۰");
    expect(second).toHaveTextContent("گیرنده یک روز کامل پیام‌ها را نپذیرفت");
    expect(second).toHaveTextContent("دریافت پیامک");
    await waitFor(() => expect(second).toHaveTextContent("هنوز پیامی فرستاده نشده است"));
    expect(within(second!).getByRole("button", { name: "فعال‌سازی دوباره" })).toBeInTheDocument();
    expect(within(first!).queryByRole("button", { name: "فعال‌سازی دوباره" })).not.toBeInTheDocument();
    expect(screen.getByText("۲ از ۱۰")).toBeInTheDocument();
  });

  it("adds an endpoint and shows its signing secret once, with a copy button and how to verify", async () => {
    let rows = [] as ReturnType<typeof endpoint>[];
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: () => endpoints(rows),
      [`POST ${WEBHOOKS}`]: (body) => {
        rows = [endpoint({ url: "https://hooks.example.com/in", events: ["send.status"], description: "آزمایش" })];
        return ok({ ...rows[0], secret: SECRET }, "");
        void body;
      },
      [`GET ${WEBHOOKS}/7/deliveries`]: deliveryPage([]),
    });
    renderScreen(<WebhooksHome />);
    expect(await screen.findByText(/هنوز وب‌هوکی ندارید/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "افزودن وب‌هوک" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.change(urlField(), { target: { value: "https://hooks.example.com/in" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /تغییر وضعیت تحویل/ }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "توضیحات (اختیاری)" }), {
      target: { value: "آزمایش" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "افزودن وب‌هوک" }));
    expect(await screen.findByRole("heading", { name: "وب‌هوک ساخته شد" })).toBeInTheDocument();
    expect(network.to("POST", WEBHOOKS)[0]!.body).toEqual({
      url: "https://hooks.example.com/in",
      description: "آزمایش",
      events: ["send.status"],
    });
    expect(screen.getByText(SECRET)).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("button", { name: "کپی کلید امضا" })).toBeInTheDocument();
    expect(screen.getByText(/فقط همین یک بار نشان داده می‌شود/)).toBeInTheDocument();
    expect(
      within(screen.getByRole("dialog")).getByRole("region", { name: "نمونهٔ سنجش امضا در Node.js" }),
    ).toHaveAttribute("dir", "ltr");
    fireEvent.click(screen.getByRole("button", { name: "کلید را برداشتم" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(await list()).toHaveTextContent("https://hooks.example.com/in");
  });

  it("puts the upstream's refusal of a private address beside the URL and keeps what was typed", async () => {
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: endpoints([]),
      [`POST ${WEBHOOKS}`]: failure(422, WEBHOOK_MESSAGES.urlPrivate, { url: [WEBHOOK_MESSAGES.urlPrivate] }),
    });
    renderScreen(<WebhooksHome />);
    await screen.findByText(/هنوز وب‌هوکی ندارید/);
    fireEvent.click(screen.getByRole("button", { name: "افزودن وب‌هوک" }));
    fireEvent.change(urlField(), { target: { value: "http://10.0.0.8/hooks" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /دریافت پیامک/ }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "افزودن وب‌هوک" }));
    await waitFor(() => expect(urlField()).toHaveAccessibleDescription(WEBHOOK_MESSAGES.urlPrivate));
    expect(urlField()).toHaveValue("http://10.0.0.8/hooks");
    expect(screen.getByRole("checkbox", { name: /دریافت پیامک/ })).toBeChecked();
  });

  it("refuses no event and a URL with a password before asking the upstream", async () => {
    network = fakeNetwork({ [`GET ${WEBHOOKS}`]: endpoints([]) });
    renderScreen(<WebhooksHome />);
    await screen.findByText(/هنوز وب‌هوکی ندارید/);
    fireEvent.click(screen.getByRole("button", { name: "افزودن وب‌هوک" }));
    fireEvent.change(urlField(), { target: { value: "https://me:pw@shop.example.com/" } });
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "افزودن وب‌هوک" }));
    await waitFor(() => expect(urlField()).toHaveAccessibleDescription(WEBHOOK_MESSAGES.urlCredentials));
    expect(screen.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();
    expect(network.to("POST", WEBHOOKS)).toHaveLength(0);
  });

  it("closes adding at ten endpoints and says why", async () => {
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: endpoints(Array.from({ length: 10 }, (_, i) => endpoint({ id: i + 1 }))),
      ...Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`GET ${WEBHOOKS}/${i + 1}/deliveries`, deliveryPage([])]),
      ),
    });
    renderScreen(<WebhooksHome />);
    expect(await screen.findByText(/به این سقف رسیده‌اید/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "افزودن وب‌هوک" })).toBeDisabled();
    expect(screen.getByText("۱۰ از ۱۰")).toBeInTheDocument();
  });

  it("rotates the secret after saying the old one stops, and shows the new one once", async () => {
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: endpoints([endpoint()]),
      [`GET ${WEBHOOKS}/7/deliveries`]: deliveryPage([]),
      [`POST ${WEBHOOKS}/7/rotate`]: ok({ ...endpoint(), secret: SECRET }),
    });
    renderScreen(<WebhooksHome />);
    fireEvent.click(await screen.findByRole("button", { name: "چرخش کلید امضا" }));
    const confirm = screen.getByRole("dialog");
    expect(confirm).toHaveTextContent(
      "کلید کنونی تا ۲۴ ساعت دیگر در کنار کلید تازه امضا می‌کند و پس از آن از کار می‌افتد",
    );
    expect(network.to("POST", `${WEBHOOKS}/7/rotate`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "چرخش کلید" }));
    expect(await screen.findByRole("heading", { name: "کلید امضای تازه" })).toBeInTheDocument();
    expect(screen.getByText(SECRET)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "کلید را برداشتم" }));
    await waitFor(() => expect(document.body).not.toHaveTextContent(SECRET));
  });

  it("deletes an endpoint only after a confirmation naming it", async () => {
    let rows = [endpoint()];
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: () => endpoints(rows),
      [`GET ${WEBHOOKS}/7/deliveries`]: deliveryPage([]),
      [`DELETE ${WEBHOOKS}/7`]: () => {
        rows = [];
        return ok(null);
      },
    });
    renderScreen(<WebhooksHome />);
    fireEvent.click(await screen.findByRole("button", { name: "حذف" }));
    const confirm = screen.getByRole("dialog");
    expect(confirm).toHaveTextContent("https://shop.example.com/hooks");
    expect(network.to("DELETE", `${WEBHOOKS}/7`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "حذف" }));
    expect(await screen.findByText(/هنوز وب‌هوکی ندارید/)).toBeInTheDocument();
    expect(network.to("DELETE", `${WEBHOOKS}/7`)).toHaveLength(1);
  });
});
