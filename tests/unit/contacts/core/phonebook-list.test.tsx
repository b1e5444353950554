import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { PhonebookList } from "@/components/contacts/phonebooks/phonebook-list";
import {
  DELETE_PHONEBOOKS_PATH,
  fakeBff,
  ok,
  page,
  phonebook,
  PHONEBOOK_LIST_PATH,
  PHONEBOOKS_PATH,
  refusal,
  renderContacts,
  settle,
  type,
} from "./contacts-harness";

const BOOKS = [phonebook(3, "بایگانی", 0), phonebook(2, "همکاران", 1250), phonebook(1, "مشتریان", 4)];

function bff(routes = {}) {
  return fakeBff({
    [`GET ${PHONEBOOK_LIST_PATH}`]: page(BOOKS, { perPage: 20 }),
    [`POST ${PHONEBOOKS_PATH}`]: ok(phonebook(9, "تازه", 0)),
    [`PUT ${PHONEBOOKS_PATH}/2`]: ok(null),
    [`POST ${DELETE_PHONEBOOKS_PATH}`]: ok(null),
    ...routes,
  });
}

let network: ReturnType<typeof bff>;
afterEach(() => {
  network.restore();
  jest.useRealTimers();
});

const lastListQuery = () => Object.fromEntries(network.of("GET", PHONEBOOK_LIST_PATH).at(-1)!.query);
const rowOf = (title: string) => screen.getByText(title).closest("li")!;

describe("the phonebook list", () => {
  it("shows each phonebook with its contact count, and which one is shown", async () => {
    network = bff();
    renderContacts(<PhonebookList selectedId={2} onSelect={jest.fn()} />);
    await screen.findByText("همکاران");
    expect(within(rowOf("همکاران")).getByText("۱٬۲۵۰")).toBeInTheDocument();
    expect(within(rowOf("مشتریان")).getByText("۴")).toBeInTheDocument();
    expect(within(rowOf("همکاران")).getByRole("button", { name: /^همکاران/ })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "همهٔ مخاطبان" })).not.toHaveAttribute("aria-current");
    expect(lastListQuery()).toEqual({ page: "1", per_page: "20" });
  });

  it("chooses a phonebook, or all contacts", async () => {
    network = bff();
    const onSelect = jest.fn();
    renderContacts(<PhonebookList selectedId={null} onSelect={onSelect} />);
    fireEvent.click(await screen.findByRole("button", { name: /^مشتریان/ }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1, title: "مشتریان" }));
    fireEvent.click(screen.getByRole("button", { name: "همهٔ مخاطبان" }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it("searches titles after a pause, from page 1, keeping the search in the query string", async () => {
    jest.useFakeTimers();
    network = bff();
    const { url } = renderContacts(<PhonebookList />, "?group_page=3");
    await settle();
    type("جستجوی عنوان دفترچه", "همکار");
    expect(screen.getByLabelText("جستجوی عنوان دفترچه")).toHaveValue("همکار");
    await act(async () => void jest.advanceTimersByTime(499));
    expect(lastListQuery()).toEqual({ page: "3", per_page: "20" });
    await act(async () => void jest.advanceTimersByTime(200));
    await settle();
    expect(url().get("group_search")).toBe("همکار");
    expect(url().has("group_page")).toBe(false);
    expect(lastListQuery()).toEqual({ page: "1", per_page: "20", title: "همکار" });
  });

  it("pages through many phonebooks", async () => {
    network = bff({ [`GET ${PHONEBOOK_LIST_PATH}`]: page(BOOKS, { perPage: 20, total: 45 }) });
    const { url } = renderContacts(<PhonebookList />);
    await screen.findByText("همکاران");
    fireEvent.click(
      within(screen.getByRole("navigation", { name: "صفحه‌بندی دفترچه‌ها" })).getByRole("button", { name: /۳/ }),
    );
    await settle();
    expect(url().get("group_page")).toBe("3");
    expect(lastListQuery()).toMatchObject({ page: "3" });
  });

  it("says there are none, or none by that title", async () => {
    network = bff({ [`GET ${PHONEBOOK_LIST_PATH}`]: page([]) });
    const { unmount } = renderContacts(<PhonebookList />);
    expect(await screen.findByText("هنوز دفترچه تلفنی نساخته‌اید.")).toBeInTheDocument();
    unmount();
    renderContacts(<PhonebookList />, "?group_search=x");
    expect(await screen.findByText("دفترچه‌ای با این عنوان پیدا نشد.")).toBeInTheDocument();
  });
});

describe("deleting phonebooks", () => {
  it("deletes the checked phonebooks after a confirmation that their contacts go too, and lets go of the one shown", async () => {
    network = bff();
    const onSelect = jest.fn();
    renderContacts(<PhonebookList selectedId={2} onSelect={onSelect} />);
    await screen.findByText("همکاران");
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب دفترچه همکاران" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب دفترچه بایگانی" }));
    expect(screen.getByText("۲ دفترچه انتخاب شده")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("۲ دفترچه تلفن با همهٔ مخاطبانشان حذف می‌شوند");
    expect(network.of("POST", DELETE_PHONEBOOKS_PATH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    await waitFor(() => expect(network.of("POST", DELETE_PHONEBOOKS_PATH)).toHaveLength(1));
    expect(network.of("POST", DELETE_PHONEBOOKS_PATH)[0]!.body).toEqual({ listPhonebooks: [2, 3] });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(null));
    expect(screen.queryByText(/دفترچه انتخاب شده/)).not.toBeInTheDocument();
  });

  it("asks nothing when the confirmation is cancelled", async () => {
    network = bff();
    renderContacts(<PhonebookList />);
    await screen.findByText("همکاران");
    fireEvent.click(screen.getByRole("checkbox", { name: "انتخاب دفترچه همکاران" }));
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "انصراف" }));
    await settle();
    expect(network.of("POST", DELETE_PHONEBOOKS_PATH)).toHaveLength(0);
    expect(screen.getByText("۱ دفترچه انتخاب شده")).toBeInTheDocument();
  });
});

describe("making and renaming phonebooks", () => {
  it("refuses a blank title next to the field and makes a phonebook with a title, then chooses it", async () => {
    network = bff();
    const onSelect = jest.fn();
    renderContacts(<PhonebookList onSelect={onSelect} />);
    fireEvent.click(await screen.findByRole("button", { name: "دفترچهٔ جدید" }));
    const dialog = await screen.findByRole("dialog", { name: "دفترچه تلفن جدید" });
    fireEvent.click(within(dialog).getByRole("button", { name: "ساخت دفترچه" }));
    expect(await within(dialog).findByText("تکمیل گزینه عنوان الزامی است")).toBeInTheDocument();
    expect(network.of("POST", PHONEBOOKS_PATH)).toHaveLength(0);
    type("عنوان دفترچه تلفن", "تازه");
    fireEvent.click(within(dialog).getByRole("button", { name: "ساخت دفترچه" }));
    await waitFor(() => expect(network.of("POST", PHONEBOOKS_PATH)).toHaveLength(1));
    expect(network.of("POST", PHONEBOOKS_PATH)[0]!.body).toEqual({ title: "تازه", options: [] });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the typed title with the upstream's refusal under it", async () => {
    network = bff({ [`POST ${PHONEBOOKS_PATH}`]: refusal({ title: ["دفترچه تلفنی با این عنوان دارید"] }) });
    renderContacts(<PhonebookList />);
    fireEvent.click(await screen.findByRole("button", { name: "دفترچهٔ جدید" }));
    await screen.findByRole("dialog");
    type("عنوان دفترچه تلفن", "مشتریان");
    fireEvent.click(screen.getByRole("button", { name: "ساخت دفترچه" }));
    expect(await screen.findByText("دفترچه تلفنی با این عنوان دارید")).toBeInTheDocument();
    expect(screen.getByLabelText("عنوان دفترچه تلفن")).toHaveValue("مشتریان");
  });

  it("renames a phonebook from its current title, sending only the title", async () => {
    network = bff();
    renderContacts(<PhonebookList />);
    fireEvent.click(await screen.findByRole("button", { name: "تغییر نام همکاران" }));
    await screen.findByRole("dialog", { name: "تغییر نام دفترچه تلفن" });
    expect(screen.getByLabelText("عنوان دفترچه تلفن")).toHaveValue("همکاران");
    type("عنوان دفترچه تلفن", "همکاران قدیم");
    const listed = network.of("GET", PHONEBOOK_LIST_PATH).length;
    fireEvent.click(screen.getByRole("button", { name: "ذخیره" }));
    await waitFor(() => expect(network.of("PUT", `${PHONEBOOKS_PATH}/2`)).toHaveLength(1));
    expect(network.of("PUT", `${PHONEBOOKS_PATH}/2`)[0]!.body).toEqual({ title: "همکاران قدیم" });
    await waitFor(() => expect(network.of("GET", PHONEBOOK_LIST_PATH).length).toBeGreaterThan(listed));
  });
});
