import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AccountSections } from "@/components/profile/account/account-sections";
import { AddressForm } from "@/components/profile/account/address-form";
import { ContactForm } from "@/components/profile/account/contact-form";
import { LegalForm } from "@/components/profile/account/legal-form";
import { PersonalForm } from "@/components/profile/account/personal-form";
import { PROFILE_MESSAGES, type Profile } from "@/lib/contract/profile";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { mockViewport } from "../date/viewport";
import { fakeNetwork, failure, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery, testQueryClient } from "../support/render-with-query";
import { choose } from "../support/select";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, prefetch: jest.fn() }) }));

const UPDATE = "/api/v1/api/user/update_profile";

const PROFILE: Profile = {
  user_name: "shop-owner",
  mobile: "+989121234567",
  name: "کاربر آزمایشی",
  personal: {
    first_name: null,
    last_name: null,
    national_id: null,
    father_name: null,
    birth_place: null,
    birth_date: null,
    gender: null,
    user_type: "real",
  },
  legal: null,
  contact: { email: null, website: null, landline: null, city_code: null },
  address: { province_id: null, province_name: null, city_id: null, city_name: null, postal_code: null, address: null },
  logo_id: null,
};
const LEGAL_PROFILE: Profile = {
  ...PROFILE,
  personal: { ...PROFILE.personal, first_name: "مریم", last_name: "احمدی", user_type: "legal" },
  legal: {
    company_name: null,
    registration_number: null,
    economic_number: null,
    company_national_id: null,
    registration_date: null,
  },
};

let network: FakeNetwork;
beforeAll(() => mockViewport(false));
afterEach(() => {
  network.restore();
  refresh.mockClear();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
/** The message under a field: the element its input names in aria-describedby. */
const messageOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute("aria-describedby")?.split(" ")[0];
  return id ? document.getElementById(id)?.textContent : null;
};

describe("the personal form", () => {
  it("keeps what is being typed when saved values arrive, and fills the fields not touched", () => {
    network = fakeNetwork({});
    const client = testQueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <PersonalForm profile={PROFILE} />
      </QueryClientProvider>,
    );
    type("نام", "مریم");
    // The profile as it arrives a moment later (a first load, another tab's save).
    rerender(
      <QueryClientProvider client={client}>
        <PersonalForm
          profile={{ ...PROFILE, personal: { ...PROFILE.personal, first_name: "سارا", father_name: "محمود" } }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText("نام")).toHaveValue("مریم");
    expect(screen.getByLabelText("نام پدر")).toHaveValue("محمود");
  });

  it("refuses a national id whose check digit is wrong beside it, keeps every typed value and sends nothing", async () => {
    network = fakeNetwork({});
    renderWithQuery(<PersonalForm profile={PROFILE} />);
    type("نام", "مریم");
    type("نام خانوادگی", "احمدی");
    type("کد ملی", "1270954386");
    type("نام پدر", "محمود");
    press("ذخیرهٔ اطلاعات هویتی");
    await waitFor(() => expect(messageOf("کد ملی")).toBe(PROFILE_MESSAGES.nationalIdInvalid));
    expect(screen.getByLabelText("کد ملی")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("نام")).toHaveValue("مریم");
    expect(screen.getByLabelText("نام پدر")).toHaveValue("محمود");
    expect(network.to("POST", UPDATE)).toHaveLength(0);
  });

  it("turns Persian digits into Latin ones as typed, saves only its section and reads the layout again for the header", async () => {
    network = fakeNetwork({
      [`POST ${UPDATE}`]: (body) =>
        ok({ ...PROFILE, name: "مریم احمدی", personal: { ...PROFILE.personal, ...(body as object) } }),
    });
    renderWithQuery(<PersonalForm profile={PROFILE} />);
    type("نام", " مریم ");
    type("نام خانوادگی", "احمدی");
    type("کد ملی", "۱۲۷۰۹۵۴۳۸۵");
    expect(screen.getByLabelText("کد ملی")).toHaveValue("1270954385");
    press("ذخیرهٔ اطلاعات هویتی");
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(network.to("POST", UPDATE)[0]!.body).toEqual({
      section: "personal",
      first_name: "مریم",
      last_name: "احمدی",
      national_id: "1270954385",
      father_name: null,
      birth_place: null,
      birth_date: null,
      gender: null,
      user_type: "real",
    });
  });

  it("puts the upstream's field messages beside their fields and keeps what was typed", async () => {
    network = fakeNetwork({
      [`POST ${UPDATE}`]: failure(422, "نام معتبر نیست", { first_name: ["نام نمی‌تواند فقط نشانه باشد"] }),
    });
    renderWithQuery(<PersonalForm profile={PROFILE} />);
    type("نام", "---");
    type("نام خانوادگی", "احمدی");
    press("ذخیرهٔ اطلاعات هویتی");
    await waitFor(() => expect(messageOf("نام")).toBe("نام نمی‌تواند فقط نشانه باشد"));
    expect(screen.getByLabelText("نام")).toHaveValue("---");
    expect(screen.getByLabelText("نام خانوادگی")).toHaveValue("احمدی");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("says «error updating profile» when the save fails without a field named", async () => {
    network = fakeNetwork({ [`POST ${UPDATE}`]: failure(500, "خطای سرور") });
    renderWithQuery(<PersonalForm profile={PROFILE} />);
    type("نام", "مریم");
    type("نام خانوادگی", "احمدی");
    press("ذخیرهٔ اطلاعات هویتی");
    expect(await screen.findByText(ERROR_MESSAGES.profileUpdateFailed)).toBeInTheDocument();
    expect(screen.getByLabelText("نام")).toHaveValue("مریم");
  });
});

describe("the legal form", () => {
  it("refuses each company number outside its length beside it, keeping the values", async () => {
    network = fakeNetwork({});
    renderWithQuery(<LegalForm profile={LEGAL_PROFILE} />);
    type("نام شرکت", "شرکت نمونه");
    type("شماره ثبت", "12");
    type("کد اقتصادی", "1234567890123");
    type("شناسهٔ ملی شرکت", "123456789012");
    press("ذخیرهٔ اطلاعات حقوقی");
    await waitFor(() => expect(messageOf("شماره ثبت")).toBe(PROFILE_MESSAGES.registrationNumber));
    expect(messageOf("کد اقتصادی")).toBe(PROFILE_MESSAGES.economicNumber);
    expect(messageOf("شناسهٔ ملی شرکت")).toBe(PROFILE_MESSAGES.companyNationalId);
    expect(screen.getByLabelText("شماره ثبت")).toHaveValue("12");
    expect(network.to("POST", UPDATE)).toHaveLength(0);
  });

  it("is shown on the account's page only for a legal user", async () => {
    network = fakeNetwork({ "GET /api/v1/api/user/show_profile": ok(PROFILE) });
    const { unmount } = renderWithQuery(<AccountSections />);
    expect(await screen.findByRole("heading", { name: "اطلاعات هویتی" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "اطلاعات حقوقی" })).not.toBeInTheDocument();
    unmount();
    network.restore();
    network = fakeNetwork({ "GET /api/v1/api/user/show_profile": ok(LEGAL_PROFILE) });
    renderWithQuery(<AccountSections />);
    expect(await screen.findByRole("heading", { name: "اطلاعات حقوقی" })).toBeInTheDocument();
  });
});

describe("the contact form", () => {
  it("refuses Persian letters in the email and website, a malformed email, a long landline and a short city code", async () => {
    network = fakeNetwork({});
    renderWithQuery(<ContactForm profile={PROFILE} />);
    type("ایمیل", "مریم@shop.ir");
    type("وب‌سایت", "https://فروشگاه.ir");
    type("تلفن ثابت", "021887766551");
    type("کد شهر", "21");
    press("ذخیرهٔ اطلاعات تماس");
    await waitFor(() => expect(messageOf("ایمیل")).toBe(PROFILE_MESSAGES.latinOnly));
    expect(messageOf("وب‌سایت")).toBe(PROFILE_MESSAGES.latinOnly);
    expect(messageOf("تلفن ثابت")).toBe(PROFILE_MESSAGES.landline);
    expect(messageOf("کد شهر")).toBe(PROFILE_MESSAGES.cityCode);
    type("ایمیل", "shop.ir");
    type("وب‌سایت", "https://shop.xyz");
    press("ذخیرهٔ اطلاعات تماس");
    await waitFor(() => expect(messageOf("ایمیل")).toBe(PROFILE_MESSAGES.email));
    expect(messageOf("وب‌سایت")).toBe(PROFILE_MESSAGES.website);
    expect(screen.getByLabelText("ایمیل")).toHaveValue("shop.ir");
    expect(network.to("POST", UPDATE)).toHaveLength(0);
  });
});

describe("the address form", () => {
  const places = {
    "GET /api/v1/api/send/banks/provinces": ok([
      { id: 4, name: "اصفهان" },
      { id: 8, name: "تهران" },
    ]),
    "GET /api/v1/api/send/banks/cities": (_body: unknown, call: { query: URLSearchParams }) =>
      ok(call.query.get("province_id") === "4" ? [{ id: 139, name: "اصفهان" }] : [{ id: 300, name: "تهران" }]),
  };

  it("offers the chosen province's cities, refuses a short postal code beside it and keeps the choices", async () => {
    network = fakeNetwork(places);
    renderWithQuery(<AddressForm profile={PROFILE} />);
    expect(screen.getByRole("combobox", { name: "شهر" })).toBeDisabled();
    await choose("استان", "اصفهان");
    await choose("شهر", "اصفهان");
    type("کد پستی", "817391561");
    press("ذخیرهٔ نشانی");
    await waitFor(() => expect(messageOf("کد پستی")).toBe(PROFILE_MESSAGES.postalCode));
    expect(within(screen.getByRole("combobox", { name: "شهر" })).getByText("اصفهان")).toBeInTheDocument();
    expect(network.to("POST", UPDATE)).toHaveLength(0);
  });

  it("empties the city when another province is chosen, and needs both", async () => {
    network = fakeNetwork(places);
    renderWithQuery(<AddressForm profile={PROFILE} />);
    await choose("استان", "اصفهان");
    await choose("شهر", "اصفهان");
    await choose("استان", "تهران");
    press("ذخیرهٔ نشانی");
    await waitFor(() => expect(messageOf("شهر")).toBe(PROFILE_MESSAGES.cityRequired));
  });

  it("says «error updating address» when the save fails without a field named", async () => {
    network = fakeNetwork({ ...places, [`POST ${UPDATE}`]: failure(500, "خطای سرور") });
    renderWithQuery(<AddressForm profile={PROFILE} />);
    await choose("استان", "اصفهان");
    await choose("شهر", "اصفهان");
    press("ذخیرهٔ نشانی");
    expect(await screen.findByText(ERROR_MESSAGES.addressUpdateFailed)).toBeInTheDocument();
  });
});
