import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { FeaturesPanel } from "@/components/contacts/features/features-panel";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { optionInUseWarning, PHONEBOOK_MESSAGES } from "@/lib/contract/phonebooks";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { API, choose, failure, fakeBff, ok, paged, renderPanel, settle, type Route } from "./lists-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

const LIST = `${API}/options/list-new`;

const feature = (
  id: number,
  title: string,
  latin: string | null,
  type: PhonebookOption["type"],
  extra: Partial<PhonebookOption> = {},
): PhonebookOption => ({
  id,
  title,
  latin_title: latin,
  type,
  enabled: true,
  system: false,
  created_at: "2025-01-19T12:26:25+00:00",
  ...extra,
});

const BIRTHDAY = feature(1, "تاریخ تولد", "birthday", "date", { system: true });
const CITY = feature(7, "شهر", "city", "string");
const POINTS = feature(8, "امتیاز", null, "int", { enabled: false });
const FEATURES = [BIRTHDAY, CITY, POINTS];

const CITY_IN_USE = optionInUseWarning("شهر", { phonebooks: 2, sends: 0 });

let bff: ReturnType<typeof fakeBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => bff.restore());

function start(routes: Record<string, Route> = {}, search = "") {
  bff = fakeBff({ [`GET ${LIST}`]: paged(FEATURES), ...routes });
  return renderPanel(<FeaturesPanel />, search);
}

const table = () => screen.getByRole("table", { name: "ویژگی‌های مخاطبان" });
const rowOf = (title: string) => within(table()).getByText(title).closest("tr")!;

describe("FeaturesPanel list", () => {
  it("shows each feature's Persian and Latin titles and its type in Persian", async () => {
    start();
    await screen.findByText("شهر");
    const city = rowOf("شهر");
    expect(within(city).getByText("city")).toHaveAttribute("dir", "ltr");
    expect(within(city).getByText("متن")).toBeInTheDocument();
    expect(within(rowOf("تاریخ تولد")).getByText("تاریخ")).toBeInTheDocument();
    expect(within(rowOf("امتیاز")).getByText("عدد")).toBeInTheDocument();
    expect(within(rowOf("امتیاز")).getByRole("switch", { name: "فعال بودن «امتیاز»" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    expect(within(city).getByRole("switch", { name: "فعال بودن «شهر»" })).toHaveAttribute("aria-checked", "true");
  });

  it("marks system features «سیستمی» and gives them no checkbox, switch, edit or delete", async () => {
    start();
    await screen.findByText("تاریخ تولد");
    const system = rowOf("تاریخ تولد");
    expect(within(system).getByText("سیستمی")).toBeInTheDocument();
    expect(within(system).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(system).queryByRole("switch")).not.toBeInTheDocument();
    expect(within(system).queryByRole("button")).not.toBeInTheDocument();
    expect(within(system).getByText("فعال")).toBeInTheDocument();

    // Choosing the whole page takes the user's own features only.
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب همه ردیف‌های این صفحه" }));
    expect(await screen.findByText("۲ مورد انتخاب شده")).toBeInTheDocument();
  });

  it("asks the upstream for the filters and page in the query string", async () => {
    start({}, "?features_title=شه&features_type=string&features_enabled=0&page=2&limit=20");
    await screen.findByText("شهر");
    const query = bff.to("GET", LIST)[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ page: "2", per_page: "20", title: "شه", type: "string", enabled: "0" });
  });

  it("says why the list failed and loads it again on retry", async () => {
    let fail = true;
    start({ [`GET ${LIST}`]: () => (fail ? failure(500, "خطا") : paged(FEATURES)) });
    expect(await screen.findByText("خطا در ارسال اطلاعات")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByText("شهر")).toBeInTheDocument();
  });

  it("says so when the user has none", async () => {
    start({ [`GET ${LIST}`]: paged([]) });
    expect(await screen.findByText("هنوز ویژگی‌ای ندارید؛ با «ویژگی جدید» بسازید.")).toBeInTheDocument();
  });

  it("lays features out as cards on a phone, with a select-all line for the user's own", async () => {
    jest.mocked(useIsMobile).mockReturnValue(true);
    start();
    const cards = await screen.findByRole("list", { name: "ویژگی‌های مخاطبان" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(3);
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب همه ردیف‌های این صفحه" }));
    expect(await screen.findByText("۲ مورد انتخاب شده")).toBeInTheDocument();
  });
});

describe("FeaturesPanel create and edit", () => {
  const STORE = `${API}/options`;

  it("makes a feature from the dialog with the contract's fields", async () => {
    start({
      [`POST ${STORE}`]: ({ body }) => ok({ ...feature(9, "کد ملی", "national_code", "int"), ...(body as object) }),
    });
    await screen.findByText("شهر");
    fireEvent.click(screen.getByRole("button", { name: "ویژگی جدید" }));
    const dialog = await screen.findByRole("dialog", { name: "ویژگی جدید" });
    fireEvent.change(within(dialog).getByLabelText("عنوان فارسی"), { target: { value: "کد ملی" } });
    fireEvent.change(within(dialog).getByLabelText("عنوان لاتین (اختیاری)"), { target: { value: "national_code" } });
    await choose("نوع", "عدد");
    fireEvent.click(within(dialog).getByRole("button", { name: "افزودن ویژگی" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("POST", STORE).map((call) => call.body)).toEqual([
      { type: "int", title: "کد ملی", latin_title: "national_code", enabled: true },
    ]);
    expect(await screen.findByText("ویژگی «کد ملی» ساخته شد.")).toBeInTheDocument();
  });

  it("sends no Latin title when the box is left blank", async () => {
    start({ [`POST ${STORE}`]: ok(feature(9, "یادداشت", null, "string")) });
    await screen.findByText("شهر");
    fireEvent.click(screen.getByRole("button", { name: "ویژگی جدید" }));
    const dialog = await screen.findByRole("dialog", { name: "ویژگی جدید" });
    fireEvent.change(within(dialog).getByLabelText("عنوان فارسی"), { target: { value: "یادداشت" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "افزودن ویژگی" }));
    await waitFor(() => expect(bff.to("POST", STORE)).toHaveLength(1));
    expect(bff.to("POST", STORE)[0]!.body).toEqual({
      type: "string",
      title: "یادداشت",
      latin_title: null,
      enabled: true,
    });
  });

  it("refuses a bad Latin title next to the field, keeping what was typed, and sends nothing", async () => {
    start();
    await screen.findByText("شهر");
    fireEvent.click(screen.getByRole("button", { name: "ویژگی جدید" }));
    const dialog = await screen.findByRole("dialog", { name: "ویژگی جدید" });
    fireEvent.change(within(dialog).getByLabelText("عنوان فارسی"), { target: { value: "شهر محل کار" } });
    const latin = within(dialog).getByLabelText("عنوان لاتین (اختیاری)");
    fireEvent.change(latin, { target: { value: "1city" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "افزودن ویژگی" }));
    expect(await within(dialog).findByText(PHONEBOOK_MESSAGES.latinTitleInvalid)).toBeInTheDocument();
    expect(latin).toHaveValue("1city");
    expect(latin).toHaveAttribute("aria-invalid", "true");
    expect(bff.to("POST", STORE)).toHaveLength(0);
  });

  it("puts the upstream's field message on the Latin title", async () => {
    start({
      [`POST ${STORE}`]: failure(422, "اطلاعات نامعتبر", { latin_title: [PHONEBOOK_MESSAGES.latinTitleTaken] }),
    });
    await screen.findByText("شهر");
    fireEvent.click(screen.getByRole("button", { name: "ویژگی جدید" }));
    const dialog = await screen.findByRole("dialog", { name: "ویژگی جدید" });
    fireEvent.change(within(dialog).getByLabelText("عنوان فارسی"), { target: { value: "شهر دوم" } });
    fireEvent.change(within(dialog).getByLabelText("عنوان لاتین (اختیاری)"), { target: { value: "City" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "افزودن ویژگی" }));
    expect(await within(dialog).findByText(PHONEBOOK_MESSAGES.latinTitleTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("عنوان لاتین (اختیاری)")).toHaveValue("City");
  });

  it("edits the titles of the user's feature and warns before renaming the Latin title of one in use", async () => {
    const PUT = `${API}/options/7`;
    start({
      [`PUT ${PUT}`]: ({ body }) =>
        (body as { confirm: boolean }).confirm ? ok(true) : failure(409, CITY_IN_USE, { latin_title: [CITY_IN_USE] }),
    });
    await screen.findByText("شهر");
    fireEvent.click(screen.getByRole("button", { name: "ویرایش «شهر»" }));
    const dialog = await screen.findByRole("dialog", { name: "ویرایش ویژگی «شهر»" });
    expect(within(dialog).getByLabelText("عنوان فارسی")).toHaveValue("شهر");
    expect(within(dialog).getByRole("combobox", { name: "نوع" })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("عنوان لاتین (اختیاری)"), { target: { value: "town" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "ذخیره" }));

    expect(await within(dialog).findByText(CITY_IN_USE)).toBeInTheDocument();
    expect(bff.to("PUT", PUT)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "با این حال ذخیره شود" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("PUT", PUT).map((call) => call.body)).toEqual([
      { title: "شهر", latin_title: "town", confirm: false },
      { title: "شهر", latin_title: "town", confirm: true },
    ]);
  });
});

describe("FeaturesPanel turning off a feature in use", () => {
  const PUT = `${API}/options/7`;
  const answer: Route = ({ body }) =>
    (body as { confirm: boolean }).confirm ? ok(true) : failure(409, CITY_IN_USE, { enabled: [CITY_IN_USE] });

  it("warns first and turns it off only once the user confirms", async () => {
    start({ [`PUT ${PUT}`]: answer });
    await screen.findByText("شهر");
    fireEvent.click(screen.getByRole("switch", { name: "فعال بودن «شهر»" }));
    const dialog = await screen.findByRole("dialog", { name: "غیرفعال کردن «شهر»" });
    expect(within(dialog).getByText(CITY_IN_USE)).toBeInTheDocument();
    // Behind the dialog (hidden from the accessibility tree meanwhile), the switch is still on.
    expect(screen.getByRole("switch", { name: "فعال بودن «شهر»", hidden: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "با این حال غیرفعال شود" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("PUT", PUT).map((call) => call.body)).toEqual([
      { enabled: false, confirm: false },
      { enabled: false, confirm: true },
    ]);
    expect(await screen.findByText("ویژگی «شهر» غیرفعال شد.")).toBeInTheDocument();
  });

  it("leaves it on when the user cancels the warning", async () => {
    start({ [`PUT ${PUT}`]: answer });
    await screen.findByText("شهر");
    fireEvent.click(screen.getByRole("switch", { name: "فعال بودن «شهر»" }));
    const dialog = await screen.findByRole("dialog", { name: "غیرفعال کردن «شهر»" });
    fireEvent.click(within(dialog).getByRole("button", { name: "انصراف" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("PUT", PUT)).toHaveLength(1);
    expect(screen.getByRole("switch", { name: "فعال بودن «شهر»" })).toHaveAttribute("aria-checked", "true");
  });

  it("turns a feature on at once, without a warning", async () => {
    start({ [`PUT ${API}/options/8`]: ok(true) });
    await screen.findByText("امتیاز");
    fireEvent.click(screen.getByRole("switch", { name: "فعال بودن «امتیاز»" }));
    expect(await screen.findByText("ویژگی «امتیاز» فعال شد.")).toBeInTheDocument();
    expect(bff.to("PUT", `${API}/options/8`).map((call) => call.body)).toEqual([{ enabled: true, confirm: false }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("FeaturesPanel deleting", () => {
  const DELETE = `${API}/options/delete-list`;

  it("asks first, shows the in-use warning, and deletes on the second confirmation", async () => {
    start({
      [`POST ${DELETE}`]: ({ body }) =>
        (body as { confirm: boolean }).confirm ? ok(null) : failure(409, CITY_IN_USE, { listOptions: [CITY_IN_USE] }),
    });
    await screen.findByText("شهر");
    const deleteButton = screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" });
    expect(deleteButton).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب «شهر»" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب «امتیاز»" }));
    fireEvent.click(deleteButton);

    const dialog = await screen.findByRole("dialog", { name: "حذف ویژگی‌ها" });
    expect(within(dialog).getByText(/۲ ویژگی انتخاب‌شده حذف شود؟/)).toBeInTheDocument();
    expect(bff.to("POST", DELETE)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));

    const warning = await screen.findByRole("dialog", { name: "ویژگی در حال استفاده است" });
    expect(within(warning).getByText(CITY_IN_USE)).toBeInTheDocument();
    fireEvent.click(within(warning).getByRole("button", { name: "با این حال حذف شود" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bff.to("POST", DELETE).map((call) => call.body)).toEqual([
      { listOptions: [7, 8], confirm: false },
      { listOptions: [7, 8], confirm: true },
    ]);
    expect(await screen.findByText("۲ ویژگی حذف شد.")).toBeInTheDocument();
    expect(screen.queryByText("۲ مورد انتخاب شده")).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the reason when the delete fails", async () => {
    start({
      [`POST ${DELETE}`]: failure(422, "اطلاعات نامعتبر", { "listOptions.0": [PHONEBOOK_MESSAGES.optionNotFound] }),
    });
    await screen.findByText("شهر");
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب «شهر»" }));
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    const dialog = await screen.findByRole("dialog", { name: "حذف ویژگی‌ها" });
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(PHONEBOOK_MESSAGES.optionNotFound);
    await settle();
    expect(screen.getByText("۱ مورد انتخاب شده")).toBeInTheDocument();
  });
});
