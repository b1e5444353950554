import { fireEvent, screen, within } from "@testing-library/react";
import { AgreementLines } from "@/components/send/composer/agreement-lines";
import { AccessProvider } from "@/lib/auth/access-context";
import { PlanProvider } from "@/lib/auth/plan-context";
import { PLAN_SERVICES, planThatUnlocks, type AccountPlan } from "@/lib/contract/plans";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { plan, PRO_SERVICES } from "../plans/plan-catalogue";
import { renderScreen } from "../support/render-screen";

jest.mock("next/navigation", () => ({
  usePathname: () => "/send-sms/quick",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const AGREEMENTS = "/api/v1/api/numbers/agreement-list";
const ASSIGN = "/api/v1/api/numbers/assign-agreement";
const PLANS = "/api/v1/api/acl/package/general_list";

const FULL_SERVICES = [...PRO_SERVICES, "business_sends", "dedicated_lines"];
const CATALOGUE = [
  plan(4, "پنل نمایندگی فروش", 150_000_000, 30, FULL_SERVICES, "reseller"),
  plan(3, "پنل سازمانی", 80_000_000, 20, FULL_SERVICES),
  plan(2, "پنل حرفه‌ای", 25_000_000, 10, PRO_SERVICES),
  plan(1, "پنل پایه", 0, 0, []),
];
const LINE = { id: 31, number: "+9850004000", title: "خط ۵۰۰۰۴ خدماتی", agreement: "۱. فقط پیامک‌های مجاز." };

const planWith = (services: readonly string[]): AccountPlan => ({
  acl_role_id: 3,
  acl_role_name: "پنل سازمانی",
  expires_at: "1405-12-29 23:59:59",
  services: services as AccountPlan["services"],
});

let network: FakeNetwork | undefined;
afterEach(() => {
  network?.restore();
  network = undefined;
});

function renderLines(accountPlan: AccountPlan | null) {
  const fake = fakeNetwork({
    [`GET ${AGREEMENTS}`]: ok([LINE]),
    [`GET ${PLANS}`]: ok(CATALOGUE),
    [`POST ${ASSIGN}`]: ok(null),
  });
  network = fake;
  renderScreen(
    <AccessProvider memberOf={null}>
      <PlanProvider plan={accountPlan}>
        <AgreementLines />
      </PlanProvider>
    </AccessProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "دریافت خط با تعهدنامه" }));
  return { fake, dialog: screen.findByRole("dialog", { name: "دریافت خط با پذیرش تعهدنامه" }) };
}

describe("the plan that unlocks a service", () => {
  it("is the cheapest active package on sale to users that gives it", () => {
    expect(planThatUnlocks(CATALOGUE, "dedicated_lines")?.acl_role_name).toBe("پنل سازمانی");
    expect(planThatUnlocks(CATALOGUE, "secretaries")?.acl_role_name).toBe("پنل حرفه‌ای");
    expect(planThatUnlocks([{ ...CATALOGUE[1]!, status: "inactive" }, CATALOGUE[0]!], "dedicated_lines")).toBe(
      undefined,
    );
  });
});

describe("lines offered by agreement", () => {
  it("without a plan that gives dedicated lines: the lines are listed, with what the service is, the plan and the way to /plans, and nothing to accept", async () => {
    const dialog = await renderLines(null).dialog;
    expect(await within(dialog).findByText("خط ۵۰۰۰۴ خدماتی")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "«خط اختصاصی» در پنل شما فعال نیست" })).toBeInTheDocument();
    expect(await within(dialog).findByText("«پنل سازمانی»")).toBeInTheDocument();
    expect(within(dialog).getByText(/۶۴٬۰۰۰٬۰۰۰ ریال/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "دیدن پنل‌ها" })).toHaveAttribute("href", "/plans");
    expect(within(dialog).queryByRole("button", { name: "تعهدنامه را می‌پذیرم" })).toBeNull();
  });

  it("a plan without dedicated lines is locked the same way", async () => {
    const dialog = await renderLines(planWith(PRO_SERVICES)).dialog;
    expect(await within(dialog).findByText("خط ۵۰۰۰۴ خدماتی")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "«خط اختصاصی» در پنل شما فعال نیست" })).toBeInTheDocument();
  });

  it("with the plan: each line can be taken, and the plans are not asked for", async () => {
    const rendered = renderLines(planWith(PLAN_SERVICES));
    const dialog = await rendered.dialog;
    fireEvent.click(await within(dialog).findByRole("button", { name: "تعهدنامه را می‌پذیرم" }));
    expect(await screen.findByText("خط به خطوط شما افزوده شد.")).toBeInTheDocument();
    expect(rendered.fake.to("POST", ASSIGN).map((call) => call.body)).toEqual([{ number_id: 31 }]);
    expect(screen.queryByText(/در پنل شما فعال نیست/)).toBeNull();
    expect(rendered.fake.to("GET", PLANS)).toHaveLength(0);
  });
});
