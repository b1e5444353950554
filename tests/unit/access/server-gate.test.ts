/** @jest-environment node */
import { creditQuery } from "@/lib/api/queries/credit-queries";
import { bannersQuery } from "@/lib/api/queries/home-queries";
import { unreadInboxCountQuery } from "@/lib/api/queries/inbox-keys";
import { unseenTicketCountQuery } from "@/lib/api/queries/support-keys";
import { paymentMethodsQuery } from "@/lib/api/queries/wallet-queries";
import { shellQueriesFor } from "@/lib/auth/shell-queries";
import { getSessionUser } from "@/lib/bff/session";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { upstreamJson } from "@/lib/bff/upstream";
import type { SessionUser } from "@/lib/contract/auth";

let requestPath: string | null = null;
jest.mock("next/headers", () => ({
  headers: async () => new Headers(requestPath ? { "x-panel-path": requestPath } : {}),
}));
jest.mock("@/lib/bff/session", () => ({ getSessionUser: jest.fn() }));
jest.mock("@/lib/bff/upstream", () => ({ upstreamJson: jest.fn() }));

const upstream = jest.mocked(upstreamJson);
const sendOnly: SessionUser = {
  user_name: "sara1",
  name: "سارا",
  user_id: 7,
  impersonated: false,
  member_of: { account_name: "شرکت نمونه", account_user_name: "owner1", permissions: ["send.quick", "reports.view"] },
};
const owner: SessionUser = { user_name: "owner1", name: "مدیر", user_id: 1, impersonated: false };

beforeEach(() => {
  upstream.mockReset();
  upstream.mockResolvedValue({ ok: false, status: 403 } as Awaited<ReturnType<typeof upstreamJson>>);
});

describe("a page's first view read on the server", () => {
  it("reads nothing for a page the colleague's role does not reach", async () => {
    requestPath = "/wallet/credit";
    jest.mocked(getSessionUser).mockResolvedValue(sendOnly);
    await prefetchQueries("token", [paymentMethodsQuery]);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("reads a page the role reaches, and every page for the owner", async () => {
    requestPath = "/send-sms/quick";
    jest.mocked(getSessionUser).mockResolvedValue(sendOnly);
    await prefetchQueries("token", [bannersQuery]);
    expect(upstream).toHaveBeenCalledTimes(1);
    requestPath = "/wallet/credit";
    jest.mocked(getSessionUser).mockResolvedValue(owner);
    await prefetchQueries("token", [paymentMethodsQuery]);
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it("reads the frame's own data on any page, as the layout chose it", async () => {
    requestPath = "/wallet/credit";
    jest.mocked(getSessionUser).mockResolvedValue(sendOnly);
    await prefetchQueries("token", [bannersQuery], { shell: true });
    expect(upstream).toHaveBeenCalledTimes(1);
  });
});

describe("the frame's own reads", () => {
  it("leave out the credit, the inbox count and support's count for a role without them", () => {
    expect(shellQueriesFor(["send.quick"])).toEqual([bannersQuery]);
    expect(shellQueriesFor(["wallet.view"])).toEqual([creditQuery, bannersQuery]);
    expect(shellQueriesFor(["tickets.manage"])).toEqual([unseenTicketCountQuery, bannersQuery]);
    expect(shellQueriesFor("all")).toEqual([creditQuery, unreadInboxCountQuery, unseenTicketCountQuery, bannersQuery]);
  });
});
