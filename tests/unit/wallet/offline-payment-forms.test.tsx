import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { BankTransferForm } from "@/components/wallet/bank-transfer-form";
import { CardToCardForm } from "@/components/wallet/card-to-card-form";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { mockViewport } from "../date/viewport";
import { renderWithQuery } from "../support/render-with-query";

const DESTINATIONS = {
  card: { number: "6037991234567893", owner: "شرکت نمونه", bank: "بانک ملی ایران" },
  account: {
    number: "0215987654001",
    sheba: "IR040170000000215987654001",
    owner: "شرکت نمونه",
    bank: "بانک ملی ایران",
  },
};
const C2C = "/api/v1/api/payment/offline/card-to-card-create";
const BANK = "/api/v1/api/payment/offline/bank-pay-create";
const payment = (method: string, amount: number, credit: number) => ({
  id: 41,
  method,
  state: "pending",
  amount,
  tax: 0,
  total: amount,
  credit_amount: credit,
  gift_amount: 0,
  gift_days: null,
  reference_code: "123456",
  source: null,
  target: null,
  submitted_at: "2026-11-20 06:30:00",
  reject_reason: null,
  description: null,
  created_at: "1405-09-05 10:00:00",
  settled_at: null,
});

let network: FakeNetwork;
beforeEach(() => mockViewport(false));
afterEach(() => network.restore());

function route() {
  network = fakeNetwork({
    "GET /api/v1/api/payment/offline/destinations": ok(DESTINATIONS),
    [`POST ${C2C}`]: (body) => ok(payment("card_to_card", Number((body as { amount: number }).amount), 1_800_000)),
    [`POST ${BANK}`]: (body) => ok(payment("bank_transfer", Number((body as { amount: number }).amount), 2_000_000)),
  });
}

describe("card to card", () => {
  it("shows the destination card with its owner and bank, and what reaches the wallet after the 10% deduction", async () => {
    route();
    renderWithQuery(<CardToCardForm />);
    const destination = await screen.findByRole("region", { name: "کارت مقصد" });
    expect(destination).toHaveTextContent("6037 9912 3456 7893");
    expect(destination).toHaveTextContent("بانک ملی ایران");
    fireEvent.change(screen.getByLabelText("مبلغ (ریال)"), { target: { value: "2000000" } });
    expect(screen.getByLabelText("آنچه به کیف پول می‌رسد", { selector: "dl" })).toHaveTextContent(
      "افزایش اعتبار پس از تأیید۱٬۸۰۰٬۰۰۰ ریال",
    );
  });

  it("refuses a card whose check digit is wrong beside the field, keeps what was typed and sends nothing", async () => {
    route();
    renderWithQuery(<CardToCardForm />);
    await screen.findByRole("region", { name: "کارت مقصد" });
    fireEvent.change(screen.getByLabelText("شماره کارت شما"), { target: { value: "6037991234567890" } });
    fireEvent.change(screen.getByLabelText("مبلغ (ریال)"), { target: { value: "2000000" } });
    fireEvent.click(screen.getByRole("button", { name: "ثبت واریز" }));
    expect(await screen.findByText("شماره کارت اشتباه است")).toBeInTheDocument();
    expect(screen.getByText("شماره پیگیری را وارد کنید")).toBeInTheDocument();
    expect(screen.getByLabelText("شماره کارت شما")).toHaveValue("6037991234567890");
    expect(screen.getByLabelText("مبلغ (ریال)")).toHaveValue("2,000,000");
    expect(network.to("POST", C2C)).toHaveLength(0);
  });

  it("names the bank of a card once its 16 digits check out", async () => {
    route();
    renderWithQuery(<CardToCardForm />);
    fireEvent.change(screen.getByLabelText("شماره کارت شما"), { target: { value: "۶۱۰۴۳۳۱۱۱۱۲۲۲۲۳۹" } });
    expect(await screen.findByText("بانک ملت")).toBeInTheDocument();
  });

  it("records a transfer to the listed card and says it waits for review", async () => {
    route();
    renderWithQuery(<CardToCardForm />);
    await screen.findByRole("region", { name: "کارت مقصد" });
    fireEvent.change(screen.getByLabelText("شماره کارت شما"), { target: { value: "6104331111222239" } });
    fireEvent.change(screen.getByLabelText("مبلغ (ریال)"), { target: { value: "2000000" } });
    fireEvent.change(screen.getByLabelText("شماره پیگیری"), { target: { value: "۱۲۳۴۵۶" } });
    const time = screen.getByLabelText("زمان واریز");
    fireEvent.change(time, { target: { value: "1405/08/20 10:00" } });
    await act(async () => fireEvent.blur(time));
    fireEvent.click(screen.getByRole("button", { name: "ثبت واریز" }));
    const done = await screen.findByText(/در انتظار بررسی است/);
    expect(done).toHaveTextContent("۱٬۸۰۰٬۰۰۰ ریال");
    const [call] = network.to("POST", C2C);
    expect(call!.body).toEqual({
      amount: 2_000_000,
      source_card: "6104331111222239",
      target: "6037991234567893",
      reference_code: "123456",
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
    });
  });
});

describe("bank transfer", () => {
  it("refuses a Sheba whose checksum is wrong beside the field and sends nothing", async () => {
    route();
    renderWithQuery(<BankTransferForm />);
    const destination = await screen.findByRole("region", { name: "حساب مقصد" });
    expect(within(destination).getByText("IR040170000000215987654001")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("شماره شبای حساب شما"), { target: { value: "IR040170000000215987654002" } });
    fireEvent.click(screen.getByRole("button", { name: "ثبت واریز" }));
    expect(await screen.findByText("شماره حساب اشتباه است")).toBeInTheDocument();
    expect(screen.getByLabelText("شماره شبای حساب شما")).toHaveValue("IR040170000000215987654002");
    await waitFor(() => expect(network.to("POST", BANK)).toHaveLength(0));
  });
});
