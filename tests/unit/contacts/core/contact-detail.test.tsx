import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ContactDetailView } from "@/components/contacts/contacts/contact-detail";
import {
  CONTACTS_PATH,
  DELETE_CONTACTS_PATH,
  detail,
  FEATURES,
  FEATURES_PATH,
  fakeBff,
  ok,
  page,
  renderContacts,
  tag,
  TAGS_PATH,
  type,
} from "./contacts-harness";

const replace = jest.fn();
jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: () => true }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace }),
}));

const DETAIL_PATH = `${CONTACTS_PATH}/31`;

function bff(routes = {}) {
  let tags = [tag(1, "خانواده", 31)];
  return fakeBff({
    [`GET ${DETAIL_PATH}`]: () =>
      ok(
        detail({
          id: 31,
          number: "+989351112233",
          name: "رضا",
          gender: 1,
          created_at: "2024-08-02T08:30:00+00:00",
          options: { "6": "40", "7": "1370/06/31", "8": "بایگانی" },
          tags,
          is_send_blacklist: true,
        }),
      ),
    [`GET ${FEATURES_PATH}`]: page(FEATURES),
    [`POST ${TAGS_PATH}`]: (call) => {
      const { tags: added } = call.body as { tags: string[] };
      tags = [...tags, ...added.map((text, i) => tag(10 + i, text, 31))];
      return ok(tags);
    },
    [`POST ${DELETE_CONTACTS_PATH}`]: ok(null),
    ...routes,
  });
}

let network: ReturnType<typeof bff>;
beforeEach(() => replace.mockReset());
afterEach(() => network.restore());

const fact = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling!;

describe("a contact's page", () => {
  it("shows the contact: number as 09…, gender, its group, Jalali created time, blacklists and the features it has values for", async () => {
    network = bff();
    renderContacts(<ContactDetailView contactId={31} />);
    await screen.findByText("رضا", { selector: "dd" });
    expect(fact("شماره موبایل")).toHaveTextContent("09351112233");
    expect(fact("جنسیت")).toHaveTextContent("مرد");
    expect(within(fact("گروه") as HTMLElement).getByRole("link", { name: "مشتریان" })).toHaveAttribute(
      "href",
      "/contacts/group/1",
    );
    expect(fact("زمان ایجاد")).toHaveTextContent(/^۱۴۰۳-۰۵-۱۲ /);
    expect(fact("در فهرست سیاه ارسال")).toHaveTextContent("بله");
    expect(fact("در فهرست سیاه دریافت")).toHaveTextContent("خیر");
    expect(await screen.findByText("سن", { selector: "dt" })).toBeInTheDocument();
    expect(fact("سن")).toHaveTextContent("۴۰");
    expect(fact("تولد")).toHaveTextContent("۱۳۷۰/۰۶/۳۱");
    expect(screen.queryByText("شهر", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("adds a tag to the contact at once and shows it with the others", async () => {
    network = bff();
    renderContacts(<ContactDetailView contactId={31} />);
    await screen.findByText("خانواده");
    type("برچسب تازه", "همسایه");
    fireEvent.click(screen.getByRole("button", { name: "افزودن برچسب" }));
    await waitFor(() => expect(network.of("POST", TAGS_PATH)).toHaveLength(1));
    expect(network.of("POST", TAGS_PATH)[0]!.body).toEqual({ number_id: 31, tags: ["همسایه"] });
    expect(await screen.findByText("همسایه")).toBeInTheDocument();
    expect(screen.getByLabelText("برچسب تازه")).toHaveValue("");
  });

  it("does not send a tag the contact already has", async () => {
    network = bff();
    renderContacts(<ContactDetailView contactId={31} />);
    await screen.findByText("خانواده");
    type("برچسب تازه", "خانواده");
    fireEvent.click(screen.getByRole("button", { name: "افزودن برچسب" }));
    expect(screen.getByText("این برچسب را دارد")).toBeInTheDocument();
    expect(network.of("POST", TAGS_PATH)).toHaveLength(0);
  });

  it("deletes the contact after a confirmation and leaves for all contacts without asking for it again", async () => {
    network = bff();
    renderContacts(<ContactDetailView contactId={31} />);
    fireEvent.click(await screen.findByRole("button", { name: "حذف" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("۱ مخاطب حذف می‌شوند");
    const asked = network.of("GET", DETAIL_PATH).length;
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/contacts/all-contacts"));
    expect(network.of("POST", DELETE_CONTACTS_PATH)[0]!.body).toEqual({ listNumbers: [31] });
    expect(network.of("GET", DETAIL_PATH)).toHaveLength(asked);
  });

  it("opens the contact in the form to edit it", async () => {
    network = bff();
    renderContacts(<ContactDetailView contactId={31} />);
    fireEvent.click(await screen.findByRole("button", { name: "ویرایش" }));
    const dialog = await screen.findByRole("dialog", { name: "ویرایش مخاطب" });
    expect(await within(dialog).findByLabelText("شماره موبایل")).toHaveValue("09351112233");
  });

  it("says at once, without asking again, that a contact the user does not have is not found", async () => {
    network = bff({
      [`GET ${DETAIL_PATH}`]: {
        status: 404,
        body: { data: null, meta: { status: false, message: "مخاطب یافت نشد", message_code: "404-1" } },
      },
    });
    renderContacts(<ContactDetailView contactId={31} />);
    expect(await screen.findByText("مخاطب یافت نشد")).toBeInTheDocument();
    expect(network.of("GET", DETAIL_PATH)).toHaveLength(1);
  });
});
