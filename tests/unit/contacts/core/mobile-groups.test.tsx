import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { GroupContacts } from "@/components/contacts/phonebooks/group-contacts";
import { PhonebookLinkList } from "@/components/contacts/phonebooks/phonebook-link-list";
import {
  contact,
  CONTACTS_PATH,
  FEATURES,
  FEATURES_PATH,
  fakeBff,
  page,
  phonebook,
  PHONEBOOK_LIST_PATH,
  renderContacts,
} from "./contacts-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: () => true }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const BOOKS = [phonebook(2, "همکاران", 7), phonebook(1, "مشتریان", 4)];

function bff() {
  return fakeBff({
    [`GET ${PHONEBOOK_LIST_PATH}`]: (call) => {
      const id = call.query.get("id");
      return page(id ? BOOKS.filter((book) => String(book.id) === id) : BOOKS, { perPage: 20 });
    },
    [`GET ${CONTACTS_PATH}`]: page([
      contact({ id: 11, number: "+989121234567", name: "مریم", phonebook_id: 2, phonebook_title: "همکاران" }),
    ]),
    [`GET ${FEATURES_PATH}`]: page(FEATURES),
  });
}

let network: ReturnType<typeof bff>;
afterEach(() => network.restore());

describe("the phone's group pages", () => {
  it("all-groups leads each phonebook to its own page", async () => {
    network = bff();
    renderContacts(<PhonebookLinkList />);
    expect(await screen.findByRole("link", { name: /^همکاران/ })).toHaveAttribute("href", "/contacts/group/2");
    expect(screen.getByRole("link", { name: /^مشتریان/ })).toHaveAttribute("href", "/contacts/group/1");
    expect(screen.queryByRole("button", { name: "همهٔ مخاطبان" })).not.toBeInTheDocument();
  });

  it("a group's page names the phonebook in the top bar and shows only its contacts, new ones starting in it", async () => {
    network = bff();
    renderContacts(
      <PageWrapper title="دفترچه تلفن">
        <GroupContacts phonebookId={2} />
      </PageWrapper>,
    );
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 1 })[0]).toHaveTextContent("همکاران"));
    expect(await screen.findByRole("link", { name: "مریم" })).toHaveAttribute("href", "/contacts/contact/11");
    expect(network.of("GET", CONTACTS_PATH).at(-1)!.query.get("phonebook_id")).toBe("2");
    fireEvent.click(screen.getByRole("button", { name: "مخاطب جدید" }));
    const dialog = await screen.findByRole("dialog", { name: "مخاطب جدید" });
    await within(dialog).findByLabelText("شماره موبایل");
    expect(
      within(within(dialog).getByRole("combobox", { name: "دفترچه‌های تلفن" })).getByText("همکاران"),
    ).toBeInTheDocument();
  });
});
