import { hashKey, HydrationBoundary, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { NuqsTestingAdapter } from "nuqs/adapters/testing";
import { InboxPanel } from "@/components/inbox/inbox-panel";
import { LiveUpdates } from "@/components/live/live-updates";
import { inboxFirstView } from "@/components/inbox/inbox-first-view";
import { inboxKeys } from "@/lib/api/queries/inbox-keys";
import { numberKeys } from "@/lib/api/queries/numbers-queries";
import { makeQueryClient } from "@/lib/api/query-client";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { LiveSocketContext } from "@/lib/socket/live-socket-context";
import {
  firstHtml,
  handedOverKeys,
  expectNothingAskedAgain,
  hydrateFirstView,
  upstreamAnswers,
  viewport,
} from "../support/first-view";
import { byCall, fakeNetwork, type FakeNetwork, type NetworkCall } from "../support/network";
import { nextSearchParams } from "../support/next-search-params";
import { linesPage, senderLine } from "../support/sender-lines";
import { StubLiveSocket } from "../socket/stub-live-socket";
import { INBOX, inboxPage, message } from "../inbox/inbox-harness";

jest.mock("@/lib/bff/upstream", () => ({ upstreamJson: jest.fn() }));

const TOKEN = "token-of-demo";
const LINES = "/api/v1/api/number/numbers";

/** The same answers on both sides; the inbox answers what the filters keep. */
const ROUTES = byCall({
  [`GET ${LINES}`]: linesPage([
    senderLine({ id: 1, number: "+9810001000", alias: "خط عمومی", shared: true }),
    senderLine({ id: 4, number: "+983000505", alias: "خط فروشگاه", is_default: true }),
  ]),
  [`POST ${INBOX}`]: (call) => {
    const { filters } = call.body as { filters: Record<string, unknown> };
    return filters.number
      ? inboxPage([message(12, { message: "پیام به خط فروشگاه", number: "+983000505" })], {
          page: 2,
          perPage: 20,
          total: 21,
        })
      : inboxPage([message(11, { message: "سفارشم کی می‌رسد؟" }), message(10, { message: "ممنون" })]);
  },
});

let server: NetworkCall[];
let browser: FakeNetwork;
beforeEach(() => {
  server = upstreamAnswers(ROUTES);
  browser = fakeNetwork(ROUTES);
  viewport({ mobile: false });
});
afterEach(() => browser.restore());

const serve = (search: string) => prefetchQueries(TOKEN, inboxFirstView(nextSearchParams(search)));
const asked = () => server.map((call) => `${call.method} ${call.path} ${JSON.stringify(call.body ?? null)}`);

describe("/inbox handed over from the server", () => {
  it("paints the lines' filter and the first page of messages in its first HTML; the browser asks nothing", async () => {
    const state = await serve("");
    expect(asked()).toEqual([
      `GET ${LINES} null`,
      `POST ${INBOX} ${JSON.stringify({ page: 1, per_page: 10, filters: {} })}`,
    ]);

    const html = firstHtml(<InboxPanel />, { state });
    expect(html.includes("سفارشم کی می‌رسد؟")).toBe(true);
    expect(html.includes("animate-pulse")).toBe(false);

    const view = await hydrateFirstView(<InboxPanel />, { state });
    expect(screen.getByText("ممنون")).toBeInTheDocument();
    await expectNothingAskedAgain(browser, view.client, state);
  });

  it("reads a link naming one of the user's lines once the lines have answered, under the list's own key", async () => {
    const search = "inbox_line=983000505&inbox_seen=0&inbox_text=%D9%BE%DB%8C%D8%A7%D9%85&page=2&limit=20";
    const state = await serve(search);
    expect(asked()).toEqual([
      `GET ${LINES} null`,
      `POST ${INBOX} ${JSON.stringify({ page: 2, per_page: 20, filters: { number: "+983000505", message: "پیام", seen: "0" } })}`,
    ]);
    expect(handedOverKeys(state)).toEqual(
      [
        hashKey(numberKeys.lines()),
        hashKey(
          inboxKeys.list({
            sender: null,
            line: "983000505",
            text: "پیام",
            seen: "0",
            receivedFrom: null,
            receivedTo: null,
            page: 2,
            perPage: 20,
          }),
        ),
      ].sort(),
    );

    expect(firstHtml(<InboxPanel />, { state, search }).includes("پیام به خط فروشگاه")).toBe(true);
    const view = await hydrateFirstView(<InboxPanel />, { state, search });
    expect(screen.getByText("پیام به خط فروشگاه")).toBeInTheDocument();
    await expectNothingAskedAgain(browser, view.client, state);
  });

  it("reads a line that is not the user's as no filter, as the list does", async () => {
    const state = await serve("inbox_line=989999999");
    expect(asked()).toEqual([
      `GET ${LINES} null`,
      `POST ${INBOX} ${JSON.stringify({ page: 1, per_page: 10, filters: {} })}`,
    ]);
    await hydrateFirstView(<InboxPanel />, { state, search: "inbox_line=989999999" });
    expect(screen.getByText("ممنون")).toBeInTheDocument();
    await expectNothingAskedAgain(browser);
  });

  it("reads the lines alone for a link with days, leaving the page to the browser's time zone", async () => {
    const state = await serve("inbox_from=1404/01/01");
    expect(asked()).toEqual([`GET ${LINES} null`]);
    expect(handedOverKeys(state)).toEqual([hashKey(numberKeys.lines())]);
  });

  it("reads the handed-over page again when the socket told of an SMS before the page hydrated", async () => {
    const state = await serve("");
    // The browser's network has the SMS the server's page was read before.
    browser.restore();
    browser = fakeNetwork(
      byCall({ [`POST ${INBOX}`]: inboxPage([message(12, { message: "پیام تازه" }), message(11), message(10)]) }),
    );
    const socket = new StubLiveSocket("OPEN");
    const client = makeQueryClient();
    // The layout (and its live socket) is up before the page's part of the HTML hydrates.
    const frame = (page: DehydratedState | null) => (
      <NuqsTestingAdapter searchParams="">
        <QueryClientProvider client={client}>
          <LiveSocketContext.Provider value={socket.asLiveSocket()}>
            <LiveUpdates />
            {page ? (
              <HydrationBoundary state={page}>
                <InboxPanel />
              </HydrationBoundary>
            ) : null}
          </LiveSocketContext.Provider>
        </QueryClientProvider>
      </NuqsTestingAdapter>
    );
    const view = render(frame(null));
    act(() => socket.emit({ event: "inbox.received", data: { message: message(12), unread: 1 } }));
    view.rerender(frame(state));
    expect(await screen.findByText("پیام تازه")).toBeInTheDocument();
    expect(browser.to("POST", INBOX)).toHaveLength(1);
    view.unmount();
  });

  it("keeps the handed-over page when no SMS came before it hydrated", async () => {
    const state = await serve("");
    const socket = new StubLiveSocket("OPEN");
    const client = makeQueryClient();
    const view = render(
      <NuqsTestingAdapter searchParams="">
        <QueryClientProvider client={client}>
          <LiveSocketContext.Provider value={socket.asLiveSocket()}>
            <LiveUpdates />
            <HydrationBoundary state={state}>
              <InboxPanel />
            </HydrationBoundary>
          </LiveSocketContext.Provider>
        </QueryClientProvider>
      </NuqsTestingAdapter>,
    );
    expect(screen.getByText("ممنون")).toBeInTheDocument();
    await expectNothingAskedAgain(browser);
    view.unmount();
  });
});
