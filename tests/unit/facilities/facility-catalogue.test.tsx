import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { FACILITY_GROUPS, type Facility } from "@/components/facilities/catalogue";
import { FacilityCatalogue } from "@/components/facilities/facility-catalogue";
import { facilityLink, facilityState, PLANS_HREF } from "@/components/facilities/facility-state";
import { AccessProvider } from "@/lib/auth/access-context";
import { PlanProvider } from "@/lib/auth/plan-context";
import type { MemberOf } from "@/lib/contract/auth";
import type { FacilityUsage } from "@/lib/contract/facilities";
import { PLAN_SERVICES, type AccountPlan, type PlanService } from "@/lib/contract/plans";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { testQueryClient } from "../support/render-with-query";

jest.mock("next/navigation", () => ({
  usePathname: () => "/facilities",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const USAGE = "/api/v1/api/user/facilities";
const NOTHING: FacilityUsage = {
  phonebooks: 0,
  patterns: 0,
  predefined_messages: 0,
  receiving_lines: 0,
  dedicated_lines: 0,
  secretaries: 0,
  code_readers: 0,
  api_keys: 0,
  webhooks: 0,
  colleagues: 0,
};
const ALL_FACILITIES = FACILITY_GROUPS.flatMap((group) => group.facilities);
const facility = (id: string): Facility => ALL_FACILITIES.find((f) => f.id === id)!;

const planWith = (services: readonly PlanService[]): AccountPlan => ({
  acl_role_id: 2,
  acl_role_name: "پنل طلایی",
  expires_at: "1405-12-29 23:59:59",
  services: [...services],
});

let network: FakeNetwork | undefined;
afterEach(() => network?.restore());

function renderCatalogue(plan: AccountPlan | null, usage: FacilityUsage, memberOf: MemberOf | null = null) {
  network = fakeNetwork({ [`GET ${USAGE}`]: ok(usage) });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AccessProvider memberOf={memberOf}>
        <PlanProvider plan={plan}>
          <FacilityCatalogue />
        </PlanProvider>
      </AccessProvider>
    </QueryClientProvider>,
  );
}

const card = (title: string) => screen.getByRole("listitem", { name: title });

describe("a facility's state", () => {
  const has = (services: readonly PlanService[]) => (service: PlanService) => services.includes(service);

  it("needs a plan while the account's plan does not unlock it, whatever was made", () => {
    expect(facilityState(facility("secretaries"), has([]), { ...NOTHING, secretaries: 3 })).toBe("needs_plan");
    expect(facilityLink(facility("secretaries"), "needs_plan").href).toBe(PLANS_HREF);
  });

  it("is not set up while its count is 0, and active once something is made", () => {
    expect(facilityState(facility("secretaries"), has(PLAN_SERVICES), NOTHING)).toBe("not_set_up");
    expect(facilityLink(facility("secretaries"), "not_set_up").href).toBe("/secretary/received-message/create");
    expect(facilityState(facility("secretaries"), has(PLAN_SERVICES), { ...NOTHING, secretaries: 1 })).toBe("active");
    expect(facilityLink(facility("secretaries"), "active").href).toBe("/secretary/received-message/inbox");
  });

  it("is active for what needs neither a plan nor setting up, and unknown while the counts are read", () => {
    expect(facilityState(facility("quick-send"), has([]), undefined)).toBe("active");
    expect(facilityState(facility("phonebook-send"), has([]), undefined)).toBeNull();
  });

  it("links only to pages that exist", () => {
    const root = join(process.cwd(), "app/(panel)");
    const hrefs = [PLANS_HREF, ...ALL_FACILITIES.flatMap((f) => [f.href, ...(f.setup ? [f.setup.href] : [])])];
    for (const href of hrefs) expect([href, existsSync(join(root, href, "page.tsx"))]).toEqual([href, true]);
  });
});

describe("the facilities catalogue", () => {
  it("shows each facility's state for an account without a plan and with nothing made", async () => {
    renderCatalogue(null, { ...NOTHING, phonebooks: 2 });
    for (const title of ["ارسال", "دریافت", "خودکارسازی", "برنامه‌نویسان", "تیم"]) {
      expect(screen.getByRole("heading", { name: title, level: 2 })).toBeInTheDocument();
    }
    await waitFor(() => expect(card("پیامک الگو")).toHaveTextContent("هنوز راه‌اندازی نشده"));
    expect(card("ارسال سریع")).toHaveTextContent("فعال");
    expect(card("ارسال به دفترچهٔ تلفن")).toHaveTextContent("فعال");
    expect(card("منشی پیام دریافتی")).toHaveTextContent("نیاز به پنل");
    expect(within(card("منشی پیام دریافتی")).getByRole("link")).toHaveAttribute("href", "/plans");
    expect(within(card("پیامک الگو")).getByRole("link", { name: /ساخت نخستین الگو/ })).toHaveAttribute(
      "href",
      "/pattern/create",
    );
    expect(card("همکاران")).toHaveTextContent("هنوز راه‌اندازی نشده");
  });

  it("follows the plan and the counts: a plan's services, and what the account started", async () => {
    renderCatalogue(planWith(PLAN_SERVICES), { ...NOTHING, secretaries: 1, api_keys: 2 });
    await waitFor(() => expect(card("منشی پیام دریافتی")).toHaveTextContent("فعال"));
    expect(within(card("منشی پیام دریافتی")).getByRole("link")).toHaveAttribute(
      "href",
      "/secretary/received-message/inbox",
    );
    expect(card("منشی کلمه کلیدی")).toHaveTextContent("هنوز راه‌اندازی نشده");
    expect(card("کلیدهای API")).toHaveTextContent("فعال");
    expect(card("ارسال مشاغل و روی نقشه")).toHaveTextContent("فعال");
    expect(card("خط اختصاصی")).toHaveTextContent("هنوز راه‌اندازی نشده");
    expect(within(card("خط اختصاصی")).getByRole("link", { name: /دریافت خط با تعهدنامه/ })).toHaveAttribute(
      "href",
      "/send-sms/quick",
    );
  });

  it("shows dedicated lines as needing a plan without one, and active once a line is the account's", async () => {
    renderCatalogue(null, { ...NOTHING, dedicated_lines: 1 });
    await waitFor(() => expect(card("پیامک الگو")).toHaveTextContent("هنوز راه‌اندازی نشده"));
    expect(card("خط اختصاصی")).toHaveTextContent("نیاز به پنل");
    expect(within(card("خط اختصاصی")).getByRole("link")).toHaveAttribute("href", "/plans");
  });

  it("counts the account's own lines for dedicated lines under the plan that gives them", () => {
    const has = (service: PlanService) => PLAN_SERVICES.includes(service);
    expect(facilityState(facility("dedicated-lines"), has, { ...NOTHING, dedicated_lines: 2 })).toBe("active");
    expect(facilityState(facility("dedicated-lines"), () => false, { ...NOTHING, dedicated_lines: 2 })).toBe(
      "needs_plan",
    );
  });

  it("shows a colleague only what their role opens, and no link to the plans without the wallet", async () => {
    renderCatalogue(null, NOTHING, {
      account_name: "شرکت نمونه",
      account_user_name: "owner1",
      permissions: ["send.quick", "send.business", "reports.view"],
    });
    await waitFor(() => expect(card("ارسال سریع")).toHaveTextContent("فعال"));
    expect(screen.queryByRole("listitem", { name: "همکاران" })).not.toBeInTheDocument();
    expect(screen.queryByRole("listitem", { name: "وب‌هوک‌ها" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "تیم" })).not.toBeInTheDocument();
    expect(card("مستندات API")).toHaveTextContent("فعال");
    expect(card("ارسال مشاغل و روی نقشه")).toHaveTextContent("نیاز به پنل");
    expect(within(card("ارسال مشاغل و روی نقشه")).queryByRole("link")).toBeNull();
  });
});
