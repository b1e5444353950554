import { screen, waitFor, within } from "@testing-library/react";
import { Cancel11Panel } from "@/components/contacts/cancel11/cancel11-panel";
import type { Cancel11Entry } from "@/lib/contract/contact-lists";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { senderLine } from "../../support/sender-lines";
import { API, choose, failure, fakeBff, paged, renderPanel, type Route } from "./lists-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

const LIST = `${API}/cancel11`;
const LINES = "/api/v1/api/number/numbers";

const line = (id: number, number: string, alias: string | null) =>
  senderLine({ id, number, alias, needs_cancel_suffix: true, shared: true, is_default: id === 1 });

/** 1404/01/05 14:10:00 on the machine's clock, whatever its time zone. */
const ANSWERED_AT = new Date(2025, 2, 25, 14, 10).toISOString();

const entry = (id: number, number: string, lineId: number, lineNumber: string): Cancel11Entry => ({
  id,
  number,
  line_id: lineId,
  line_number: lineNumber,
  created_at: ANSWERED_AT,
});

const ENTRIES = [entry(12, "+989121234567", 1, "+9810002000"), entry(11, "+989351112222", 2, "+983000505")];

let bff: ReturnType<typeof fakeBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => bff.restore());

function start(routes: Record<string, Route> = {}, search = "") {
  bff = fakeBff({
    [`GET ${LINES}`]: paged([line(1, "+9810002000", "خط اختصاصی"), line(2, "+983000505", null)]),
    [`GET ${LIST}`]: paged(ENTRIES),
    ...routes,
  });
  return renderPanel(<Cancel11Panel />, search);
}

describe("Cancel11Panel", () => {
  it("explains that a reply of 11 adds a number and 12 takes it off", async () => {
    start();
    await screen.findByText("09121234567");
    expect(screen.getByText(/«۱۱» پاسخ دهد، شماره‌اش به فهرست لغو۱۱ همان خط می‌رود/)).toBeInTheDocument();
    expect(screen.getByText(/«۱۲» بفرستد، از فهرست برداشته می‌شود/)).toBeInTheDocument();
  });

  it("shows each number with its line and the Jalali time it answered", async () => {
    start();
    await screen.findByText("09121234567");
    const rows = within(screen.getByRole("table", { name: "فهرست لغو۱۱" }))
      .getAllByRole("row")
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["09121234567", "9810002000", "۱۴۰۴-۰۱-۰۵ ۱۴:۱۰:۰۰"],
      ["09351112222", "983000505", "۱۴۰۴-۰۱-۰۵ ۱۴:۱۰:۰۰"],
    ]);
  });

  it("offers the user's lines as the filter and asks for the chosen line's list", async () => {
    const { url } = start();
    await screen.findByText("09121234567");
    await choose("خط ارسال‌کننده", "983000505");
    await waitFor(() => expect(bff.to("GET", LIST).at(-1)!.query.get("line_id")).toBe("2"));
    expect(url().get("cancel11_line")).toBe("2");
    expect(bff.to("GET", LIST)[0]!.query.has("line_id")).toBe(false);
  });

  it("reads a line and a number search from the link, asking once the lines are known", async () => {
    start({ [`GET ${LIST}`]: paged(ENTRIES, { page: 2, total: 12 }) }, "?cancel11_line=1&cancel11_number=0912&page=2");
    await screen.findByText("09121234567");
    const reads = bff.to("GET", LIST);
    expect(reads).toHaveLength(1);
    expect(Object.fromEntries(reads[0]!.query)).toEqual({ page: "2", per_page: "10", number: "98912", line_id: "1" });
    expect(screen.getByRole("combobox", { name: "خط ارسال‌کننده" })).toHaveTextContent("خط اختصاصی (9810002000)");
  });

  it("goes back to the last page when the page asked for is past the end", async () => {
    const { url } = start(
      {
        [`GET ${LIST}`]: ({ query }) =>
          paged(query.get("page") === "2" ? ENTRIES : [], { page: Number(query.get("page")), total: 12 }),
      },
      "?page=5",
    );
    expect(await screen.findByText("09121234567")).toBeInTheDocument();
    expect(url().get("page")).toBe("2");
    expect(bff.to("GET", LIST).map((call) => call.query.get("page"))).toEqual(["5", "2"]);
  });

  it("still lists every line's numbers when the lines cannot be read, and says why", async () => {
    start({ [`GET ${LINES}`]: failure(500, "خطا") });
    expect(await screen.findByText("09121234567")).toBeInTheDocument();
    expect(screen.getByText("خطوط شما دریافت نشد: خطا در ارسال اطلاعات")).toBeInTheDocument();
  });

  it("says when nobody has answered 11", async () => {
    start({ [`GET ${LIST}`]: paged([]) });
    expect(await screen.findByText("هنوز کسی «۱۱» نفرستاده است.")).toBeInTheDocument();
  });
});
