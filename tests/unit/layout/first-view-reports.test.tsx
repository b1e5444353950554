import { hashKey } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { ReportsHome } from "@/components/reports/reports-home";
import { reportsFirstView } from "@/components/reports/reports-first-view";
import { reportKeys } from "@/lib/api/queries/report-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import {
  firstHtml,
  handedOverKeys,
  expectNothingAskedAgain,
  hydrateFirstView,
  upstreamAnswers,
  viewport,
} from "../support/first-view";
import { fakeNetwork, type FakeNetwork, type NetworkCall } from "../support/network";
import { nextSearchParams } from "../support/next-search-params";
import { NEW_LIST, paged, sendRow, SYSTEMIC_LIST } from "../reports/reports-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));
jest.mock("@/lib/bff/upstream", () => ({ upstreamJson: jest.fn() }));

const TOKEN = "token-of-demo";

/** The same answers on both sides: the upstream the server reads, and the BFF the browser would ask. */
const ROUTES = {
  [`POST ${NEW_LIST}`]: paged([sendRow(9002), sendRow(9001)]),
  [`POST ${SYSTEMIC_LIST}`]: paged([sendRow(7003, { message: "کد ورود شما ۴۴۱۲" })], {
    page: 2,
    perPage: 20,
    total: 21,
  }),
};

let server: NetworkCall[];
let browser: FakeNetwork;
beforeEach(() => {
  server = upstreamAnswers(ROUTES);
  browser = fakeNetwork(ROUTES);
  viewport({ mobile: false });
});
afterEach(() => browser.restore());

/** What the server hands over for this link, read as /reports's page reads it. */
const serve = (search: string) => prefetchQueries(TOKEN, reportsFirstView(nextSearchParams(search)));

describe("/reports handed over from the server", () => {
  it("paints the recent sends in its first HTML, and the browser asks the network nothing", async () => {
    const state = await serve("");
    expect(server.map((call) => [call.method, call.path, call.body])).toEqual([
      ["POST", NEW_LIST, { page: 1, limit: 10, filters: {} }],
    ]);

    const html = firstHtml(<ReportsHome />, { state });
    expect(html.includes('aria-label="گزارش ارسال ۹۰۰۲"')).toBe(true);
    expect(html.includes('href="/reports/9001"')).toBe(true);
    expect(html.includes("animate-pulse")).toBe(false);

    const view = await hydrateFirstView(<ReportsHome />, { state });
    expect(within(screen.getByRole("table")).getByRole("link", { name: "گزارش ارسال ۹۰۰۲" })).toBeInTheDocument();
    await expectNothingAskedAgain(browser, view.client, state);
  });

  it("reads a filtered link's tab, page, size and filters under the key the list asks with", async () => {
    const search = "tab=1&page=2&limit=20&text=%DA%A9%D8%AF+%D9%88%D8%B1%D9%88%D8%AF&state=6&count_from=1";
    const state = await serve(search);
    expect(server.map((call) => [call.method, call.path, call.body])).toEqual([
      ["POST", SYSTEMIC_LIST, { page: 2, limit: 20, filters: { message: "کد ورود", state_id: 6, from_exit_count: 1 } }],
    ]);
    expect(handedOverKeys(state)).toEqual([
      hashKey(
        reportKeys.list("systemic", {
          page: 2,
          limit: 20,
          filters: {
            sendId: null,
            number: null,
            text: "کد ورود",
            state: 6,
            createdFrom: null,
            createdTo: null,
            sentFrom: null,
            sentTo: null,
            sentCountFrom: 1,
            sentCountTo: null,
          },
        }),
      ),
    ]);

    const html = firstHtml(<ReportsHome />, { state, search });
    expect(html.includes('aria-label="گزارش ارسال ۷۰۰۳"')).toBe(true);
    expect(html.includes("نمایش ۲۱ تا ۲۱ از ۲۱")).toBe(true);
    const view = await hydrateFirstView(<ReportsHome />, { state, search });
    expect(screen.getByRole("tab", { name: "ارسال‌های سیستمی" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("link", { name: "گزارش ارسال ۷۰۰۳" })).toBeInTheDocument();
    await expectNothingAskedAgain(browser, view.client, state);
  });

  it("leaves a link with days to the browser, whose time zone turns them into seconds", async () => {
    expect(reportsFirstView(nextSearchParams("sent_from=1403/05/01"))).toEqual([]);
    expect(reportsFirstView(nextSearchParams("tab=2&created_to=1403/05/30"))).toEqual([]);
    // Text that is no day is no filter: that link is read on the server.
    expect(reportsFirstView(nextSearchParams("sent_from=yesterday"))).toHaveLength(1);
  });
});
