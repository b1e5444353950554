import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { ContactsPanel } from "@/components/contacts/contacts/contacts-panel";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import {
  choose,
  contact,
  CONTACTS_PATH,
  FEATURES,
  FEATURES_PATH,
  fakeBff,
  hrefOf,
  page,
  refusal,
  renderContacts,
  settle,
} from "../core/contacts-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const MARYAM = contact({ id: 11, number: "+989121234567", name: "مریم", gender: 2 });

let network: ReturnType<typeof fakeBff>;
let answerFeatures: () => void = () => {};

/** The features answer only when `answerFeatures()` is called, as a slow server would. */
function bff(routes = {}, { slowFeatures = false } = {}) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  answerFeatures = () => act(async () => release());
  network = fakeBff({ [`GET ${CONTACTS_PATH}`]: page([MARYAM]), [`GET ${FEATURES_PATH}`]: page(FEATURES), ...routes });
  if (slowFeatures) {
    const fast = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes("/options/list-new")) await held;
      return fast(input, init);
    }) as typeof fetch;
  }
  return network;
}

beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => network.restore());

const listQueries = () => network.of("GET", CONTACTS_PATH).map((call) => Object.fromEntries(call.query));
const lastListQuery = () => listQueries().at(-1)!;
const endOf = (year: number, month: number, day: number) => String(new Date(year, month, day + 1).getTime() / 1000 - 1);

describe("the contact filters in the query string", () => {
  it("opens a link with a feature and its value before the features arrive, keeping them and never listing unfiltered rows", async () => {
    bff({}, { slowFeatures: true });
    const { url } = renderContacts(
      <ContactsPanel />,
      "?contact_feature=6&contact_feature_value=25&contact_gender=2&contact_created_to=1403/05/12",
    );
    await settle();
    expect(listQueries()).toEqual([]);
    await answerFeatures();
    await screen.findByText("مریم");
    expect(listQueries()).toEqual([
      { gender: "2", to_created_at: endOf(2024, 7, 2), option_id: "6", option_value: "25", page: "1", per_page: "10" },
    ]);
    expect(screen.getByRole("combobox", { name: "ویژگی" })).toHaveTextContent(/^سن$/);
    expect(screen.getByRole("combobox", { name: "جنسیت" })).toHaveTextContent(/^زن$/);
    expect(screen.getByLabelText("مقدار «سن»")).toHaveValue("25");
    expect(screen.getByLabelText("تاریخ ایجاد تا")).toHaveValue("1403/05/12");
    expect(url().get("contact_feature")).toBe("6");
    expect(url().get("contact_feature_value")).toBe("25");
  });

  it("gives the export links the same filters as the list", async () => {
    bff();
    renderContacts(
      <ContactsPanel phonebook={{ id: 4, title: "مشتریان" }} />,
      "?contact_gender=0&contact_feature=5&contact_feature_value=تهران&contact_created_to=1403/05/12",
    );
    await screen.findByText("مریم");
    const csv = new URL(hrefOf("خروجی CSV")!, "http://panel.test");
    const { format, ...filters } = Object.fromEntries(csv.searchParams);
    expect(format).toBe("csv");
    expect({ ...filters, page: "1", per_page: "10" }).toEqual(lastListQuery());
    expect(filters).toEqual({
      phonebook_id: "4",
      gender: "0",
      to_created_at: endOf(2024, 7, 2),
      option_id: "5",
      option_value: "تهران",
    });
  });

  it("filters by gender, contacts without one included, and says so when none are left", async () => {
    bff({ [`GET ${CONTACTS_PATH}`]: page([]) });
    const { url } = renderContacts(<ContactsPanel />);
    await screen.findByText("هنوز مخاطبی ندارید.");
    await choose("جنسیت", "نامشخص");
    await waitFor(() => expect(lastListQuery()).toMatchObject({ gender: "0" }));
    expect(url().get("contact_gender")).toBe("0");
    expect(await screen.findByText("مخاطبی با این فیلترها پیدا نشد.")).toBeInTheDocument();
    await choose("جنسیت", "حقوقی");
    await waitFor(() => expect(lastListQuery()).toMatchObject({ gender: "3" }));
  });

  it("offers only the enabled features, and asks for contacts with any value once one is chosen", async () => {
    bff();
    const { url } = renderContacts(<ContactsPanel />);
    await screen.findByText("مریم");
    expect(screen.queryByLabelText(/^مقدار/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("combobox", { name: "ویژگی" }));
    await settle();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["همه", "شهر", "سن", "تولد"]);
    fireEvent.click(screen.getByRole("option", { name: "شهر" }));
    await settle();
    expect(url().get("contact_feature")).toBe("5");
    await waitFor(() => expect(lastListQuery()).toMatchObject({ option_id: "5" }));
    expect(lastListQuery()).not.toHaveProperty("option_value");
    expect(screen.getByLabelText("مقدار «شهر»")).toHaveAttribute("placeholder", "بخشی از مقدار");
  });

  it("takes a whole number as typed for a number feature, and shows the upstream's reason when it is not one", async () => {
    bff({
      [`GET ${CONTACTS_PATH}`]: (call: { query: URLSearchParams }) =>
        call.query.get("option_value") === "سی"
          ? refusal({ option_value: ["مقدار «سن» باید عدد صحیح باشد"] })
          : page([MARYAM]),
    });
    const { url } = renderContacts(<ContactsPanel />, "?contact_feature=6");
    await screen.findByText("مریم");
    const field = screen.getByLabelText("مقدار «سن»");
    expect(field).toHaveAttribute("placeholder", "عدد صحیح، مانند ۲۵");
    fireEvent.change(field, { target: { value: "۲۵" } });
    fireEvent.keyDown(field, { key: "Enter" });
    await waitFor(() => expect(url().get("contact_feature_value")).toBe("۲۵"));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ option_id: "6", option_value: "۲۵" }));
    fireEvent.change(field, { target: { value: "سی" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(await screen.findByText("مقدار «سن» باید عدد صحیح باشد")).toBeInTheDocument();
    expect(screen.getByLabelText("مقدار «سن»")).toHaveValue("سی");
  });

  it("takes a Jalali day from the date picker for a date feature", async () => {
    bff();
    const { url } = renderContacts(<ContactsPanel />, "?contact_feature=7");
    await screen.findByText("مریم");
    const field = screen.getByLabelText("مقدار «تولد»");
    // The date picker puts the slashes into a typed day.
    fireEvent.change(field, { target: { value: "14030115" } });
    await settle();
    fireEvent.keyDown(field, { key: "Enter" });
    await settle();
    expect(url().get("contact_feature_value")).toBe("1403/01/15");
    await waitFor(() => expect(lastListQuery()).toMatchObject({ option_id: "7", option_value: "1403/01/15" }));
  });

  it("drops the value of one feature when another is chosen, and both when the filters are cleared", async () => {
    bff();
    const { url } = renderContacts(
      <ContactsPanel />,
      "?contact_feature=5&contact_feature_value=تهران&contact_gender=1",
    );
    await screen.findByText("مریم");
    expect(screen.getByLabelText("مقدار «شهر»")).toHaveValue("تهران");
    await choose("ویژگی", "سن");
    await waitFor(() => expect(url().get("contact_feature_value")).toBeNull());
    expect(url().get("contact_feature")).toBe("6");
    expect(screen.getByLabelText("مقدار «سن»")).toHaveValue("");
    await waitFor(() => expect(lastListQuery()).toEqual({ gender: "1", option_id: "6", page: "1", per_page: "10" }));
    fireEvent.click(screen.getByRole("button", { name: "پاک کردن فیلترها" }));
    await settle();
    expect(url().get("contact_feature")).toBeNull();
    expect(url().get("contact_gender")).toBeNull();
    await waitFor(() => expect(lastListQuery()).toEqual({ page: "1", per_page: "10" }));
  });

  it("leaves a link's feature that is turned off, or not the user's, out of the list", async () => {
    bff();
    renderContacts(<ContactsPanel />, "?contact_feature=8&contact_feature_value=x");
    await screen.findByText("مریم");
    expect(screen.getByRole("combobox", { name: "ویژگی" })).toHaveTextContent(/^همه$/);
    expect(lastListQuery()).toEqual({ page: "1", per_page: "10" });
  });

  it("on a phone, filters by gender and a feature from the filters screen, the value once its feature is applied", async () => {
    jest.mocked(useIsMobile).mockReturnValue(true);
    bff();
    const { url } = renderContacts(<ContactsPanel />);
    await screen.findByText("مریم");
    fireEvent.click(screen.getByRole("button", { name: /^فیلترها/ }));
    await choose("جنسیت", "مرد");
    await choose("ویژگی", "شهر");
    fireEvent.click(screen.getByRole("button", { name: "اعمال" }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ gender: "1", option_id: "5" }));
    fireEvent.click(screen.getByRole("button", { name: /^فیلترها/ }));
    await settle();
    fireEvent.change(screen.getByLabelText("مقدار «شهر»"), { target: { value: "تهران" } });
    fireEvent.click(screen.getByRole("button", { name: "اعمال" }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ gender: "1", option_id: "5", option_value: "تهران" }));
    expect(url().get("contact_feature_value")).toBe("تهران");
  });

  it("on a phone, keeps a value typed together with a change of feature", async () => {
    jest.mocked(useIsMobile).mockReturnValue(true);
    bff();
    const { url } = renderContacts(<ContactsPanel />, "?contact_feature=5&contact_feature_value=تهران");
    await screen.findByText("مریم");
    fireEvent.click(screen.getByRole("button", { name: /^فیلترها/ }));
    await choose("ویژگی", "سن");
    fireEvent.change(screen.getByLabelText("مقدار «شهر»"), { target: { value: "25" } });
    fireEvent.click(screen.getByRole("button", { name: "اعمال" }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ option_id: "6", option_value: "25" }));
    await settle();
    expect(url().get("contact_feature_value")).toBe("25");
  });
});
