import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { requestListParams } from "@/components/support/list/request-filters";
import { SupportHome } from "@/components/support/list/support-home";
import { ticketListQuerySchema, type TicketRow } from "@/lib/contract/support";
import { toast, toastStore } from "@/lib/ui/toast-store";
import { mockViewport } from "../date/viewport";
import { fakeNetwork, ok, type FakeNetwork } from "./network";
import { choose, settle } from "./select";
import {
  renderSupport,
  SUGGESTION_CATEGORIES,
  TICKET_API,
  TICKET_CATEGORIES,
  ticketPage,
  ticketRow,
} from "./tickets-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn(), replace: jest.fn(), back: jest.fn() }),
  usePathname: () => "/support",
}));

let network: FakeNetwork;
beforeEach(() => mockViewport(false));
afterEach(() => {
  network.restore();
  act(() => toastStore.snapshot().forEach((item) => toast.dismiss(item.id)));
});

function serve({
  tickets = [] as TicketRow[],
  suggestions = [] as TicketRow[],
  feedback = null as null | { ticket_id: number; type: "ticket"; subject: string },
} = {}) {
  network = fakeNetwork({
    [`GET ${TICKET_API}/category`]: (_body, call) =>
      ok(call.query.get("type") === "suggestion" ? SUGGESTION_CATEGORIES : TICKET_CATEGORIES),
    [`GET ${TICKET_API}`]: (_body, call) => ticketPage(call.query.get("type") === "suggestion" ? suggestions : tickets),
    [`GET ${TICKET_API}/feedback`]: () => ok(feedback),
    [`POST ${TICKET_API}/feedback`]: (body) => {
      feedback = null;
      return ok(body);
    },
  });
}

const lastListQuery = () => network.to("GET", TICKET_API).at(-1)!.query;

describe("the requests list", () => {
  it("shows each ticket's number, subject leading to it, state in its kind's words, and an answer not seen yet", async () => {
    serve({
      tickets: [
        ticketRow({ ticket_id: 100002, subject: "فاکتور صادر نشد", state_id: 3, user_seen: 0 }),
        ticketRow({ ticket_id: 100001, state_id: 2 }),
      ],
    });
    renderSupport(<SupportHome />);
    const table = await screen.findByRole("table", { name: "درخواست‌های پشتیبانی" });
    await within(table).findByRole("link", { name: "فاکتور صادر نشد" });
    const [answered, waiting] = within(table).getAllByRole("row").slice(1);
    expect(answered).toHaveTextContent("۱۰۰۰۰۲");
    expect(within(answered!).getByRole("link", { name: "فاکتور صادر نشد" })).toHaveAttribute(
      "href",
      "/support/ticket/100002",
    );
    expect(answered).toHaveTextContent("پاسخ داده شده");
    expect(answered).toHaveTextContent("پاسخ تازه");
    expect(waiting).toHaveTextContent("در انتظار پاسخ پشتیبانی");
    expect(waiting).not.toHaveTextContent("پاسخ تازه");
    expect(lastListQuery().get("type")).toBe("ticket");
  });

  it("is a list of cards on a phone", async () => {
    mockViewport(true);
    serve({ tickets: [ticketRow({ state_id: 1, user_seen: 0 })] });
    renderSupport(<SupportHome />);
    const cards = await screen.findByRole("list", { name: "درخواست‌های پشتیبانی" });
    const [card] = within(cards).getAllByRole("listitem");
    expect(card).toHaveTextContent("در انتظار پاسخ شما");
    expect(card).toHaveTextContent("پاسخ تازه");
    expect(within(card!).getByRole("link", { name: "پیامک‌ها نمی‌رسد" })).toHaveAttribute(
      "href",
      "/support/ticket/100001",
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows suggestion requests in their tab with the manager's words, and invites a first one when there is none", async () => {
    serve({
      suggestions: [ticketRow({ type: "suggestion", ticket_id: 100003, subject: "گزارش ماهانه", state_id: 2 })],
    });
    const view = renderSupport(<SupportHome />, { search: "?tab=1" });
    const table = await screen.findByRole("table", { name: "پیشنهادها و انتقادها" });
    expect(await within(table).findByRole("link", { name: "گزارش ماهانه" })).toHaveAttribute(
      "href",
      "/support/suggestion-request/100003",
    );
    expect(table).toHaveTextContent("در انتظار بررسی مدیریت");
    expect(lastListQuery().get("type")).toBe("suggestion");

    fireEvent.mouseDown(screen.getByRole("tab", { name: "درخواست‌های پشتیبانی" }));
    fireEvent.click(screen.getByRole("tab", { name: "درخواست‌های پشتیبانی" }));
    await settle();
    expect(view.url().get("tab")).toBeNull();
    expect(await screen.findByText(/هنوز درخواست پشتیبانی‌ای ثبت نکرده‌اید/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ثبت نخستین درخواست" })).toHaveAttribute("href", "/support/create-ticket");
    expect(screen.getByRole("link", { name: "درخواست پشتیبانی جدید" })).toHaveAttribute(
      "href",
      "/support/create-ticket",
    );
  });

  it("keeps its filters in the URL and asks the upstream with them", async () => {
    serve({ tickets: [ticketRow()] });
    const view = renderSupport(<SupportHome />, {
      search: "?tk_state=3&tk_category=2&tk_from=1403/05/01&tk_to=1403/05/31&tk_number=۱۰۰۰۰۱&tk_q=فاکتور",
    });
    await screen.findByRole("table", { name: "درخواست‌های پشتیبانی" });
    await waitFor(() => expect(lastListQuery().get("category_id")).toBe("2"));
    const query = lastListQuery();
    expect(query.get("state_id")).toBe("3");
    expect(query.get("from_date")).toBe("1403-05-01");
    expect(query.get("to_date")).toBe("1403-05-31");
    expect(query.get("ticket_id")).toBe("100001");
    expect(query.get("q")).toBe("فاکتور");
    await choose("وضعیت", "بسته شده");
    expect(view.url().get("tk_state")).toBe("4");
    await waitFor(() => expect(lastListQuery().get("state_id")).toBe("4"));
  });

  it("asks the feedback of a closed request at the top until it is answered", async () => {
    serve({ feedback: { ticket_id: 100004, type: "ticket", subject: "خط قطع است" } });
    renderSupport(<SupportHome />);
    const card = await screen.findByRole("region", { name: "نظر شما دربارهٔ پاسخ" });
    expect(within(card).getByRole("link", { name: "«خط قطع است»" })).toHaveAttribute("href", "/support/ticket/100004");
    fireEvent.click(within(card).getByRole("radio", { name: "بله، حل شد" }));
    fireEvent.change(within(card).getByRole("textbox", { name: "توضیح (اختیاری)" }), { target: { value: "سریع بود" } });
    fireEvent.click(within(card).getByRole("button", { name: "ثبت پاسخ" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "نظر شما دربارهٔ پاسخ" })).toBeNull());
    expect(network.to("POST", `${TICKET_API}/feedback`)[0]!.body).toEqual({
      ticket_id: 100004,
      solved: true,
      comment: "سریع بود",
    });
  });

  it("takes «بعداً نه» as a declined feedback", async () => {
    serve({ feedback: { ticket_id: 100004, type: "ticket", subject: "خط قطع است" } });
    renderSupport(<SupportHome />);
    const card = await screen.findByRole("region", { name: "نظر شما دربارهٔ پاسخ" });
    fireEvent.click(within(card).getByRole("button", { name: "بعداً نه" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "نظر شما دربارهٔ پاسخ" })).toBeNull());
    expect(network.to("POST", `${TICKET_API}/feedback`)[0]!.body).toEqual({ ticket_id: 100004, dismissed: true });
  });
});

describe("a list's query", () => {
  it("is one the contract takes, a number typed in Persian digits read as Latin ones", () => {
    const params = requestListParams(
      "ticket",
      { q: " فاکتور ", number: "۱۰۰۰۰۱", state: "5", category: "1", date: { from: "1403/05/01", to: null } },
      2,
      20,
    );
    expect(params).toEqual({
      type: "ticket",
      page: 2,
      per_page: 20,
      q: "فاکتور",
      ticket_id: "100001",
      state_id: "5",
      category_id: "1",
      from_date: "1403-05-01",
    });
    expect(ticketListQuerySchema.safeParse(params).success).toBe(true);
  });

  it("leaves out a number that is not one", () => {
    expect(requestListParams("suggestion", { number: "۱۲الف" }, 1, 10)).toEqual({
      type: "suggestion",
      page: 1,
      per_page: 10,
    });
  });
});
