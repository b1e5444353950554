import { act, fireEvent, screen, within } from "@testing-library/react";
import { QuickSendForm } from "@/components/send/quick/quick-send-form";
import type { SenderLine } from "@/lib/contract/numbers";
import { fakeNetwork, ok, type FakeNetwork, type Reply } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";
import { linesPage, senderLine as line } from "../support/sender-lines";

export const LINES_PATH = "/api/v1/api/number/numbers";
export const PRICE_PATH = "/api/v1/api/send/calculate-price";
export const SEND_PATH = "/api/v1/api/send";
export const CREDIT_PATH = "/api/v1/api/payment/credit/mine";

/** A shared line that appends «لغو۱۱», the user's own default line, another own line, and a bank line. */
const LINES: SenderLine[] = [
  line({ id: 1, number: "+983000505", alias: "خط اشتراکی", needs_cancel_suffix: true, shared: true }),
  line({ id: 2, number: "+9810002000", alias: "خط اختصاصی", is_default: true }),
  line({ id: 3, number: "+9850004000", alias: "خط پشتیبان" }),
  line({ id: 4, number: "+98BANK", alias: "خط بانک", use: "bank" }),
];

/** What one recipient costs with 2 parts: 1330 a part on MCI, 1463 on the others. */
const TWO_PARTS = { mci_price: 2660, other_price: 2926, parts: 2 };

/** 3 MCI and 2 Irancell numbers, as typed. */
export const RECIPIENTS = ["09121234567", "09131234567", "09901234567", "09351234567", "09381234567"];
export const RECIPIENTS_E164 = ["+989121234567", "+989131234567", "+989901234567", "+989351234567", "+989381234567"];

type Route = Reply | ((body: unknown) => Reply);

/** The BFF's answers for the quick send screen; each may be replaced. */
export function fakeSendingBff(routes: Record<string, Route> = {}): FakeNetwork {
  return fakeNetwork({
    [`GET ${LINES_PATH}`]: linesPage(LINES),
    [`POST ${PRICE_PATH}`]: ok(TWO_PARTS),
    [`GET ${CREDIT_PATH}`]: ok({ credit: 20_000 }),
    [`POST ${SEND_PATH}`]: ok({ message_outbox_ids: [4711] }, "ارسال ثبت شد"),
    ...routes,
  });
}

/**
 * Holds the answers to `POST path` until released, while the request itself is recorded at once,
 * so a test can act while a send is in flight. Returns the release and the undo.
 */
export function holdPosts(path: string) {
  const inner = globalThis.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = inner(request);
    if (request.method === "POST" && new URL(request.url).pathname === path) await gate;
    return answer;
  }) as typeof fetch;
  return { release: () => act(async () => release()), restore: () => (globalThis.fetch = inner) };
}

/** Renders the form and waits until the lines have come and the default one is chosen. */
export async function renderQuickSend() {
  const view = renderWithQuery(<QuickSendForm />);
  const trigger = await screen.findByRole("combobox", { name: "خط ارسال‌کننده" });
  await within(trigger).findByText(/خط اختصاصی/);
  return view;
}

export const lineTrigger = () => screen.getByRole("combobox", { name: "خط ارسال‌کننده" });
export const messageBox = () => screen.getByLabelText("متن پیام");
export const submitButton = () => screen.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" });

export async function chooseLine(name: RegExp) {
  fireEvent.click(lineTrigger());
  await act(async () => {});
  fireEvent.click(screen.getByRole("option", { name }));
  await act(async () => {});
}

export function addRecipients(numbers: readonly string[]) {
  const input = document.getElementById("recipients") as HTMLInputElement;
  for (const number of numbers) {
    fireEvent.change(input, { target: { value: number } });
    fireEvent.click(screen.getByRole("button", { name: "افزودن" }));
  }
}

export function typeMessage(text: string) {
  fireEvent.change(messageBox(), { target: { value: text } });
}

export const SUMMER_SALE = "سلام، حراج تابستانه از امروز آغاز شد";

/** A valid quick send: the default line, 3 MCI and 2 Irancell numbers, a Persian text. */
export function fillQuickSend(message = SUMMER_SALE) {
  addRecipients(RECIPIENTS);
  typeMessage(message);
}

/** Asks for the price; resolves with the confirmation once it is open. */
export function askForPrice() {
  fireEvent.click(submitButton());
  return screen.findByRole("dialog", { name: "تأیید ارسال" });
}
