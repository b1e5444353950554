import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ContactsPanel } from "@/components/contacts/contacts/contacts-panel";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import {
  contact,
  CONTACTS_PATH,
  DELETE_CONTACTS_PATH,
  FEATURES,
  FEATURES_PATH,
  fakeBff,
  hrefOf,
  ok,
  page,
  refusal,
  renderContacts,
  settle,
  tag,
} from "./contacts-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const NOON = "2024-08-02T08:30:00+00:00";
const MARYAM = contact({
  id: 11,
  number: "+989121234567",
  name: "مریم",
  gender: 2,
  created_at: NOON,
  tags: [tag(1, "مشتری ویژه", 11)],
});
const REZA = contact({
  id: 12,
  number: "+989351112233",
  name: "رضا",
  gender: 1,
  phonebook_title: "همکاران",
  phonebook_id: 2,
  created_at: NOON,
});
const NAMELESS = contact({ id: 13, number: "+989901112233", created_at: NOON });
const ALL = [MARYAM, REZA, NAMELESS];

function bff(routes = {}) {
  return fakeBff({
    [`GET ${CONTACTS_PATH}`]: page(ALL, { total: 23 }),
    [`GET ${FEATURES_PATH}`]: page(FEATURES),
    [`POST ${DELETE_CONTACTS_PATH}`]: ok(null),
    ...routes,
  });
}

let network: ReturnType<typeof bff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => {
  network.restore();
  jest.useRealTimers();
});

const table = () => screen.getByRole("table");
const lastListQuery = () => Object.fromEntries(network.of("GET", CONTACTS_PATH).at(-1)!.query);

describe("the contacts table", () => {
  it("asks the upstream with the filters and page of the query string", async () => {
    network = bff();
    renderContacts(
      <ContactsPanel phonebook={{ id: 4, title: "مشتریان" }} />,
      "?contact_search=0912&contact_tag=vip&contact_created_from=1403/05/12&page=2&limit=20",
    );
    await screen.findByText("مریم");
    expect(lastListQuery()).toEqual({
      number: "98912",
      tag: "vip",
      phonebook_id: "4",
      from_created_at: String(new Date(2024, 7, 2).getTime() / 1000),
      page: "2",
      per_page: "20",
    });
    expect(screen.getByLabelText("جستجو")).toHaveValue("0912");
  });

  it("shows each contact's name, number as 09…, gender in Persian, group, tags and Jalali created time", async () => {
    network = bff();
    renderContacts(<ContactsPanel />);
    const row = (await screen.findByText("مریم")).closest("tr")!;
    expect(within(row).getByText("09121234567")).toHaveAttribute("dir", "ltr");
    expect(within(row).getByText("زن")).toBeInTheDocument();
    expect(within(row).getByText("مشتریان")).toBeInTheDocument();
    expect(within(row).getByText("مشتری ویژه")).toBeInTheDocument();
    expect(within(row).getByText(/^۱۴۰۳-۰۵-۱۲ /)).toBeInTheDocument();
    const other = screen.getByText("رضا").closest("tr")!;
    expect(within(other).getByText("مرد")).toBeInTheDocument();
    expect(within(other).getByText("همکاران")).toBeInTheDocument();
    const nameless = screen.getByText("09901112233").closest("tr")!;
    expect(within(nameless).getByText("بدون نام")).toBeInTheDocument();
    expect(within(nameless).getByText("نامشخص")).toBeInTheDocument();
    expect(screen.getByText("نمایش ۱ تا ۱۰ از ۲۳")).toBeInTheDocument();
  });

  it("exports what the filters show, as CSV and Excel", async () => {
    network = bff();
    renderContacts(<ContactsPanel phonebook={{ id: 4, title: "مشتریان" }} />, "?contact_tag=vip");
    await screen.findByText("مریم");
    expect(hrefOf("خروجی CSV")).toBe(
      "/api/v1/api/phonebooks/numbers/contact-list/export?phonebook_id=4&tag=vip&format=csv",
    );
    expect(hrefOf("خروجی اکسل")).toBe(
      "/api/v1/api/phonebooks/numbers/contact-list/export?phonebook_id=4&tag=vip&format=xlsx",
    );
  });

  it("says why the list is empty", async () => {
    network = bff({ [`GET ${CONTACTS_PATH}`]: page([]) });
    const { unmount } = renderContacts(<ContactsPanel />, "?contact_tag=vip");
    expect(await screen.findByText("مخاطبی با این فیلترها پیدا نشد.")).toBeInTheDocument();
    unmount();
    renderContacts(<ContactsPanel phonebook={{ id: 4, title: "مشتریان" }} />);
    expect(await screen.findByText("این دفترچه هنوز مخاطبی ندارد.")).toBeInTheDocument();
  });

  it("shows a failure with a retry that asks again", async () => {
    let fail = true;
    network = bff({
      [`GET ${CONTACTS_PATH}`]: () =>
        fail ? { status: 500, body: { data: null, meta: { status: false } } } : page(ALL),
    });
    renderContacts(<ContactsPanel />);
    expect(await screen.findByText("خطا در ارسال اطلاعات")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByText("مریم")).toBeInTheDocument();
  });
});

describe("deleting contacts", () => {
  async function chooseRows(...names: string[]) {
    await screen.findByText("مریم");
    for (const name of names) fireEvent.click(within(screen.getByText(name).closest("tr")!).getByRole("checkbox"));
  }

  it("deletes the chosen rows after a confirmation, then shows the list again", async () => {
    network = bff();
    renderContacts(<ContactsPanel />);
    await chooseRows("مریم", "رضا");
    expect(screen.getByText("۲ مخاطب انتخاب شده")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("۲ مخاطب حذف می‌شوند و بازگشتی ندارند");
    expect(network.of("POST", DELETE_CONTACTS_PATH)).toHaveLength(0);
    const listed = network.of("GET", CONTACTS_PATH).length;
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    await waitFor(() => expect(network.of("POST", DELETE_CONTACTS_PATH)).toHaveLength(1));
    expect(network.of("POST", DELETE_CONTACTS_PATH)[0]!.body).toEqual({ listNumbers: [11, 12] });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(network.of("GET", CONTACTS_PATH).length).toBeGreaterThan(listed);
    expect(screen.queryByText(/مخاطب انتخاب شده/)).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the reason when the delete fails", async () => {
    network = bff({ [`POST ${DELETE_CONTACTS_PATH}`]: refusal({ "listNumbers.0": ["مخاطب یافت نشد"] }) });
    renderContacts(<ContactsPanel />);
    await chooseRows("رضا");
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("مخاطب یافت نشد");
  });

  it("lets go of the chosen rows when the filters change, so no hidden row is deleted", async () => {
    jest.useFakeTimers();
    network = bff();
    renderContacts(<ContactsPanel />);
    await chooseRows("مریم");
    expect(screen.getByText("۱ مخاطب انتخاب شده")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("جستجو"), { target: { value: "رضا" } });
    await act(async () => void jest.advanceTimersByTime(600));
    await settle();
    expect(lastListQuery()).toMatchObject({ number: "رضا" });
    expect(screen.queryByText(/مخاطب انتخاب شده/)).not.toBeInTheDocument();
  });
});

describe("editing from the table", () => {
  it("opens the contact in the form", async () => {
    network = bff();
    renderContacts(<ContactsPanel />);
    await screen.findByText("مریم");
    fireEvent.click(screen.getByRole("button", { name: "ویرایش رضا" }));
    const dialog = await screen.findByRole("dialog", { name: "ویرایش مخاطب" });
    expect(await within(dialog).findByLabelText("شماره موبایل")).toHaveValue("09351112233");
    expect(within(dialog).getByLabelText("نام")).toHaveValue("رضا");
  });

  it("starts afresh from the next contact after a closed edit", async () => {
    network = bff();
    renderContacts(<ContactsPanel />);
    await screen.findByText("مریم");
    fireEvent.click(screen.getByRole("button", { name: "ویرایش رضا" }));
    let dialog = await screen.findByRole("dialog", { name: "ویرایش مخاطب" });
    fireEvent.change(await within(dialog).findByLabelText("نام"), { target: { value: "نوشتهٔ رهاشده" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "انصراف" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole("button", { name: "ویرایش مریم" }));
    dialog = await screen.findByRole("dialog", { name: "ویرایش مخاطب" });
    expect(await within(dialog).findByLabelText("نام")).toHaveValue("مریم");
    expect(within(dialog).getByLabelText("شماره موبایل")).toHaveValue("09121234567");
  });
});

describe("on a phone", () => {
  it("shows cards whose names lead to each contact's page", async () => {
    jest.mocked(useIsMobile).mockReturnValue(true);
    network = bff();
    renderContacts(<ContactsPanel />);
    expect(await screen.findByRole("link", { name: "مریم" })).toHaveAttribute("href", "/contacts/contact/11");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "مخاطبان" })).toBeInTheDocument();
  });
});

test("the table is labelled for screen readers", async () => {
  network = bff();
  renderContacts(<ContactsPanel phonebook={{ id: 4, title: "مشتریان" }} />);
  await screen.findByText("مریم");
  expect(table()).toHaveAccessibleName("مخاطبان مشتریان");
});
