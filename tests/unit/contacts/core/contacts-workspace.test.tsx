import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ContactsHome } from "@/components/contacts/contacts-home";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import {
  ADD_PATH,
  contact,
  CONTACTS_PATH,
  DELETE_CONTACTS_PATH,
  FEATURES,
  FEATURES_PATH,
  fakeBff,
  hrefOf,
  ok,
  page,
  phonebook,
  PHONEBOOK_LIST_PATH,
  renderContacts,
  type,
} from "./contacts-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const MARYAM = contact({ id: 11, number: "+989121234567", name: "مریم", phonebook_id: 1 });

/** The upstream's phonebooks, whose counts follow the contacts added and deleted. */
function bff() {
  let customers = 4;
  const books = () => [phonebook(2, "همکاران", 7), phonebook(1, "مشتریان", customers)];
  return fakeBff({
    [`GET ${PHONEBOOK_LIST_PATH}`]: (call) => {
      const id = call.query.get("id");
      return page(id ? books().filter((book) => String(book.id) === id) : books(), { perPage: 20 });
    },
    [`GET ${CONTACTS_PATH}`]: page([MARYAM]),
    [`GET ${FEATURES_PATH}`]: page(FEATURES),
    [`POST ${ADD_PATH}`]: () => {
      customers += 1;
      return ok({ added: 1, errors: 0, existences: 0 });
    },
    [`POST ${DELETE_CONTACTS_PATH}`]: () => {
      customers -= 1;
      return ok(null);
    },
  });
}

let network: ReturnType<typeof bff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => network.restore());

const countOf = (title: string) =>
  within(screen.getByRole("list", { name: "دفترچه‌ها" }))
    .getByText(title)
    .closest("li")!;

describe("the contacts screen on desktop", () => {
  it("shows the chosen phonebook's heading, its own export, and only its contacts", async () => {
    network = bff();
    const { url } = renderContacts(<ContactsHome />);
    fireEvent.click(await screen.findByRole("button", { name: /^مشتریان/ }));
    await waitFor(() => expect(url().get("group")).toBe("1"));
    const heading = await screen.findByRole("region", { name: "دفترچه مشتریان" });
    expect(within(heading).getByText(/^۴ مخاطب/)).toBeInTheDocument();
    expect(within(heading).getByRole("link", { name: "خروجی CSV" })).toHaveAttribute(
      "href",
      "/api/v1/api/phonebooks/1/export?format=csv",
    );
    await waitFor(() => expect(network.of("GET", CONTACTS_PATH).at(-1)!.query.get("phonebook_id")).toBe("1"));
    fireEvent.click(within(heading).getByRole("button", { name: "نمایش همهٔ مخاطبان" }));
    await waitFor(() => expect(url().has("group")).toBe(false));
    await waitFor(() => expect(network.of("GET", CONTACTS_PATH).at(-1)!.query.has("phonebook_id")).toBe(false));
  });

  it("updates the phonebook's count after a contact is added to it and after one is deleted", async () => {
    network = bff();
    renderContacts(<ContactsHome />, "?group=1");
    await screen.findByRole("region", { name: "دفترچه مشتریان" });
    expect(within(countOf("مشتریان")).getByText("۴")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "مخاطب جدید" }));
    await screen.findByLabelText("شماره موبایل");
    type("شماره موبایل", "09350001122");
    fireEvent.click(screen.getByRole("button", { name: "افزودن مخاطب" }));
    await waitFor(() => expect(network.of("POST", ADD_PATH)).toHaveLength(1));
    expect(network.of("POST", ADD_PATH)[0]!.body).toMatchObject({
      list: [{ phonebook_id: 1, number: "+989350001122" }],
    });
    await waitFor(() => expect(within(countOf("مشتریان")).getByText("۵")).toBeInTheDocument());
    expect(within(screen.getByRole("region", { name: "دفترچه مشتریان" })).getByText(/^۵ مخاطب/)).toBeInTheDocument();

    fireEvent.click(within(screen.getByText("مریم").closest("tr")!).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "حذف انتخاب‌شده‌ها" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "حذف" }));
    await waitFor(() => expect(within(countOf("مشتریان")).getByText("۴")).toBeInTheDocument());
  });

  it("says so when the phonebook in the link is not the user's", async () => {
    network = bff();
    renderContacts(<ContactsHome />, "?group=77");
    expect(await screen.findByText("دفترچه تلفن یافت نشد.")).toBeInTheDocument();
  });
});

describe("the contacts screen on a phone", () => {
  it("is a menu of the contact screens, asking the upstream nothing", () => {
    jest.mocked(useIsMobile).mockReturnValue(true);
    network = bff();
    renderContacts(<ContactsHome />);
    expect(hrefOf(/همهٔ مخاطبان/)).toBe("/contacts/all-contacts");
    expect(hrefOf(/گروه‌ها/)).toBe("/contacts/all-groups");
    expect(hrefOf(/ویژگی‌های بیشتر/)).toBe("/contacts/manage-more-features");
    expect(hrefOf(/فهرست سیاه/)).toBe("/contacts/blacklist");
    expect(hrefOf(/لغو۱۱/)).toBe("/contacts/cancel_11");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });
});
