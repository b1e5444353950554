import { hashKey } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { QuickSendForm } from "@/components/send/quick/quick-send-form";
import { creditQuery } from "@/lib/api/queries/credit-queries";
import { QUICK_SEND_QUERIES } from "@/lib/api/queries/first-view";
import { numberKeys } from "@/lib/api/queries/numbers-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import type { SenderLine } from "@/lib/contract/numbers";
import {
  firstHtml,
  handedOverKeys,
  expectNothingAskedAgain,
  hydrateFirstView,
  upstreamAnswers,
  viewport,
} from "../support/first-view";
import { fakeNetwork, ok, type FakeNetwork, type NetworkCall } from "../support/network";
import { linesPage, senderLine } from "../support/sender-lines";
import { CREDIT_PATH, LINES_PATH, messageBox, submitButton } from "../send/quick-send-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));
jest.mock("@/lib/bff/upstream", () => ({ upstreamJson: jest.fn() }));

const TOKEN = "token-of-demo";

const OWN_DEFAULT: SenderLine[] = [
  senderLine({ id: 1, number: "+983000505", alias: "خط اشتراکی", needs_cancel_suffix: true, shared: true }),
  senderLine({ id: 2, number: "+9810002000", alias: "خط اختصاصی", is_default: true }),
  senderLine({ id: 4, number: "+98BANK", alias: "خط بانک", use: "bank" }),
];
/** The seeded demo's kind of user: the default is a shared line that appends «لغو۱۱». */
const SHARED_DEFAULT: SenderLine[] = [
  senderLine({
    id: 1,
    number: "+983000505",
    alias: "خط اشتراکی",
    needs_cancel_suffix: true,
    shared: true,
    is_default: true,
  }),
];

let server: NetworkCall[];
let browser: FakeNetwork;
function answer(lines: SenderLine[]) {
  const routes = { [`GET ${LINES_PATH}`]: linesPage(lines), [`GET ${CREDIT_PATH}`]: ok({ credit: 20_000 }) };
  server = upstreamAnswers(routes);
  browser = fakeNetwork(routes);
}
beforeEach(() => viewport({ mobile: false }));
afterEach(() => browser.restore());

/** What the layout (the credit, among the header's) and the quick-send page hand over. */
const serve = async () =>
  [await prefetchQueries(TOKEN, [creditQuery]), await prefetchQueries(TOKEN, QUICK_SEND_QUERIES)] as const;

const lineTrigger = () => screen.getByRole("combobox", { name: "خط ارسال‌کننده" });

describe("/send-sms/quick handed over from the server", () => {
  it("paints the form on the default line, ready to price, and the browser asks the network nothing", async () => {
    answer(OWN_DEFAULT);
    const [layout, quick] = await serve();
    expect(server.map((call) => `${call.method} ${call.path}?${call.query}`)).toContain(
      `GET ${LINES_PATH}?page=1&per_page=100`,
    );
    expect(handedOverKeys(quick)).toEqual([hashKey(numberKeys.lines())]);

    const html = firstHtml(<QuickSendForm />, { state: [layout, quick] });
    expect(html.includes("خط اختصاصی (9810002000)")).toBe(true);
    expect(html.includes("در حال دریافت خطوط")).toBe(false);

    const view = await hydrateFirstView(<QuickSendForm />, { state: [layout, quick] });
    expect(within(lineTrigger()).getByText("خط اختصاصی (9810002000)")).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    await expectNothingAskedAgain(browser, view.client, layout, quick);
  });

  it("counts a default line's «لغو۱۱» in the first HTML already", async () => {
    answer(SHARED_DEFAULT);
    const [layout, quick] = await serve();
    const html = firstHtml(<QuickSendForm />, { state: [layout, quick] });
    expect(html.includes("خط اشتراکی (983000505)")).toBe(true);
    expect(html.includes("نویسهٔ «لغو۱۱» خودکار افزوده می‌شود")).toBe(true);

    await hydrateFirstView(<QuickSendForm />, { state: [layout, quick] });
    expect(messageBox()).toHaveValue("");
    expect(screen.getByText(/نویسهٔ «لغو۱۱» خودکار افزوده می‌شود/)).toBeInTheDocument();
    await expectNothingAskedAgain(browser);
  });

  it("without the lines handed over, asks for them and then chooses the default line, as before", async () => {
    answer(OWN_DEFAULT);
    const [layout] = await serve();
    const html = firstHtml(<QuickSendForm />, { state: [layout] });
    expect(html.includes("در حال دریافت خطوط")).toBe(true);

    await hydrateFirstView(<QuickSendForm />, { state: [layout] });
    expect(await within(lineTrigger()).findByText("خط اختصاصی (9810002000)")).toBeInTheDocument();
    expect(browser.calls.map((call) => call.path)).toEqual([LINES_PATH]);
  });
});
