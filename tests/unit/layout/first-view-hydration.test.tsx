import { HydrationBoundary, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { DashboardHome } from "@/app/(panel)/dashboard/_components/dashboard-home";
import { Header } from "@/components/layout/header";
import { DASHBOARD_QUERIES, SHELL_QUERIES } from "@/lib/api/queries/first-view";
import { makeQueryClient } from "@/lib/api/query-client";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { upstreamJson } from "@/lib/bff/upstream";
import { FIRST_VIEW_ANSWERS } from "../support/first-view-answers";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";

jest.mock("next/navigation", () => ({
  usePathname: () => "/dashboard",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));
// The server's side of the test: the upstream answers as the seeded one would.
jest.mock("@/lib/bff/upstream", () => ({ upstreamJson: jest.fn() }));

const NEWS_PATH = "/api/v1/api/user/news/user_news_list";

let network: FakeNetwork;
let shell: DehydratedState;
let dashboard: DehydratedState;

beforeAll(async () => {
  jest
    .mocked(upstreamJson)
    .mockImplementation(
      async (_schema, path) =>
        ({ ok: true, status: 200, body: FIRST_VIEW_ANSWERS[new URL(path, "http://upstream").pathname] }) as Awaited<
          ReturnType<typeof upstreamJson>
        >,
    );
  [shell, dashboard] = await Promise.all([
    prefetchQueries("token-of-demo", SHELL_QUERIES),
    prefetchQueries("token-of-demo", DASHBOARD_QUERIES),
  ]);
});

beforeEach(() => {
  network = fakeNetwork({
    [`GET ${NEWS_PATH}`]: {
      body: {
        data: [{ id: 6, title: "خبر صفحه دوم", description: "متن", link: null, created_at: "2024-12-01T08:00:00Z" }],
        meta: { ...ok(null).body.meta, current_page: 2, per_page: 5, total: 6, last_page: 2, from: 6, to: 6 },
      },
    },
  });
});
afterEach(() => network.restore());

/** As the panel's layout and the home page nest them: the app's query client, the shell's state, the page's. */
function renderHydrated(ui: ReactNode, states: DehydratedState[]) {
  const tree = states.reduceRight<ReactNode>(
    (inner, state) => <HydrationBoundary state={state}>{inner}</HydrationBoundary>,
    ui,
  );
  return render(<QueryClientProvider client={makeQueryClient()}>{tree}</QueryClientProvider>);
}

/** Lets effects and any fetch they would start run before the network is looked at. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("the first view, handed over from the server", () => {
  it("shows the header's credit and the inbox badge at the first render, asking the network nothing", async () => {
    const { container } = renderHydrated(<Header name="سارا محمدی" userName="demo" />, [shell]);
    expect(screen.getByText("۵۰٬۰۰۰٬۰۰۰")).toBeInTheDocument();
    expect(screen.getByText("پیامک خوانده‌نشده").parentElement).toHaveTextContent("۳");
    expect(container.querySelector(".animate-pulse")).toBeNull();
    expect(screen.getByRole("button", { name: "به‌روزرسانی اعتبار" })).not.toHaveAttribute("aria-busy");
    await settle();
    expect(network.calls).toEqual([]);
  });

  it("shows the home page's banners, news and tiles at the first render, asking the network nothing", async () => {
    const { container } = renderHydrated(<DashboardHome />, [shell, dashboard]);
    const news = screen.getByRole("region", { name: "اخبار و اطلاعیه‌ها" });
    expect(within(news).getByRole("heading", { name: "خط اختصاصی جدید" })).toBeInTheDocument();
    expect(within(news).getByRole("heading", { name: "تعطیلات نوروز" })).toBeInTheDocument();
    const tiles = screen.getByRole("region", { name: "دسترسی سریع" });
    expect(within(tiles).getByRole("link", { name: "ارسال سریع" })).toHaveAttribute("href", "/send-sms/quick");
    expect(within(tiles).getByRole("link", { name: "دفترچه تلفن" })).toHaveAttribute("href", "/contacts");
    expect(screen.getAllByAltText("نوار خانه").length).toBeGreaterThan(0);
    expect(screen.getAllByAltText("جشنواره پاییز").length).toBeGreaterThan(0);
    expect(container.querySelector(".animate-pulse")).toBeNull();
    await settle();
    expect(network.calls).toEqual([]);
  });

  it("goes on from the handed-over page: «more news» asks for page 2 only", async () => {
    renderHydrated(<DashboardHome />, [shell, dashboard]);
    fireEvent.click(screen.getByRole("button", { name: "خبرهای بیشتر" }));
    expect(await screen.findByRole("heading", { name: "خبر صفحه دوم" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "خط اختصاصی جدید" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "خبرهای بیشتر" })).toBeNull());
    expect(network.calls.map((call) => `${call.path}?${call.query}`)).toEqual([`${NEWS_PATH}?page=2&per_page=5`]);
  });
});
