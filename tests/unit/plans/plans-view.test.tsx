import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { PlansView } from "@/components/plans/plans-view";
import { ServiceLocked } from "@/components/plans/service-locked";
import { AccessProvider } from "@/lib/auth/access-context";
import { PlanProvider } from "@/lib/auth/plan-context";
import type { AccountPlan } from "@/lib/contract/plans";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";
import { plan, PRO_SERVICES } from "./plan-catalogue";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh }),
}));

const PLANS_PATH = "/api/v1/api/acl/package/general_list";
const BUY_PATH = "/api/v1/api/acl/package/buy";
const CREDIT_PATH = "/api/v1/api/payment/credit/mine";

const PLANS = [
  plan(4, "پنل نمایندگی فروش", 150_000_000, 30, [...PRO_SERVICES, "business_sends"], "reseller"),
  plan(3, "پنل سازمانی", 80_000_000, 20, [...PRO_SERVICES, "business_sends"]),
  plan(2, "پنل حرفه‌ای", 25_000_000, 10, PRO_SERVICES),
  plan(1, "پنل پایه", 0, 0, []),
];
const BOUGHT: AccountPlan = {
  acl_role_id: 2,
  acl_role_name: "پنل حرفه‌ای",
  expires_at: "2026-03-01 10:00:00",
  services: PRO_SERVICES as AccountPlan["services"],
};

let network: FakeNetwork;
afterEach(() => {
  network.restore();
  refresh.mockClear();
});

function bff(
  credit: number,
  buy: Parameters<typeof fakeNetwork>[0][string] = ok({ plan: BOUGHT, paid: 22_500_000, transaction_id: 9 }),
) {
  network = fakeNetwork({
    [`GET ${PLANS_PATH}`]: ok(PLANS),
    [`GET ${CREDIT_PATH}`]: ok({ credit }),
    [`POST ${BUY_PATH}`]: buy,
  });
}

const renderPlans = (current: AccountPlan | null = null) =>
  renderScreen(
    <PlanProvider plan={current}>
      <PlansView />
    </PlanProvider>,
  );

describe("/plans", () => {
  it("offers the user packages cheapest first with their price after discount, and no reseller package", async () => {
    bff(100_000_000);
    renderPlans();
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "پنل پایه",
      "پنل حرفه‌ای",
      "پنل سازمانی",
    ]);
    expect(cards[1]).toHaveTextContent("۲۲٬۵۰۰٬۰۰۰ ریال");
    expect(cards[1]).toHaveTextContent("۱۰٪ تخفیف");
    expect(within(cards[0]!).getByText("پنل فعلی")).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole("button")).toBeNull();
    expect(screen.getByText(/هنوز پنلی نخریده‌اید/)).toBeInTheDocument();
  });

  it("buys after a confirmation with one key, retried with the same key after a failure, then reads the layout again", async () => {
    let answers = 0;
    bff(100_000_000, () =>
      ++answers === 1 ? failure(500, "خطا") : ok({ plan: BOUGHT, paid: 22_500_000, transaction_id: 9 }),
    );
    renderPlans();
    fireEvent.click(await screen.findByRole("button", { name: "خرید پنل حرفه‌ای" }));
    const dialog = await screen.findByRole("dialog", { name: "خرید «پنل حرفه‌ای»" });
    expect(dialog).toHaveTextContent("۲۲٬۵۰۰٬۰۰۰ ریال از اعتبار کیف پول شما برداشته می‌شود");
    fireEvent.click(within(dialog).getByRole("button", { name: "خرید و پرداخت" }));
    await within(dialog).findByRole("alert");
    fireEvent.click(within(dialog).getByRole("button", { name: "خرید و پرداخت" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const keys = network.to("POST", BUY_PATH).map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(network.to("POST", BUY_PATH)[0]!.body).toMatchObject({ acl_role_id: 2 });
    expect(await screen.findByText("«پنل حرفه‌ای» تا ۱۴۰۴/۱۲/۱۰ فعال شد.")).toBeInTheDocument();
  });

  it("with too little credit says what is missing and leads to the top-up with that amount instead of buying", async () => {
    bff(5_000_000);
    renderPlans();
    fireEvent.click(await screen.findByRole("button", { name: "خرید پنل حرفه‌ای" }));
    const dialog = await screen.findByRole("dialog", { name: "خرید «پنل حرفه‌ای»" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "اعتبار کیف پول شما برای این خرید کافی نیست؛ ۱۷٬۵۰۰٬۰۰۰ ریال دیگر لازم است.",
    );
    expect(within(dialog).queryByRole("button", { name: "خرید و پرداخت" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "افزایش اعتبار" })).toHaveAttribute(
      "href",
      "/wallet/credit?amount=17500000",
    );
  });

  it("shows the plan held with its end, and renewing it says the new term runs from that end", async () => {
    bff(100_000_000);
    renderPlans(BOUGHT);
    expect(await screen.findByText(/پنل فعلی شما/)).toHaveTextContent("تا ۱۴۰۴/۱۲/۱۰ فعال می‌ماند");
    fireEvent.click(await screen.findByRole("button", { name: "تمدید پنل حرفه‌ای" }));
    const dialog = await screen.findByRole("dialog", { name: "تمدید «پنل حرفه‌ای»" });
    expect(dialog).toHaveTextContent("مدت تازه از پایان پنل فعلی (۱۴۰۴/۱۲/۱۰) حساب می‌شود.");
  });
});

describe("a service the plan does not give", () => {
  it("says what it does, names the cheapest plan that unlocks it with its price, and leads to /plans", async () => {
    bff(0);
    renderScreen(<ServiceLocked service="business_sends" />);
    expect(
      screen.getByRole("heading", { name: "«ارسال مشاغل و ارسال روی نقشه» در پنل شما فعال نیست" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("«پنل سازمانی»")).toBeInTheDocument();
    expect(screen.getByText(/۶۴٬۰۰۰٬۰۰۰ ریال/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "دیدن پنل‌ها" })).toHaveAttribute("href", "/plans");
  });

  it("tells a colleague who cannot open the plans that buying one is the owner's", async () => {
    bff(0);
    renderScreen(
      <AccessProvider
        memberOf={{ account_name: "فروشگاه", account_user_name: "shop", permissions: ["secretaries.manage"] }}
      >
        <ServiceLocked service="secretaries" />
      </AccessProvider>,
    );
    expect(await screen.findByText("«پنل حرفه‌ای»")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "دیدن پنل‌ها" })).toBeNull();
    expect(screen.getByText("خرید پنل با مدیر حساب است.")).toBeInTheDocument();
  });
});
