import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { attemptErrorText } from "@/components/developers/webhooks/webhook-text";
import { EndpointDetail } from "@/components/developers/webhooks/endpoint-detail";
import { WEBHOOK_MESSAGES } from "@/lib/contract/webhooks";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { StubLiveSocket } from "../socket/stub-live-socket";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";
import { cellTexts as tableCellTexts } from "../support/table-cells";
import { delivery, deliveryDetail, deliveryPage, endpoint, endpoints, WEBHOOKS } from "./webhooks-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
const mockReplace = jest.fn();
jest.mock("next/navigation", () => ({
  usePathname: () => "/developers/webhooks/7",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: mockReplace, back: jest.fn() }),
}));

let network: FakeNetwork;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => network.restore());

const LOG = "پیام‌های فرستاده‌شده به این وب‌هوک";
const cellTexts = () => tableCellTexts(LOG);

const FAILED_TRIES = deliveryDetail({
  id: 32,
  state: "pending",
  attempts: 2,
  last_status: null,
  next_attempt_at: "2025-03-21T05:01:00.000Z",
  delivered_at: null,
  attempts_log: [
    { status: 500, attempted_at: "2025-03-21T05:00:05.000Z", duration_ms: 1500, error: null, response: "down" },
    {
      status: null,
      attempted_at: "2025-03-21T05:00:10.000Z",
      duration_ms: 3,
      error: "connect ECONNREFUSED 127.0.0.1:9",
      response: null,
    },
  ],
});

describe("an endpoint's page", () => {
  it("lists its messages newest first: event, Jalali time, state, answer, duration and tries in Persian digits", async () => {
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: endpoints([endpoint()]),
      [`GET ${WEBHOOKS}/7/deliveries`]: deliveryPage(
        [
          delivery(),
          delivery({
            id: 32,
            event_type: "webhook.test",
            state: "failed",
            attempts: 3,
            last_status: null,
            last_duration_ms: 10000,
            delivered_at: null,
          }),
        ],
        2,
      ),
    });
    renderScreen(<EndpointDetail id={7} />);
    await screen.findByText("پیام آزمایشی");
    expect(screen.getByRole("region", { name: "مشخصات وب‌هوک" })).toHaveTextContent("https://shop.example.com/hooks");
    expect(cellTexts()).toEqual([
      [
        "تغییر وضعیت تحویل پیامک‌های یک ارسال",
        "۱۴۰۴-۰۱-۰۱ ۰۵:۰۰:۰۵",
        "تحویل شد",
        "۲۰۰",
        "۴۲ میلی‌ثانیه",
        "۱",
        "جزئیات",
      ],
      ["پیام آزمایشی", "۱۴۰۴-۰۱-۰۱ ۰۵:۰۰:۰۵", "ناموفق", "بدون پاسخ", "۱۰ ثانیه", "۳", "جزئیات"],
    ]);
    expect(network.to("GET", `${WEBHOOKS}/7/deliveries`)[0]!.query.get("per_page")).toBe("10");
  });

  it("shows a message's JSON left to right and each try, the reason of one without an answer in Persian; redelivers it", async () => {
    const redelivered = deliveryDetail({
      ...FAILED_TRIES,
      state: "delivered",
      attempts: 3,
      next_attempt_at: null,
      attempts_log: [
        ...FAILED_TRIES.attempts_log,
        { status: 204, attempted_at: "2025-03-21T05:02:00.000Z", duration_ms: 12, error: null, response: "" },
      ],
    });
    let current = FAILED_TRIES;
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: endpoints([endpoint()]),
      [`GET ${WEBHOOKS}/7/deliveries`]: () =>
        deliveryPage([delivery({ id: 32, state: current.state, attempts: current.attempts })]),
      [`GET ${WEBHOOKS}/deliveries/32`]: () => ok(current),
      [`POST ${WEBHOOKS}/deliveries/32/redeliver`]: () => ok((current = redelivered)),
    });
    renderScreen(<EndpointDetail id={7} />);
    fireEvent.click(await screen.findByRole("button", { name: "جزئیات پیام ۳۲" }));
    const dialog = await screen.findByRole("dialog");
    const payload = await within(dialog).findByRole("region", { name: "بدنهٔ پیام به JSON" });
    expect(payload).toHaveAttribute("dir", "ltr");
    expect(payload.textContent).toBe(JSON.stringify(FAILED_TRIES.payload, null, 2));
    expect(within(dialog).getByRole("heading", { name: "تلاش‌ها (۲)" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("پاسخ: ۵۰۰");
    expect(dialog).toHaveTextContent("۱٫۵ ثانیه");
    expect(within(dialog).getByRole("region", { name: "پاسخ گیرنده در تلاش ۱" })).toHaveTextContent("down");
    expect(dialog).toHaveTextContent(`پاسخ: بدون پاسخ`);
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.attemptRefused)).toBeInTheDocument();
    expect(dialog).toHaveTextContent("تلاش بعدی:۱۴۰۴-۰۱-۰۱ ۰۵:۰۱:۰۰");

    fireEvent.click(within(dialog).getByRole("button", { name: "ارسال مجدد" }));
    expect(
      await within(dialog).findByText(/^ارسال مجدد: تحویل شد؛ گیرنده در ۱۲ میلی‌ثانیه با ۲۰۴ پاسخ داد/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "تلاش‌ها (۳)" })).toBeInTheDocument();
    expect(network.to("POST", `${WEBHOOKS}/deliveries/32/redeliver`)).toHaveLength(1);
  });

  it("sends a test message and says how the receiver answered", async () => {
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: endpoints([endpoint()]),
      [`GET ${WEBHOOKS}/7/deliveries`]: deliveryPage([]),
      [`POST ${WEBHOOKS}/7/test`]: ok(
        deliveryDetail({
          id: 40,
          event_type: "webhook.test",
          state: "failed",
          last_status: 404,
          attempts_log: [
            { status: 404, attempted_at: "2025-03-21T05:00:05.000Z", duration_ms: 8, error: null, response: "nope" },
          ],
        }),
      ),
    });
    renderScreen(<EndpointDetail id={7} />);
    expect(await screen.findByText(/هنوز پیامی به این نشانی فرستاده نشده است/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "ارسال آزمایشی" }));
    expect(await screen.findByText(/^پیام آزمایشی تحویل نشد؛ گیرنده با ۴۰۴ پاسخ داد/)).toBeInTheDocument();
    // The log is read again, so the test message shows in it.
    await waitFor(() => expect(network.to("GET", `${WEBHOOKS}/7/deliveries`).length).toBeGreaterThan(1));
  });

  it("turns failing when the live socket says so, without a reload", async () => {
    let state = endpoint();
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: () => endpoints([state]),
      [`GET ${WEBHOOKS}/7/deliveries`]: deliveryPage([]),
    });
    const socket = new StubLiveSocket("OPEN");
    renderScreen(<EndpointDetail id={7} />, { socket });
    const details = await screen.findByRole("region", { name: "مشخصات وب‌هوک" });
    expect(within(details).getByText("فعال")).toBeInTheDocument();
    state = endpoint({ state: "failing", failing_since: "2025-03-22T06:30:00.000Z" });
    act(() => socket.emit({ event: "webhook.failing", data: { endpoint_id: 7, url: state.url } }));
    expect(await within(details).findByText("در حال خطا")).toBeInTheDocument();
    expect(details).toHaveTextContent("از ۱۴۰۴-۰۱-۰۲ ۰۶:۳۰:۰۰");
    expect(await screen.findByText(/یکی از وب‌هوک‌ها یک روز پیام‌ها را نپذیرفت/)).toBeInTheDocument();
  });

  it("stops an endpoint after a confirmation naming it, and offers to enable it again", async () => {
    let state = endpoint();
    network = fakeNetwork({
      [`GET ${WEBHOOKS}`]: () => endpoints([state]),
      [`GET ${WEBHOOKS}/7/deliveries`]: deliveryPage([]),
      [`POST ${WEBHOOKS}/7/disable`]: () => {
        state = endpoint({ state: "disabled" });
        return ok(state);
      },
    });
    renderScreen(<EndpointDetail id={7} />);
    const details = await screen.findByRole("region", { name: "مشخصات وب‌هوک" });
    fireEvent.click(screen.getByRole("button", { name: "توقف ارسال" }));
    const dialog = await screen.findByRole("dialog", { name: "توقف ارسال" });
    expect(dialog).toHaveTextContent(state.url);
    expect(network.to("POST", `${WEBHOOKS}/7/disable`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "توقف ارسال" }));
    expect(await within(details).findByText("متوقف")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "فعال‌سازی دوباره" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "توقف ارسال" })).toBeNull();
  });

  it("says an endpoint not among the account's is not found", async () => {
    network = fakeNetwork({ [`GET ${WEBHOOKS}`]: endpoints([endpoint()]) });
    renderScreen(<EndpointDetail id={99} />);
    expect(await screen.findByText(new RegExp(WEBHOOK_MESSAGES.endpointNotFound))).toBeInTheDocument();
    expect(network.to("GET", `${WEBHOOKS}/99/deliveries`)).toHaveLength(0);
  });
});

describe("why a try got no answer", () => {
  it.each([
    ["no answer within 10 s", WEBHOOK_MESSAGES.attemptNoAnswer],
    ["connect ECONNREFUSED 127.0.0.1:9", WEBHOOK_MESSAGES.attemptRefused],
    [
      "the webhook's address 10.0.0.8 is on a private, loopback, link-local or reserved network",
      WEBHOOK_MESSAGES.attemptForbidden,
    ],
    ["getaddrinfo ENOTFOUND shop.invalid", WEBHOOK_MESSAGES.attemptNoHost],
    ["shop.example resolves to no address", WEBHOOK_MESSAGES.attemptNoHost],
    ["socket hang up", WEBHOOK_MESSAGES.attemptCutOff],
    ["self-signed certificate", WEBHOOK_MESSAGES.attemptTls],
    ["connect EHOSTUNREACH 203.0.113.9:443", WEBHOOK_MESSAGES.attemptFailed],
  ])("«%s» reads in Persian", (error, message) => {
    expect(attemptErrorText(error)).toBe(message);
  });
});
