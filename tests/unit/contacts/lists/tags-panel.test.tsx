import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TagsPanel } from "@/components/contacts/tags/tags-panel";
import { CONTACT_MESSAGES, type ContactTag } from "@/lib/contract/contacts";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { API, failure, fakeBff, ok, paged, renderPanel, type Route } from "./lists-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

const LIST = `${API}/numbers/tags`;
const DELETE = `${API}/tags/delete-list`;

/** Nowruz 1404 at noon on the machine's clock, whatever its time zone. */
const GIVEN_AT = new Date(2025, 2, 21, 12).toISOString();

const tag = (id: number, text: string, contactId: number): ContactTag => ({
  id,
  number_id: String(contactId),
  phonebook_id: "3",
  tag: text,
  created_at: GIVEN_AT,
  updated_at: GIVEN_AT,
});

const TAGS = [tag(31, "مشتری ویژه", 120), tag(30, "همکار", 121), tag(29, "مشتری ویژه", 122)];

let bff: ReturnType<typeof fakeBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => bff.restore());

function start(routes: Record<string, Route> = {}, search = "") {
  bff = fakeBff({ [`GET ${LIST}`]: paged(TAGS, { total: 23 }), ...routes });
  return renderPanel(<TagsPanel />, search);
}

describe("TagsPanel", () => {
  it("lists the user's tags with their contact and the Jalali day each was given", async () => {
    start();
    await screen.findByText("همکار");
    const table = screen.getByRole("table", { name: "برچسب‌ها" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["مشتری ویژه", "۱۲۰", "۱۴۰۴/۰۱/۰۱"],
      ["همکار", "۱۲۱", "۱۴۰۴/۰۱/۰۱"],
      ["مشتری ویژه", "۱۲۲", "۱۴۰۴/۰۱/۰۱"],
    ]);
    expect(screen.getByText("نمایش ۱ تا ۱۰ از ۲۳")).toBeInTheDocument();
  });

  it("searches by the tag and page in the query string", async () => {
    start({}, "?tags_tag=همکار&page=3");
    await screen.findByText("همکار");
    expect(Object.fromEntries(bff.to("GET", LIST)[0]!.query)).toEqual({ page: "3", per_page: "10", tag: "همکار" });
  });

  it("says when no tag has the searched name", async () => {
    start({ [`GET ${LIST}`]: paged([]) }, "?tags_tag=ناموجود");
    expect(await screen.findByText("برچسبی با این نام پیدا نشد.")).toBeInTheDocument();
  });

  it("deletes the chosen tags once the user confirms", async () => {
    start({ [`POST ${DELETE}`]: ok(null) });
    await screen.findByText("همکار");
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب «همکار» مخاطب ۱۲۱" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب «مشتری ویژه» مخاطب ۱۲۲" }));
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));

    const dialog = await screen.findByRole("dialog", { name: "حذف برچسب‌ها" });
    expect(within(dialog).getByText("۲ برچسب انتخاب‌شده از مخاطبانشان برداشته شود؟")).toBeInTheDocument();
    expect(bff.to("POST", DELETE)).toHaveLength(0);
    const listReads = bff.to("GET", LIST).length;
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("POST", DELETE).map((call) => call.body)).toEqual([{ listTags: [30, 29] }]);
    expect(await screen.findByText("۲ برچسب حذف شد.")).toBeInTheDocument();
    await waitFor(() => expect(bff.to("GET", LIST).length).toBeGreaterThan(listReads));
    expect(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" })).toBeDisabled();
  });

  it("sends nothing when the user cancels, and keeps the choice", async () => {
    start();
    await screen.findByText("همکار");
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب «همکار» مخاطب ۱۲۱" }));
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "انصراف" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("POST", DELETE)).toHaveLength(0);
    expect(screen.getByText("۱ مورد انتخاب شده")).toBeInTheDocument();
  });

  it("keeps the dialog open with the upstream's reason when the delete is refused", async () => {
    start({ [`POST ${DELETE}`]: failure(422, "اطلاعات نامعتبر", { "listTags.0": [CONTACT_MESSAGES.tagNotFound] }) });
    await screen.findByText("همکار");
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب «همکار» مخاطب ۱۲۱" }));
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    const dialog = await screen.findByRole("dialog", { name: "حذف برچسب‌ها" });
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(CONTACT_MESSAGES.tagNotFound);
  });
});
