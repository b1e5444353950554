import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ChangePasswordForm } from "@/components/profile/security/change-password-form";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const CHANGE = "/api/v1/api/user/change_password";
let network: FakeNetwork;
afterEach(() => network.restore());

function fill(current: string, password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText("رمز عبور فعلی"), { target: { value: current } });
  fireEvent.change(screen.getByLabelText("رمز عبور تازه"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("تکرار رمز عبور تازه"), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole("button", { name: "تغییر رمز عبور" }));
}

describe("the change-password form", () => {
  it("refuses spec §5's rules beside their fields before calling anyone, keeping what was typed", async () => {
    network = fakeNetwork({});
    renderWithQuery(<ChangePasswordForm username="demo" readOnly={false} />);
    fill("", "short1A", "other");
    expect(await screen.findByText("رمز عبور فعلی را وارد کنید")).toBeInTheDocument();
    expect(screen.getByText("رمز عبور باید دست‌کم ۸ کاراکتر باشد")).toBeInTheDocument();
    expect(screen.getByText("رمز عبور و تکرار آن یکسان نیستند")).toBeInTheDocument();
    expect(screen.getByLabelText("رمز عبور تازه")).toHaveValue("short1A");
    expect(network.to("POST", CHANGE)).toHaveLength(0);
  });

  it("rates the new password and recommends leaving the username out of it", () => {
    network = fakeNetwork({});
    renderWithQuery(<ChangePasswordForm username="demo" readOnly={false} />);
    fireEvent.change(screen.getByLabelText("رمز عبور تازه"), { target: { value: "Demo12345" } });
    expect(screen.getByTestId("password-strength-label")).toHaveTextContent("متوسط");
    const advice = screen.getByText("بهتر است رمز عبور شامل نام کاربری نباشد").closest("li")!;
    expect(advice).toHaveTextContent("(رعایت نشده)");
    fireEvent.change(screen.getByLabelText("رمز عبور تازه"), { target: { value: "Kavir-Lut-2024!" } });
    expect(advice).toHaveTextContent("(رعایت شده)");
  });

  it("sends the three fields, says how many other sessions ended, and empties the form", async () => {
    network = fakeNetwork({ [`POST ${CHANGE}`]: ok({ ended_sessions: 2 }) });
    renderWithQuery(<ChangePasswordForm username="demo" readOnly={false} />);
    fill("Demo@12345", "Kavir-Lut-2024");
    expect(
      await screen.findByText("رمز عبور تغییر کرد و ۲ نشست دیگر بسته شد؛ این نشست باز می‌ماند."),
    ).toBeInTheDocument();
    expect(network.to("POST", CHANGE)[0]!.body).toEqual({
      current_password: "Demo@12345",
      password: "Kavir-Lut-2024",
      password_confirmation: "Kavir-Lut-2024",
    });
    await waitFor(() => expect(screen.getByLabelText("رمز عبور فعلی")).toHaveValue(""));
  });

  it("puts a wrong current password beside its field and keeps what was typed", async () => {
    network = fakeNetwork({
      [`POST ${CHANGE}`]: failure(422, "رمز عبور فعلی درست نیست", { current_password: ["رمز عبور فعلی درست نیست"] }),
    });
    renderWithQuery(<ChangePasswordForm username="demo" readOnly={false} />);
    fill("Not-mine-1", "Kavir-Lut-2024");
    expect(await screen.findByText("رمز عبور فعلی درست نیست")).toBeInTheDocument();
    expect(screen.getByLabelText("رمز عبور فعلی")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("رمز عبور تازه")).toHaveValue("Kavir-Lut-2024");
  });

  it("shows the throttle's refusal above the form", async () => {
    network = fakeNetwork({
      [`POST ${CHANGE}`]: failure(429, "تعداد تلاش‌های ناموفق زیاد است. چند دقیقه دیگر دوباره تلاش کنید."),
    });
    renderWithQuery(<ChangePasswordForm username="demo" readOnly={false} />);
    fill("Not-mine-1", "Kavir-Lut-2024");
    expect(await screen.findByRole("alert")).toHaveTextContent("تعداد تلاش‌های ناموفق زیاد است");
  });

  it("cannot be used in support's read-only entry", () => {
    network = fakeNetwork({});
    renderWithQuery(<ChangePasswordForm username="demo" readOnly />);
    expect(screen.getByLabelText("رمز عبور فعلی")).toBeDisabled();
    expect(screen.getByRole("button", { name: "تغییر رمز عبور" })).toBeDisabled();
  });
});
