import { fireEvent, screen, waitFor } from "@testing-library/react";
import { OnlinePaymentForm } from "@/components/wallet/online-payment-form";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { countNavigations } from "../support/navigations";
import { renderScreen } from "../support/render-screen";

const GENERATE = "/api/v1/api/payment/generate-url";
let network: FakeNetwork;
let navigations: ReturnType<typeof countNavigations>;

beforeEach(() => (navigations = countNavigations()));
afterEach(() => {
  network.restore();
  navigations.restore();
});

const amountField = () => screen.getByLabelText("مبلغ (ریال)");

describe("online top-up", () => {
  it("starts from the amount a page that sent the user here named (`?amount=`)", () => {
    network = fakeNetwork({});
    renderScreen(<OnlinePaymentForm />, { search: "?amount=17500000" });
    expect(amountField()).toHaveValue("17,500,000");
    expect(screen.getByLabelText("مبلغ قابل پرداخت", { selector: "dl" })).toHaveTextContent(
      "مبلغ قابل پرداخت۱۹٬۲۵۰٬۰۰۰ ریال",
    );
  });

  it("groups the amount as typed (Persian digits too) and shows the 10% tax and the total before leaving", () => {
    network = fakeNetwork({});
    renderScreen(<OnlinePaymentForm />);
    fireEvent.change(amountField(), { target: { value: "۲۵۰۰۰۰۰" } });
    expect(amountField()).toHaveValue("2,500,000");
    const price = screen.getByLabelText("مبلغ قابل پرداخت", { selector: "dl" });
    expect(price).toHaveTextContent("مبلغ شارژ۲٬۵۰۰٬۰۰۰ ریال");
    expect(price).toHaveTextContent("۲۵۰٬۰۰۰ ریال");
    expect(price).toHaveTextContent("مبلغ قابل پرداخت۲٬۷۵۰٬۰۰۰ ریال");
  });

  it("refuses less than 1,000,000 rials beside the field and asks the upstream nothing", async () => {
    network = fakeNetwork({});
    renderScreen(<OnlinePaymentForm />);
    fireEvent.change(amountField(), { target: { value: "999999" } });
    fireEvent.click(screen.getByRole("button", { name: "پرداخت و رفتن به درگاه" }));
    expect(await screen.findByText("کمترین مبلغ پرداخت آنلاین ۱٬۰۰۰٬۰۰۰ ریال است")).toBeInTheDocument();
    expect(amountField()).toHaveValue("999,999");
    expect(network.to("GET", GENERATE)).toHaveLength(0);
  });

  it("asks once for a payment request that returns to the panel's result page, then goes to the gateway", async () => {
    network = fakeNetwork({
      [`GET ${GENERATE}`]: ok({
        url: "http://bank.test/gateway/abc",
        payment_id: 7,
        amount: 1_000_000,
        tax: 100_000,
        total: 1_100_000,
      }),
    });
    renderScreen(<OnlinePaymentForm />);
    fireEvent.click(screen.getByRole("button", { name: /۱٬۰۰۰٬۰۰۰ ریال/ }));
    fireEvent.click(screen.getByRole("button", { name: "پرداخت و رفتن به درگاه" }));
    // jsdom reports the full navigation to the gateway instead of making it.
    await waitFor(() => expect(navigations.count()).toBe(1));
    const [call] = network.to("GET", GENERATE);
    expect(call!.query.get("amount")).toBe("1000000");
    expect(call!.query.get("callbackUrl")).toBe(`${window.location.origin}/wallet/payment-result`);
    expect(network.to("GET", GENERATE)).toHaveLength(1);
  });

  it("puts the upstream's refusal beside the amount and keeps what was typed", async () => {
    network = fakeNetwork({
      [`GET ${GENERATE}`]: failure(422, "مبلغ معتبر نیست", { amount: ["این روش پرداخت فعال نیست"] }),
    });
    renderScreen(<OnlinePaymentForm />);
    fireEvent.change(amountField(), { target: { value: "3000000" } });
    fireEvent.click(screen.getByRole("button", { name: "پرداخت و رفتن به درگاه" }));
    expect(await screen.findByText("این روش پرداخت فعال نیست")).toBeInTheDocument();
    expect(amountField()).toHaveValue("3,000,000");
    expect(navigations.count()).toBe(0);
  });
});
