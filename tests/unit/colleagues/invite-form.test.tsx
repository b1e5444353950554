import { fireEvent, screen, waitFor } from "@testing-library/react";
import { invitationSentMessage, InviteForm } from "@/components/colleagues/form/invite-form";
import { COLLEAGUE_MESSAGES, type Role } from "@/lib/contract/colleagues";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";
import { choose } from "../support/select";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, prefetch: jest.fn() }) }));

const CREATE = "/api/v1/api/user/partner/create";
const CHECK = "/api/v1/api/user/check_exist";

const role = (id: number, title: string): Role => ({
  id,
  title,
  permissions: ["send.quick"],
  colleagues_count: 0,
  created_at: "2026-01-01T10:00:00Z",
  updated_at: "2026-01-01T10:00:00Z",
});
const ROLES = [role(3, "کارشناس ارسال"), role(4, "حسابدار")];

let network: FakeNetwork;
beforeEach(() => {
  push.mockReset();
  network = fakeNetwork({
    [`POST ${CHECK}`]: (body) =>
      (body as { user_name: string }).user_name === "taken-name"
        ? failure(409, "نام کاربری وارد شده قبلا ثبت شده است")
        : ok(null, "این نام کاربری قابل ثبت می باشد"),
    [`POST ${CREATE}`]: (body) =>
      ok({
        id: 21,
        ...(body as object),
        mobile: "989121234567",
        role_title: "حسابدار",
        state: "pending",
        two_step: "off",
        last_activity_at: null,
        first_sign_in_at: null,
        created_at: "2026-01-01T10:00:00Z",
      }),
  });
});
afterEach(() => network.restore());

function type(label: string, value: string) {
  const input = screen.getByRole("textbox", { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

function fillNames() {
  type("نام", "سارا");
  type("نام خانوادگی", "محمدی");
  type("شماره موبایل", "۰۹۱۲۱۲۳۴۵۶۷");
}

describe("InviteForm", () => {
  it("sends the colleague with the mobile in E.164 and the chosen role, then goes back to the list", async () => {
    renderWithQuery(<InviteForm roles={ROLES} />);
    fillNames();
    type("نام کاربری", "sara-m");
    await choose("سطح دسترسی", "حسابدار");
    expect(await screen.findByText("این نام کاربری قابل ثبت می باشد")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "ارسال دعوت" }));

    await waitFor(() => expect(push).toHaveBeenCalledWith("/colleagues"));
    expect(network.to("POST", CREATE)[0]?.body).toEqual({
      first_name: "سارا",
      last_name: "محمدی",
      mobile: "+989121234567",
      username: "sara-m",
      role_id: 4,
    });
  });

  it("says a taken username as it is typed and does not invite with it", async () => {
    renderWithQuery(<InviteForm roles={ROLES} />);
    fillNames();
    const username = type("نام کاربری", "taken-name");
    await choose("سطح دسترسی", "حسابدار");
    expect(await screen.findByText("نام کاربری وارد شده قبلا ثبت شده است")).toBeVisible();
    expect(username).toHaveAttribute("aria-invalid", "true");

    fireEvent.click(screen.getByRole("button", { name: "ارسال دعوت" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "نام کاربری" })).toHaveFocus());
    expect(network.to("POST", CREATE)).toHaveLength(0);
  });

  it("asks for a role and a valid mobile beside their fields", async () => {
    renderWithQuery(<InviteForm roles={ROLES} />);
    type("نام", "سارا");
    type("نام خانوادگی", "محمدی");
    type("شماره موبایل", "0941234567");
    type("نام کاربری", "sara-m");
    fireEvent.click(screen.getByRole("button", { name: "ارسال دعوت" }));

    expect(await screen.findByText(COLLEAGUE_MESSAGES.roleRequired)).toBeVisible();
    expect(screen.getByText("شماره موبایل معتبر نیست")).toBeVisible();
    expect(network.to("POST", CREATE)).toHaveLength(0);
  });

  it("chooses the only role there is, and puts the upstream's refusal of the mobile beside it", async () => {
    network.restore();
    network = fakeNetwork({
      [`POST ${CHECK}`]: ok(null, "این نام کاربری قابل ثبت می باشد"),
      [`POST ${CREATE}`]: failure(422, COLLEAGUE_MESSAGES.mobileIsOwners, {
        mobile: [COLLEAGUE_MESSAGES.mobileIsOwners],
      }),
    });
    renderWithQuery(<InviteForm roles={[ROLES[0]!]} />);
    expect(screen.getByRole("combobox", { name: "سطح دسترسی" })).toHaveTextContent("کارشناس ارسال");
    fillNames();
    type("نام کاربری", "sara-m");
    fireEvent.click(screen.getByRole("button", { name: "ارسال دعوت" }));

    expect(await screen.findByText(COLLEAGUE_MESSAGES.mobileIsOwners)).toBeVisible();
    expect(screen.getByRole("textbox", { name: "شماره موبایل" })).toHaveValue("09121234567");
    expect(push).not.toHaveBeenCalled();
  });

  it("tells the owner the SMS link lasts 72 hours and the colleague waits for approval", () => {
    expect(invitationSentMessage("سارا محمدی", "989121234567")).toBe(
      "دعوت «سارا محمدی» فرستاده شد: پیامکی با پیوند تعیین رمز عبور به 09121234567 رفت که تا ۷۲ ساعت معتبر است. تا نخستین ورود، وضعیت او «در انتظار تأیید» است.",
    );
  });
});
