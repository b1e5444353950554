import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { BulkReport } from "@/lib/contract/report";
import { PATTERN_MESSAGES } from "@/lib/contract/patterns";
import { failure, ok, type FakeNetwork, type NetworkRoute } from "../support/network";
import { linesPage } from "../support/sender-lines";
import {
  BY_BULK_PATH,
  CODE,
  fakePatternBff,
  LINES_PATH,
  MADE_AT,
  PRICE_PATH,
  RECIPIENTS_PATH,
  renderPatternPage,
  SEND_PATH,
} from "./detail-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

let network: FakeNetwork;
afterEach(() => network.restore());

const report = (state_id: number): BulkReport => ({
  messages_outbox_id: "4711",
  number: "+9810002000",
  number_id: "2",
  type: "pattern",
  time: MADE_AT,
  time_send: MADE_AT,
  rcpts_count: 1,
  exit_count: 1,
  status: "",
  state: "",
  state_id,
  message: "فروشگاه نمونه: مریم عزیز، کد ورود شما 482913 است.",
  part: 1,
  cost: 1370,
  summary: null,
  user_ip: null,
  reject_comment: null,
});

const recipientsPage = (status: number | null) => ({
  body: {
    data: [{ recipient: "+989121234567", message: null, is_readable: true, msg_parts: 1, message_status: status }],
    meta: { status: true, message: null, current_page: 1, per_page: 1, total: 1, last_page: 1, from: 1, to: 1 },
  },
});

async function openTestSend(routes: Record<string, NetworkRoute> = {}) {
  network = fakePatternBff(routes);
  const view = renderPatternPage();
  const form = await screen.findByRole("form", { name: "ارسال آزمایشی" });
  return { ...view, form };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute("aria-describedby")?.split(" ")[0];
  return id ? document.getElementById(id)?.textContent : null;
};
const priceAndContinue = () =>
  act(async () => fireEvent.click(screen.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" })));

describe("a pattern's test send", () => {
  it("goes from the account's default line to the user's own mobile", async () => {
    const { form } = await openTestSend();
    expect(form).toHaveTextContent("از خط 9810002000 به شمارهٔ همراه شما 09121234567");
  });

  it("refuses a letter in an integer and a value longer than its length beside each field, keeping what was typed and pricing nothing", async () => {
    await openTestSend();
    type("name", "مریم‌السادات‌حسینی");
    type("code", "48a913");
    await priceAndContinue();
    await waitFor(() => expect(messageOf("code")).toBe(PATTERN_MESSAGES.paramInteger));
    expect(messageOf("name")).toBe(PATTERN_MESSAGES.paramTooLong(10));
    expect(screen.getByLabelText("code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("code")).toHaveValue("48a913");
    expect(screen.getByLabelText("name")).toHaveValue("مریم‌السادات‌حسینی");
    expect(network.to("POST", PRICE_PATH)).toHaveLength(0);
    expect(network.to("POST", SEND_PATH)).toHaveLength(0);
  });

  it("asks for every value", async () => {
    await openTestSend();
    await priceAndContinue();
    await waitFor(() => expect(messageOf("name")).toBe(PATTERN_MESSAGES.paramRequired));
    expect(messageOf("code")).toBe(PATTERN_MESSAGES.paramRequired);
  });

  it("takes Persian digits in an integer as Latin ones", async () => {
    await openTestSend();
    type("code", "۴۸۲۹۱۳");
    expect(screen.getByLabelText("code")).toHaveValue("482913");
  });

  it("previews the text with the values and its parts, prices the filled text on the line, confirms, and sends the pattern with one idempotency key", async () => {
    await openTestSend({
      [`GET ${BY_BULK_PATH}`]: ok(report(2)),
      [`GET ${RECIPIENTS_PATH}`]: recipientsPage(null),
    });
    type("name", "مریم");
    type("code", "482913");
    const preview = screen.getByRole("region", { name: "پیش‌نمایش پیامک" });
    expect(preview).toHaveTextContent("فروشگاه نمونه: مریم عزیز، کد ورود شما 482913 است.");
    expect(preview.parentElement).toHaveTextContent("۴۹ نویسه، ۱ بخش");

    await priceAndContinue();
    const confirm = await screen.findByRole("dialog", { name: "تأیید ارسال آزمایشی" });
    expect(network.to("POST", PRICE_PATH)[0]!.body).toEqual({
      number: "+9810002000",
      message: "فروشگاه نمونه: مریم عزیز، کد ورود شما 482913 است.",
    });
    expect(confirm).toHaveTextContent("فروشگاه نمونه: مریم عزیز، کد ورود شما 482913 است.");
    const total = within(confirm).getByText("مبلغ کل").nextElementSibling;
    // 1330 for the part on MCI and the 40-rial surcharge.
    expect(total).toHaveTextContent("۱٬۳۷۰ ریال");

    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "تأیید و ارسال" })));
    const [sent] = network.to("POST", SEND_PATH);
    expect(sent!.body).toEqual({
      sending_type: "pattern",
      from_number: "+9810002000",
      code: CODE,
      recipients: ["+989121234567"],
      params: { name: "مریم", code: "482913" },
    });
    expect(sent!.headers.get("idempotency-key")).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText(/پیامک آزمایشی ثبت شد/)).toHaveTextContent("۴۷۱۱");
    expect(screen.getByRole("link", { name: "مشاهدهٔ گزارش" })).toHaveAttribute("href", "/reports/4711");
  });

  it("follows the message live to the handset", async () => {
    let status: number | null = null;
    const { socket } = await openTestSend({
      [`GET ${BY_BULK_PATH}`]: () => ok(report(status === 2 ? 6 : 2)),
      [`GET ${RECIPIENTS_PATH}`]: () => recipientsPage(status),
    });
    type("name", "مریم");
    type("code", "482913");
    await priceAndContinue();
    const confirm = await screen.findByRole("dialog", { name: "تأیید ارسال آزمایشی" });
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "تأیید و ارسال" })));
    expect(await screen.findByText("در صف ارسال")).toBeInTheDocument();

    status = 2;
    await act(async () =>
      socket.emit({ event: "send.progress", data: { id: 4711, state_id: 6, total: 1, statuses: [0, 0, 1, 0, 0] } }),
    );
    expect(await screen.findByText("رسیده به گوشی")).toBeInTheDocument();
    expect(screen.getByText("ارسال شده")).toBeInTheDocument();

    // The values stay for another test.
    expect(screen.getByLabelText("code")).toHaveValue("482913");
  });

  it("puts the upstream's refusal of a value beside its field and closes the confirmation", async () => {
    await openTestSend({
      [`POST ${SEND_PATH}`]: failure(422, PATTERN_MESSAGES.paramTooLong(6), {
        "params.code": [PATTERN_MESSAGES.paramTooLong(6)],
      }),
    });
    type("name", "مریم");
    type("code", "482913");
    await priceAndContinue();
    const confirm = await screen.findByRole("dialog", { name: "تأیید ارسال آزمایشی" });
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "تأیید و ارسال" })));
    await waitFor(() => expect(messageOf("code")).toBe(PATTERN_MESSAGES.paramTooLong(6)));
    expect(screen.queryByRole("dialog", { name: "تأیید ارسال آزمایشی" })).not.toBeInTheDocument();
  });

  it("says so when the account has no line to send from", async () => {
    network = fakePatternBff({ [`GET ${LINES_PATH}`]: linesPage([]) });
    renderPatternPage();
    expect(await screen.findByText(/خطی برای ارسال ندارید/)).toBeInTheDocument();
  });
});
