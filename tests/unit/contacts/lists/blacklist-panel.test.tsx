import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { BlacklistPanel } from "@/components/contacts/blacklist/blacklist-panel";
import type { BlacklistEntry } from "@/lib/contract/contact-lists";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { API, fakeBff, ok, paged, renderPanel, type Call, type Route } from "./lists-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

const LIST = `${API}/blacklist`;
const DELETE = `${API}/blacklist/delete-list`;

/** 1404/01/01 08:30:05 on the machine's clock, whatever its time zone. */
const ADDED_AT = new Date(2025, 2, 21, 8, 30, 5).toISOString();

const entry = (id: number, number: string, type: BlacklistEntry["type"]): BlacklistEntry => ({
  id,
  number,
  type,
  created_at: ADDED_AT,
});

const SEND = [entry(5, "+989121234567", "send"), entry(4, "+989351112222", "send")];
const RECEIVE = [entry(2, "+989901234567", "receive")];

/** Each list answers its own rows. */
const lists: Route = ({ query }: Call) => paged(query.get("type") === "receive" ? RECEIVE : SEND);

let bff: ReturnType<typeof fakeBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => bff.restore());

function start(routes: Record<string, Route> = {}, search = "") {
  bff = fakeBff({ [`GET ${LIST}`]: lists, ...routes });
  return renderPanel(<BlacklistPanel />, search);
}

const cellTexts = (tableName: string) =>
  within(screen.getByRole("table", { name: tableName }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(1)
        .map((cell) => cell.textContent),
    );

describe("BlacklistPanel lists", () => {
  it("opens on the send blacklist: each number left to right from 09, with its Jalali date", async () => {
    start();
    await screen.findByText("09121234567");
    expect(screen.getByRole("tab", { name: "فهرست سیاه ارسال" })).toHaveAttribute("aria-selected", "true");
    expect(cellTexts("فهرست سیاه ارسال")).toEqual([
      ["09121234567", "۱۴۰۴-۰۱-۰۱ ۰۸:۳۰:۰۵"],
      ["09351112222", "۱۴۰۴-۰۱-۰۱ ۰۸:۳۰:۰۵"],
    ]);
    expect(screen.getByText("09121234567").closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(bff.to("GET", LIST)[0]!.query.get("type")).toBe("send");
  });

  it("switches to the receive blacklist, writing it to the query and starting from page 1", async () => {
    const { url } = start({}, "?page=2");
    await screen.findByText("09121234567");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "فهرست سیاه دریافت" }), { button: 0 });
    expect(await screen.findByText("09901234567")).toBeInTheDocument();
    expect(url().get("blacklist_type")).toBe("receive");
    expect(url().has("page")).toBe(false);
    expect(bff.to("GET", LIST).at(-1)!.query.get("type")).toBe("receive");
  });

  it("opens the list the link names and searches a number typed from 09 as 98", async () => {
    start({}, "?blacklist_type=receive&blacklist_number=0990");
    await screen.findByText("09901234567");
    expect(Object.fromEntries(bff.to("GET", LIST)[0]!.query)).toEqual({
      page: "1",
      per_page: "10",
      number: "98990",
      type: "receive",
    });
  });

  it("says when a list is empty", async () => {
    start({ [`GET ${LIST}`]: paged([]) });
    expect(await screen.findByText("این فهرست خالی است.")).toBeInTheDocument();
  });
});

describe("BlacklistPanel adding numbers", () => {
  function openAdd() {
    fireEvent.click(screen.getByRole("button", { name: "افزودن شماره" }));
    return screen.getByRole("dialog", { name: "افزودن به فهرست سیاه ارسال" });
  }

  it("adds pasted numbers and says how many were new and how many were there already", async () => {
    start({ [`POST ${LIST}`]: ok({ added: 2, existences: 1 }) });
    await screen.findByText("09121234567");
    const dialog = openAdd();
    fireEvent.click(within(dialog).getByRole("button", { name: "افزودن گروهی" }));
    const paste = screen.getByRole("dialog", { name: "افزودن گروهی شماره‌ها" });
    fireEvent.change(within(paste).getByLabelText("شماره‌های موبایل"), {
      target: { value: "09121234567\n09351234567\n۰۹۹۰۱۲۳۴۵۶۷" },
    });
    fireEvent.click(within(paste).getByRole("button", { name: "افزودن به لیست" }));
    fireEvent.click(within(paste).getByRole("button", { name: "بستن" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "افزودن گروهی شماره‌ها" })).not.toBeInTheDocument(),
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "افزودن به فهرست" }));
    const status = await within(dialog).findByRole("status");
    expect(status).toHaveTextContent("۲ شماره به فهرست افزوده شد.");
    expect(status).toHaveTextContent("۱ شماره از پیش در فهرست بود.");
    expect(bff.to("POST", LIST).map((call) => call.body)).toEqual([
      { type: "send", numbers: ["+989121234567", "+989351234567", "+989901234567"] },
    ]);
    // The entry is emptied for the next numbers, and the list is read again.
    expect(within(dialog).queryByRole("list", { name: "فهرست شماره‌های موبایل" })).not.toBeInTheDocument();
    await waitFor(() => expect(bff.to("GET", LIST).length).toBeGreaterThan(1));
  });

  it("asks for at least one number and sends nothing without one", async () => {
    start();
    await screen.findByText("09121234567");
    const dialog = openAdd();
    fireEvent.click(within(dialog).getByRole("button", { name: "افزودن به فهرست" }));
    expect(await within(dialog).findByText("دست‌کم یک شماره موبایل وارد کنید")).toBeInTheDocument();
    expect(bff.to("POST", LIST)).toHaveLength(0);
  });

  it("adds to the receive blacklist from its own tab", async () => {
    start({ [`POST ${LIST}`]: ok({ added: 1, existences: 0 }) }, "?blacklist_type=receive");
    await screen.findByText("09901234567");
    fireEvent.click(screen.getByRole("button", { name: "افزودن شماره" }));
    const dialog = screen.getByRole("dialog", { name: "افزودن به فهرست سیاه دریافت" });
    const input = within(dialog).getByRole("textbox", { name: "شماره‌های موبایل" });
    fireEvent.change(input, { target: { value: "09129998877" } });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.click(within(dialog).getByRole("button", { name: "افزودن به فهرست" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("۱ شماره به فهرست افزوده شد.");
    expect(bff.to("POST", LIST)[0]!.body).toEqual({ type: "receive", numbers: ["+989129998877"] });
  });
});

describe("BlacklistPanel deleting", () => {
  it("takes the chosen numbers off the list once the user confirms", async () => {
    start({ [`POST ${DELETE}`]: ok(null) });
    await screen.findByText("09121234567");
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب همه ردیف‌های این صفحه" }));
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    const dialog = await screen.findByRole("dialog", { name: "حذف از فهرست سیاه ارسال" });
    expect(within(dialog).getByText("۲ شمارهٔ انتخاب‌شده از فهرست سیاه ارسال حذف شود؟")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("POST", DELETE).map((call) => call.body)).toEqual([{ type: "send", listNumbers: [5, 4] }]);
    expect(await screen.findByText("۲ شماره از فهرست سیاه ارسال حذف شد.")).toBeInTheDocument();
  });

  it("forgets the choice when switching lists, since ids belong to one list", async () => {
    start();
    await screen.findByText("09121234567");
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب 09121234567" }));
    expect(screen.getByText("۱ مورد انتخاب شده")).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "فهرست سیاه دریافت" }), { button: 0 });
    await screen.findByText("09901234567");
    expect(screen.queryByText("۱ مورد انتخاب شده")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" })).toBeDisabled();
  });
});
