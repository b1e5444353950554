import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { PhonebookSendForm } from "@/components/send/phonebook/phonebook-send-form";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";
import { linesPage, senderLine } from "../support/sender-lines";

const COUNT_PATH = "/api/v1/api/phonebooks/numbers/count";
const BOOK = {
  id: 7,
  title: "مشتریان پاییز",
  count: 3,
  export_status: null,
  import_status: null,
  created_at: "2026-11-01T08:00:00Z",
  options: [],
};
const PAGE = { current_page: 1, per_page: 20, total: 1, last_page: 1, from: 1, to: 1 };

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

let network: FakeNetwork;
beforeEach(() => {
  network = fakeNetwork({
    "GET /api/v1/api/number/numbers": linesPage([
      senderLine({ id: 2, number: "+9810002000", alias: "خط اختصاصی", is_default: true }),
    ]),
    "GET /api/v1/api/phonebooks/list-new": {
      body: { data: [BOOK], meta: { status: true, message: "انجام شد", message_code: "200-1", ...PAGE } },
    },
    [`GET ${COUNT_PATH}`]: ok({ total: 3, mci: 2, irancell: 1, rightel: 0, other: 0 }),
    "POST /api/v1/api/send/calculate-price": ok({ mci_price: 1330, other_price: 1463, parts: 1 }),
    "GET /api/v1/api/payment/credit/mine": ok({ credit: 1_000_000 }),
  });
});
afterEach(() => network.restore());

const submitButton = () => screen.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" });

it("«price and continue» waits for the chosen phonebooks' count, so an early press cannot end in «not read yet»", async () => {
  const inner = globalThis.fetch;
  let releaseCount: () => void = () => undefined;
  let countAsked = false;
  const countCame = new Promise<void>((resolve) => (releaseCount = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname === COUNT_PATH) {
      countAsked = true;
      await countCame;
    }
    return inner(request);
  }) as typeof fetch;
  try {
    renderWithQuery(<PhonebookSendForm />);
    await within(await screen.findByRole("combobox", { name: "خط ارسال‌کننده" })).findByText(/خط اختصاصی/);
    fireEvent.change(screen.getByLabelText("متن پیام"), { target: { value: "حراج پاییزه از فردا" } });
    fireEvent.click(screen.getByRole("combobox", { name: "دفترچه‌های تلفن" }));
    fireEvent.click(await screen.findByRole("option", { name: /مشتریان پاییز/ }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

    await waitFor(() => expect(countAsked).toBe(true));
    expect(submitButton()).toBeDisabled();
    fireEvent.click(submitButton());
    expect(screen.queryByText("تعداد مخاطبان هنوز خوانده نشده است")).toBeNull();

    await act(async () => releaseCount());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByText("تعداد مخاطبان هنوز خوانده نشده است")).toBeNull();
  } finally {
    globalThis.fetch = inner;
  }
});
