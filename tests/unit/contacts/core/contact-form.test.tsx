import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ContactFormDialog } from "@/components/contacts/contacts/contact-form-dialog";
import { MOBILE_MESSAGE } from "@/lib/validation/mobile";
import {
  ADD_PATH,
  choose,
  contact,
  FEATURES,
  FEATURES_PATH,
  fakeBff,
  ok,
  page,
  phonebook,
  PHONEBOOK_LIST_PATH,
  refusal,
  renderContacts,
  settle,
  tag,
  type,
} from "./contacts-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: () => false }));

const BOOKS = [phonebook(1, "مشتریان", 4), phonebook(2, "همکاران", 0)];
const UPDATE_PATH = "/api/v1/api/phonebooks/numbers/update-new/31";

function bff(routes = {}) {
  return fakeBff({
    [`GET ${FEATURES_PATH}`]: page(FEATURES),
    [`GET ${PHONEBOOK_LIST_PATH}`]: page(BOOKS, { perPage: 20 }),
    [`POST ${ADD_PATH}`]: ok({ added: 2, errors: 0, existences: 0 }),
    [`PUT ${UPDATE_PATH}`]: ok(null),
    ...routes,
  });
}

async function openForm(props: Partial<Parameters<typeof ContactFormDialog>[0]> = {}) {
  const onOpenChange = jest.fn();
  renderContacts(<ContactFormDialog open onOpenChange={onOpenChange} {...props} />);
  await screen.findByLabelText("شماره موبایل");
  return onOpenChange;
}

const submit = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));

function addTag(text: string) {
  type("برچسب‌ها", text);
  fireEvent.click(screen.getByRole("button", { name: "افزودن" }));
}

let network: ReturnType<typeof bff>;
afterEach(() => network.restore());

describe("adding a contact", () => {
  it("shows a field for each enabled feature only, with an input for its type", async () => {
    network = bff();
    await openForm();
    expect(screen.getByLabelText("شهر")).toBeInTheDocument();
    expect(screen.getByLabelText("سن")).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByText("تاریخ شمسی")).toBeInTheDocument();
    expect(screen.queryByLabelText("قدیمی")).not.toBeInTheDocument();
  });

  it("refuses a number that is not a mobile and a feature value of the wrong type, next to each field, sending nothing", async () => {
    network = bff();
    await openForm({ phonebook: { id: 1, title: "مشتریان" } });
    type("شماره موبایل", "0912123");
    type("شهر", "ش".repeat(256));
    submit("افزودن مخاطب");
    await settle();
    expect(await screen.findByText(MOBILE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("مقدار «شهر» حداکثر ۲۵۵ نویسه است")).toBeInTheDocument();
    expect(network.of("POST", ADD_PATH)).toHaveLength(0);
  });

  it("asks for a phonebook when none is chosen", async () => {
    network = bff();
    await openForm();
    type("شماره موبایل", "09121234567");
    submit("افزودن مخاطب");
    expect(await screen.findByText("دفترچه تلفن را انتخاب کنید")).toBeInTheDocument();
    expect(network.of("POST", ADD_PATH)).toHaveLength(0);
  });

  it("adds the contact to every chosen phonebook with its gender, tags and filled features, then closes", async () => {
    network = bff();
    const onOpenChange = await openForm({ phonebook: { id: 1, title: "مشتریان" } });
    type("نام", "مریم احمدی");
    type("شماره موبایل", "۰۹۱۲۱۲۳۴۵۶۷");
    await choose("جنسیت", "زن");
    await choose("دفترچه‌های تلفن", "همکاران");
    addTag("مشتری ویژه");
    addTag("تهران");
    type("سن", "34");
    submit("افزودن مخاطب");
    await waitFor(() => expect(network.of("POST", ADD_PATH)).toHaveLength(1));
    const one = {
      number: "+989121234567",
      name: "مریم احمدی",
      gender: 2,
      tags: ["مشتری ویژه", "تهران"],
      options: { "6": "34" },
      pre: "",
      email: "",
    };
    expect(network.of("POST", ADD_PATH)[0]!.body).toEqual({
      list: [
        { ...one, phonebook_id: 1 },
        { ...one, phonebook_id: 2 },
      ],
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("takes a feature's day from the Jalali date picker as YYYY/MM/DD", async () => {
    network = bff();
    await openForm({ phonebook: { id: 1, title: "مشتریان" } });
    type("شماره موبایل", "09121234567");
    const birthday = screen.getByLabelText("تولد");
    fireEvent.change(birthday, { target: { value: "1370/06/31" } });
    await settle();
    fireEvent.keyDown(birthday, { key: "Enter" });
    await settle();
    submit("افزودن مخاطب");
    await waitFor(() => expect(network.of("POST", ADD_PATH)).toHaveLength(1));
    expect(network.of("POST", ADD_PATH)[0]!.body).toMatchObject({ list: [{ options: { "7": "1370/06/31" } }] });
  });

  it("says so under the number when the phonebook already has it, keeping what was typed", async () => {
    network = bff({ [`POST ${ADD_PATH}`]: ok({ added: 0, errors: 0, existences: 1 }) });
    const onOpenChange = await openForm({ phonebook: { id: 1, title: "مشتریان" } });
    type("نام", "مریم");
    type("شماره موبایل", "09121234567");
    submit("افزودن مخاطب");
    expect(await screen.findByText("این شماره در این دفترچه تلفن هست")).toBeInTheDocument();
    expect(screen.getByLabelText("نام")).toHaveValue("مریم");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("puts the upstream's refusals on their fields (a feature's, the number's) and keeps the form", async () => {
    network = bff({
      [`POST ${ADD_PATH}`]: refusal({
        "list.0.options.5": ["این ویژگی غیرفعال است"],
        "list.0.number": ["شماره موبایل معتبر نیست"],
      }),
    });
    await openForm({ phonebook: { id: 1, title: "مشتریان" } });
    type("شماره موبایل", "09121234567");
    type("شهر", "تهران");
    submit("افزودن مخاطب");
    const city = screen.getByLabelText("شهر");
    await waitFor(() => expect(city).toHaveAttribute("aria-invalid", "true"));
    expect(document.getElementById(city.getAttribute("aria-describedby")!)).toHaveTextContent("این ویژگی غیرفعال است");
    expect(screen.getByText("شماره موبایل معتبر نیست")).toBeInTheDocument();
    expect(city).toHaveValue("تهران");
  });

  it("shows a refusal no field owns above the buttons", async () => {
    network = bff({ [`POST ${ADD_PATH}`]: refusal({ list: ["حداکثر ۱٬۰۰۰ مورد در هر درخواست"] }) });
    await openForm({ phonebook: { id: 1, title: "مشتریان" } });
    type("شماره موبایل", "09121234567");
    submit("افزودن مخاطب");
    expect(await screen.findByRole("alert")).toHaveTextContent("حداکثر ۱٬۰۰۰ مورد در هر درخواست");
  });

  it("refuses the same tag twice and more than twenty", async () => {
    network = bff();
    await openForm();
    addTag("VIP");
    addTag("vip");
    expect(screen.getByText("این برچسب را دارد")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "برچسب‌های افزوده" })).getAllByRole("listitem")).toHaveLength(1);
    for (let i = 1; i < 20; i += 1) addTag(`t${i}`);
    addTag("یکی بیشتر");
    expect(screen.getByText("حداکثر ۲۰ برچسب برای هر مخاطب")).toBeInTheDocument();
  });
});

describe("editing a contact", () => {
  const existing = contact({
    id: 31,
    number: "+989351112233",
    name: "رضا",
    gender: 1,
    phonebook_id: 2,
    phonebook_title: "همکاران",
    options: { "5": "شیراز", "6": "40", "8": "بایگانی" },
    tags: [tag(1, "قدیمی", 31), tag(2, "خانواده", 31)],
  });

  it("starts from the contact's values (its number as 09…) and sends every enabled feature, a cleared one as null, with the tags left", async () => {
    network = bff();
    const onOpenChange = await openForm({ contact: existing });
    expect(screen.getByLabelText("شماره موبایل")).toHaveValue("09351112233");
    expect(screen.getByLabelText("شهر")).toHaveValue("شیراز");
    expect(within(screen.getByRole("combobox", { name: "دفترچه تلفن" })).getByText("همکاران")).toBeInTheDocument();
    type("نام", "رضا کریمی");
    type("سن", "");
    fireEvent.click(screen.getByRole("button", { name: "حذف برچسب قدیمی" }));
    addTag("همسایه");
    submit("ذخیرهٔ تغییرات");
    await waitFor(() => expect(network.of("PUT", UPDATE_PATH)).toHaveLength(1));
    expect(network.of("PUT", UPDATE_PATH)[0]!.body).toEqual({
      number: "+989351112233",
      name: "رضا کریمی",
      gender: 1,
      pre: "",
      email: "",
      phonebook_id: 2,
      tags: ["خانواده", "همسایه"],
      options: { "5": "شیراز", "6": null, "7": null },
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("moves the contact to another phonebook", async () => {
    network = bff();
    await openForm({ contact: existing });
    await choose("دفترچه تلفن", "مشتریان");
    submit("ذخیرهٔ تغییرات");
    await waitFor(() => expect(network.of("PUT", UPDATE_PATH)).toHaveLength(1));
    expect(network.of("PUT", UPDATE_PATH)[0]!.body).toMatchObject({ phonebook_id: 1 });
  });

  it("shows the upstream's refusal of the number in the new phonebook under the number", async () => {
    network = bff({ [`PUT ${UPDATE_PATH}`]: refusal({ number: ["این شماره در این دفترچه تلفن هست"] }) });
    await openForm({ contact: existing });
    submit("ذخیرهٔ تغییرات");
    expect(await screen.findByText("این شماره در این دفترچه تلفن هست")).toBeInTheDocument();
    expect(screen.getByLabelText("شماره موبایل")).toHaveAttribute("aria-invalid", "true");
  });
});
