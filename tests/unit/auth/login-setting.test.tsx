import { render, screen } from "@testing-library/react";
import { LoginSettingProvider } from "@/app/(auth)/_lib/login-setting-context";
import { LoginFlow } from "@/app/(auth)/login/_components/login-flow";
import { LoginForm } from "@/app/(auth)/login/_components/login-form";
import type { LoginSettingRead } from "@/lib/bff/login-setting";

const SETTING = { register_enabled: true, forgot_password_enabled: true, otp_length: 6, otp_resend_seconds: 60 };

function renderForm(read: LoginSettingRead) {
  return render(
    <LoginSettingProvider value={read}>
      <LoginForm defaultValues={{ username: "", password: "" }} onSignedIn={jest.fn()} onCodeRequired={jest.fn()} />
    </LoginSettingProvider>,
  );
}

describe("the sign-in settings the layout read on the server", () => {
  it("shows the registration and recovery links when the upstream allows them", () => {
    renderForm({ setting: SETTING, error: null });
    expect(screen.getByRole("link", { name: "فراموشی رمز عبور" })).toHaveAttribute("href", "/login/forgot-password");
    expect(screen.getByRole("link", { name: "ثبت‌نام" })).toHaveAttribute("href", "/register");
  });

  it("leaves out the links the upstream has turned off, from the first paint", () => {
    renderForm({ setting: { ...SETTING, register_enabled: false, forgot_password_enabled: false }, error: null });
    expect(screen.queryByRole("link", { name: "فراموشی رمز عبور" })).toBeNull();
    expect(screen.queryByRole("link", { name: "ثبت‌نام" })).toBeNull();
  });

  it("says why the settings could not be read, above a form that still works", () => {
    render(
      <LoginSettingProvider value={{ setting: null, error: "خطا در ارسال اطلاعات" }}>
        <LoginFlow next="/dashboard" />
      </LoginSettingProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("خطا در ارسال اطلاعات");
    expect(screen.getByRole("button", { name: "ورود" })).toBeEnabled();
  });
});
