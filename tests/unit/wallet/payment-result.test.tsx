import { screen } from "@testing-library/react";
import { PaymentResult } from "@/components/wallet/payment-result";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

jest.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: jest.fn() }) }));

const payment = (state: "success" | "failed" | "pending", extra: Record<string, unknown> = {}) => ({
  id: 12,
  method: "online",
  state,
  amount: 2_000_000,
  tax: 200_000,
  total: 2_200_000,
  credit_amount: 2_000_000,
  gift_amount: 0,
  gift_days: null,
  reference_code: state === "success" ? "957396372329" : null,
  source: null,
  target: null,
  submitted_at: null,
  reject_reason: null,
  description: null,
  created_at: "1405-09-05 10:00:00",
  settled_at: state === "pending" ? null : "1405-09-05 10:01:00",
  ...extra,
});

let network: FakeNetwork;
afterEach(() => network.restore());

function answer(reply: ReturnType<typeof ok>) {
  network = fakeNetwork({
    "GET /api/v1/api/payment/12": reply,
    "GET /api/v1/api/payment/credit/mine": ok({ credit: 52_000_000 }),
  });
}

describe("the payment result", () => {
  it("shows a success as the upstream has it, with the new credit and the invoice", async () => {
    answer(ok(payment("success")));
    renderWithQuery(<PaymentResult paymentId={12} />);
    expect(await screen.findByRole("heading", { name: "پرداخت با موفقیت انجام شد" })).toBeInTheDocument();
    expect(screen.getByText("۲٬۲۰۰٬۰۰۰ ریال")).toBeInTheDocument();
    expect(await screen.findByText("۵۲٬۰۰۰٬۰۰۰ ریال")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "فاکتور پرداخت" })).toHaveAttribute("href", "/wallet/invoice/12");
    expect(screen.getAllByRole("listitem").every((step) => step.dataset.state === "done")).toBe(true);
  });

  it("shows a failure in its third step's failed look, with the 72-hour refund and another try", async () => {
    answer(ok(payment("failed")));
    renderWithQuery(<PaymentResult paymentId={12} />);
    expect(await screen.findByRole("heading", { name: "پرداخت ناموفق بود" })).toBeInTheDocument();
    expect(screen.getByText(/حداکثر تا ۷۲ ساعت/)).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((step) => step.dataset.state)).toEqual(["done", "done", "failed"]);
    expect(screen.getByRole("link", { name: "پرداخت دوباره" })).toHaveAttribute("href", "/wallet/credit");
    expect(screen.queryByRole("link", { name: "فاکتور پرداخت" })).toBeNull();
  });

  it("says a pending payment shows within 15 minutes", async () => {
    answer(ok(payment("pending")));
    renderWithQuery(<PaymentResult paymentId={12} />);
    expect(await screen.findByRole("heading", { name: "پرداخت در انتظار بررسی است" })).toBeInTheDocument();
    expect(screen.getByText(/تا ۱۵ دقیقه/)).toBeInTheDocument();
  });

  it("shows no payment for an id that is not the user's", async () => {
    answer(failure(404, "یافت نشد"));
    renderWithQuery(<PaymentResult paymentId={12} />);
    expect(await screen.findByRole("heading", { name: "پرداختی با این شناسه پیدا نشد" })).toBeInTheDocument();
  });
});
