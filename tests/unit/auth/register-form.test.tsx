import { fireEvent, screen, waitFor } from "@testing-library/react";
import { EMPTY_REGISTER_FORM } from "@/app/(auth)/register/_components/register-defaults";
import { RegisterForm } from "@/app/(auth)/register/_components/register-form";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork({
    "GET /api/v1/api/user/activity_domain": ok([
      { id: 1, title: "فروشگاه اینترنتی" },
      { id: 2, title: "آموزش" },
    ]),
    "POST /api/v1/api/user/check_exist": (body) =>
      (body as { user_name: string }).user_name === "taken-name"
        ? failure(409, "نام کاربری وارد شده قبلا ثبت شده است")
        : ok(null, "این نام کاربری قابل ثبت می باشد"),
    "POST /api/v1/api/user/register": ok({ method: "sms" }),
  });
});
afterEach(() => network.restore());

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

async function chooseActivityDomain(title: string) {
  const trigger = screen.getByRole("combobox", { name: "حوزه فعالیت" });
  await waitFor(() => expect(trigger).not.toHaveTextContent("در حال دریافت فهرست…"));
  fireEvent.click(trigger);
  fireEvent.click(await screen.findByRole("option", { name: title }));
  expect(trigger).toHaveTextContent(title);
}

async function fillValidForm() {
  type("نام کاربری", "new-shop");
  type("نام و نام خانوادگی", "سارا محمدی");
  type("شماره موبایل", "09121234567");
  await chooseActivityDomain("آموزش");
  type("رمز عبور", "Blue7Ocean!");
  type("تکرار رمز عبور", "Blue7Ocean!");
}

const registerCalls = () => network.calls.filter((call) => call.path === "/api/v1/api/user/register");

describe("RegisterForm", () => {
  it("refuses a bad mobile next to its field and keeps what was typed", async () => {
    const onRegistered = jest.fn();
    renderWithQuery(<RegisterForm defaultValues={EMPTY_REGISTER_FORM} onRegistered={onRegistered} />);
    await fillValidForm();
    const mobile = type("شماره موبایل", "۰۹۴۱۲۳۴۵۶۷۸");

    fireEvent.click(screen.getByRole("button", { name: "ثبت‌نام" }));

    const message = await screen.findByText("شماره موبایل معتبر نیست");
    expect(mobile).toHaveAttribute("aria-invalid", "true");
    expect(mobile).toHaveAttribute("aria-describedby", message.id);
    expect(mobile).toHaveValue("09412345678");
    expect(screen.getByLabelText("نام و نام خانوادگی")).toHaveValue("سارا محمدی");
    expect(registerCalls()).toHaveLength(0);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("accepts Persian digits in the mobile and sends the account without the confirmation", async () => {
    const onRegistered = jest.fn();
    renderWithQuery(<RegisterForm defaultValues={EMPTY_REGISTER_FORM} onRegistered={onRegistered} />);
    await fillValidForm();
    expect(type("شماره موبایل", "۰۹۱۲۱۲۳۴۵۶۷")).toHaveValue("09121234567");
    await screen.findByText("این نام کاربری قابل ثبت می باشد");

    fireEvent.click(screen.getByRole("button", { name: "ثبت‌نام" }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(registerCalls()[0]?.body).toEqual({
      user_name: "new-shop",
      name_family: "سارا محمدی",
      mobile_number: "+989121234567",
      activity_domain_id: 2,
      password: "Blue7Ocean!",
    });
    expect(onRegistered.mock.calls[0]?.[1]).toBe("+989121234567");
  });

  it("says in red when the username is already taken", async () => {
    renderWithQuery(<RegisterForm defaultValues={EMPTY_REGISTER_FORM} onRegistered={jest.fn()} />);
    fireEvent.change(screen.getByLabelText("نام کاربری"), { target: { value: "taken-name" } });

    const message = await screen.findByText("نام کاربری وارد شده قبلا ثبت شده است", undefined, { timeout: 2000 });
    expect(message).toHaveClass("text-danger");
    expect(screen.getByLabelText("نام کاربری")).toHaveAttribute("aria-invalid", "true");
  });

  it("says the username pattern is wrong without asking the upstream", async () => {
    renderWithQuery(<RegisterForm defaultValues={EMPTY_REGISTER_FORM} onRegistered={jest.fn()} />);
    fireEvent.change(screen.getByLabelText("نام کاربری"), { target: { value: "نام فارسی" } });

    await screen.findByText("نام کاربری فقط می‌تواند حروف انگلیسی، عدد و خط تیره (-) داشته باشد", undefined, {
      timeout: 2000,
    });
    expect(network.calls.some((call) => call.path.endsWith("check_exist"))).toBe(false);
  });
});
