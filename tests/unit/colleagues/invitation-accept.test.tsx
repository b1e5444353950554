import { fireEvent, render, screen } from "@testing-library/react";
import { InvitationAccept } from "@/app/(auth)/invitation/[token]/_components/invitation-accept";
import { COLLEAGUE_MESSAGES } from "@/lib/contract/colleagues";
import { PASSWORD_MESSAGES } from "@/lib/validation/password";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";

const ACCEPT = "/api/v1/api/acl/auth/partner_invitation/accept";
const INVITED = { first_name: "سارا", last_name: "محمدی", username: "sara-m", account_name: "فروشگاه نیلوفر" };

let network: FakeNetwork;
afterEach(() => network.restore());

function fill(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText("رمز عبور"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("تکرار رمز عبور"), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole("button", { name: "پذیرش دعوت و ثبت رمز عبور" }));
}

describe("InvitationAccept", () => {
  it("says who is invited to which account, sets the password with the token, and leads to sign-in", async () => {
    network = fakeNetwork({ [`POST ${ACCEPT}`]: ok(null) });
    render(<InvitationAccept token="tok-123" invited={INVITED} />);
    expect(screen.getByText(/سارا محمدی عزیز، شما به همکاری در حساب «فروشگاه نیلوفر» دعوت شده‌اید/)).toBeVisible();

    fill("Blue7Ocean!", "Blue7Ocean!");

    expect(await screen.findByRole("heading", { name: "رمز عبور شما ثبت شد" })).toBeVisible();
    expect(screen.getByRole("link", { name: "ورود به پنل" })).toHaveAttribute("href", "/login");
    expect(network.to("POST", ACCEPT)[0]?.body).toEqual({ token: "tok-123", password: "Blue7Ocean!" });
  });

  it("refuses a weak password or a confirmation that differs, with the registration's messages", async () => {
    network = fakeNetwork({ [`POST ${ACCEPT}`]: ok(null) });
    render(<InvitationAccept token="tok-123" invited={INVITED} />);
    fill("short", "short");
    expect(await screen.findByText(PASSWORD_MESSAGES.min)).toBeVisible();
    expect(screen.getByLabelText("رمز عبور")).toHaveAttribute("aria-invalid", "true");

    fill("Blue7Ocean!", "Blue7Ocean?");
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
    expect(network.to("POST", ACCEPT)).toHaveLength(0);
  });

  it("shows the upstream's refusal of a spent link above the form and keeps the form", async () => {
    network = fakeNetwork({ [`POST ${ACCEPT}`]: failure(422, COLLEAGUE_MESSAGES.invitationInvalid) });
    render(<InvitationAccept token="tok-123" invited={INVITED} />);
    fill("Blue7Ocean!", "Blue7Ocean!");

    expect(await screen.findByRole("alert")).toHaveTextContent(COLLEAGUE_MESSAGES.invitationInvalid);
    expect(screen.getByLabelText("رمز عبور")).toHaveValue("Blue7Ocean!");
  });
});
