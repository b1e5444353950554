import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { QuickSendForm } from "@/components/send/quick/quick-send-form";
import { renderWithQuery } from "../support/render-with-query";
import { failure, ok, type FakeNetwork } from "../support/network";
import { mockViewport } from "../date/viewport";
import {
  askForPrice,
  CREDIT_PATH,
  fakeSendingBff,
  fillQuickSend,
  holdPosts,
  lineTrigger,
  LINES_PATH,
  messageBox,
  PRICE_PATH,
  RECIPIENTS_E164,
  renderQuickSend,
  SEND_PATH,
  SUMMER_SALE,
  submitButton,
} from "./quick-send-harness";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push, back: jest.fn(), replace: jest.fn() }),
}));

let network: FakeNetwork;
beforeEach(() => {
  push.mockClear();
  mockViewport(false);
  network = fakeSendingBff();
});
afterEach(() => network.restore());

const sends = () => network.calls.filter((call) => call.method === "POST" && call.path === SEND_PATH);
const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: /تأیید و ارسال/ });
const rowOf = (dialog: HTMLElement, operator: string) =>
  within(dialog).getByRole("rowheader", { name: operator }).closest("tr") as HTMLElement;
/** The figure a term of the summary list stands beside. */
const figureOf = (dialog: HTMLElement, term: string | RegExp) =>
  within(dialog).getByText(term, { selector: "dt" }).nextElementSibling;

describe("quick send: the confirmation", () => {
  it("waits for the sender lines before pricing, then prices with the default line", async () => {
    const inner = globalThis.fetch;
    let releaseLines: () => void = () => undefined;
    const linesCame = new Promise<void>((resolve) => (releaseLines = resolve));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === LINES_PATH) await linesCame;
      return inner(request);
    }) as typeof fetch;
    try {
      renderWithQuery(<QuickSendForm />);
      fillQuickSend();
      expect(submitButton()).toBeDisabled();
      fireEvent.click(submitButton());
      expect(screen.queryByText("خط ارسال‌کننده را انتخاب کنید")).toBeNull();

      await act(async () => releaseLines());
      await waitFor(() => expect(submitButton()).toBeEnabled());
      expect(within(lineTrigger()).getByText(/خط اختصاصی/)).toBeInTheDocument();
      const dialog = await askForPrice();
      expect(within(dialog).getByRole("rowheader", { name: "همراه اول" })).toBeInTheDocument();
      expect(network.to("POST", PRICE_PATH)[0]?.body).toEqual({ number: "+9810002000", message: SUMMER_SALE });
    } finally {
      globalThis.fetch = inner;
    }
  });

  it("prices the chosen line and text, and shows the rows per operator, the total and the credit left", async () => {
    await renderQuickSend();
    fillQuickSend();
    const dialog = await askForPrice();

    const priced = network.calls.filter((call) => call.path === PRICE_PATH);
    expect(priced).toHaveLength(1);
    expect(priced[0]?.body).toEqual({ number: "+9810002000", message: SUMMER_SALE });

    const mci = rowOf(dialog, "همراه اول");
    expect(
      within(mci)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["۳", "۲٬۶۶۰ ریال", "۷٬۹۸۰ ریال"]);
    const irancell = rowOf(dialog, "ایرانسل");
    expect(
      within(irancell)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["۲", "۲٬۹۲۶ ریال", "۵٬۸۵۲ ریال"]);
    expect(within(dialog).queryByRole("rowheader", { name: "رایتل" })).toBeNull();

    expect(figureOf(dialog, "تعداد بخش هر پیامک")).toHaveTextContent("۲");
    expect(figureOf(dialog, "هزینهٔ پیامک‌ها")).toHaveTextContent("۱۳٬۸۳۲ ریال");
    expect(figureOf(dialog, /^عوارض ارسال/)).toHaveTextContent("۲۰۰ ریال");
    expect(figureOf(dialog, "مبلغ کل")).toHaveTextContent("۱۴٬۰۳۲ ریال");
    expect(within(dialog).getByText(/سهم خیریه/)).toHaveTextContent("۶۹۱٫۶ ریال");
    expect(await within(dialog).findByText("اعتبار پس از ارسال")).toBeInTheDocument();
    expect(figureOf(dialog, "اعتبار پس از ارسال")).toHaveTextContent("۵٬۹۶۸ ریال");
    expect(within(dialog).getByText("پیام بی‌درنگ پس از تأیید فرستاده می‌شود.")).toBeInTheDocument();
    expect(confirmButton(dialog)).toBeEnabled();
    expect(sends()).toHaveLength(0);
  });

  it("will not send when the credit does not cover the total, and offers a top-up", async () => {
    network.restore();
    network = fakeSendingBff({ [`GET ${CREDIT_PATH}`]: ok({ credit: 10_000 }) });
    await renderQuickSend();
    fillQuickSend();
    const dialog = await askForPrice();

    expect(await within(dialog).findByText(/اعتبار شما برای این ارسال کافی نیست/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "افزایش اعتبار" })).toHaveAttribute("href", "/wallet/credit");
    expect(figureOf(dialog, "اعتبار پس از ارسال")).toHaveTextContent("−۴٬۰۳۲ ریال");
    expect(confirmButton(dialog)).toBeDisabled();
    fireEvent.click(confirmButton(dialog));
    expect(sends()).toHaveLength(0);
  });

  it("sends the contract's body once with an idempotency key, then opens the send's page", async () => {
    const held = holdPosts(SEND_PATH);
    try {
      await renderQuickSend();
      fillQuickSend();
      const dialog = await askForPrice();
      fireEvent.click(confirmButton(dialog));
      await waitFor(() => expect(confirmButton(dialog)).toBeDisabled());
      fireEvent.click(confirmButton(dialog));
      await held.release();
    } finally {
      held.restore();
    }

    await waitFor(() => expect(push).toHaveBeenCalledWith("/send-sms/4711"));
    // Sent: the button stays blocked while the next page opens.
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: /تأیید و ارسال/ }));
    expect(sends()).toHaveLength(1);
    const [sent] = sends();
    expect(sent?.body).toEqual({
      sending_type: "webservice",
      from_number: "+9810002000",
      message: SUMMER_SALE,
      params: { recipients: RECIPIENTS_E164 },
    });
    expect(sent?.headers.get("idempotency-key")).toMatch(/^[0-9a-f]{32}$/);
    // The post passes the BFF's cross-site check.
    expect(sent?.headers.get("x-panel-request")).toBe("1");
    expect(push).toHaveBeenCalledTimes(1);
  });

  it("shows a failed send's Persian message in the dialog, keeps what was typed, and retries with the same key", async () => {
    let answers = 0;
    network.restore();
    network = fakeSendingBff({
      [`POST ${SEND_PATH}`]: () =>
        ++answers === 1
          ? failure(422, "ارسال به این شماره‌ها در این ساعت مجاز نیست")
          : ok({ message_outbox_ids: [4712] }),
    });
    await renderQuickSend();
    fillQuickSend();
    const dialog = await askForPrice();
    fireEvent.click(confirmButton(dialog));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("ارسال به این شماره‌ها در این ساعت مجاز نیست");
    expect(push).not.toHaveBeenCalled();
    expect(messageBox()).toHaveValue(SUMMER_SALE);
    const chips = screen.getByRole("list", { name: "فهرست شماره‌های گیرنده", hidden: true });
    expect(within(chips).getAllByRole("listitem", { hidden: true })).toHaveLength(RECIPIENTS_E164.length);

    fireEvent.click(confirmButton(dialog));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/send-sms/4712"));
    const [first, retry] = sends();
    expect(retry?.headers.get("idempotency-key")).toBe(first?.headers.get("idempotency-key"));
    expect(retry?.body).toEqual(first?.body);
  });

  it("uses a new key once the confirmation is closed and opened again", async () => {
    network.restore();
    network = fakeSendingBff({ [`POST ${SEND_PATH}`]: failure(422, "خط ارسال‌کننده غیرفعال است") });
    await renderQuickSend();
    fillQuickSend();
    let dialog = await askForPrice();
    fireEvent.click(confirmButton(dialog));
    await within(dialog).findByRole("alert");

    fireEvent.click(within(dialog).getByRole("button", { name: "بازگشت و ویرایش" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(messageBox()).toHaveValue(SUMMER_SALE);

    dialog = await askForPrice();
    // The earlier failure is not shown on the new confirmation.
    expect(within(dialog).queryByRole("alert")).toBeNull();
    fireEvent.click(confirmButton(dialog));
    await within(dialog).findByRole("alert");

    const [first, second] = sends();
    expect(second?.headers.get("idempotency-key")).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.headers.get("idempotency-key")).not.toBe(first?.headers.get("idempotency-key"));
  });
});
