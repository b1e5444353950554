import { fireEvent, screen, waitFor } from "@testing-library/react";
import { LoginForm } from "@/app/(auth)/login/_components/login-form";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

let network: FakeNetwork | undefined;
afterEach(() => network?.restore());

function signIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText("نام کاربری"), { target: { value: username } });
  fireEvent.change(screen.getByLabelText("رمز عبور"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "ورود" }));
}

function renderForm(props: Partial<React.ComponentProps<typeof LoginForm>> = {}) {
  return renderWithQuery(
    <LoginForm
      defaultValues={{ username: "", password: "" }}
      onSignedIn={jest.fn()}
      onCodeRequired={jest.fn()}
      {...props}
    />,
  );
}

describe("LoginForm", () => {
  it("asks for both fields before calling anyone", async () => {
    network = fakeNetwork({});
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "ورود" }));
    expect(await screen.findByText("نام کاربری را وارد کنید")).toBeInTheDocument();
    expect(screen.getByText("رمز عبور را وارد کنید")).toBeInTheDocument();
    expect(network.calls.filter((call) => call.path.endsWith("/login"))).toHaveLength(0);
  });

  it("shows the upstream's message for wrong credentials and keeps the username", async () => {
    network = fakeNetwork({ "POST /api/v1/api/acl/auth/login": failure(401, "نام کاربری یا رمز عبور اشتباه است") });
    renderForm();
    signIn("demo", "wrong-pass");
    expect(await screen.findByRole("alert")).toHaveTextContent("نام کاربری یا رمز عبور اشتباه است");
    expect(screen.getByLabelText("نام کاربری")).toHaveValue("demo");
  });

  it("puts a message the upstream gives for a field next to that field", async () => {
    network = fakeNetwork({
      "POST /api/v1/api/acl/auth/login": failure(422, "درخواست معتبر نیست", {
        username: ["این نام کاربری غیرفعال است"],
      }),
    });
    renderForm();
    signIn("blocked", "Secret123");
    const message = await screen.findByText("این نام کاربری غیرفعال است");
    expect(screen.getByLabelText("نام کاربری")).toHaveAttribute("aria-describedby", message.id);
  });

  it("shows the wait message when there were too many tries", async () => {
    network = fakeNetwork({
      "POST /api/v1/api/acl/auth/login": failure(429, "تعداد تلاش‌ها زیاد است؛ یک دقیقه دیگر دوباره امتحان کنید"),
    });
    renderForm();
    signIn("demo", "Demo@12345");
    expect(await screen.findByRole("alert")).toHaveTextContent("یک دقیقه دیگر دوباره امتحان کنید");
  });

  it("moves to the code step when the account has two-step sign-in", async () => {
    network = fakeNetwork({ "POST /api/v1/api/acl/auth/login": ok({ method: "sms" }) });
    const onCodeRequired = jest.fn();
    const onSignedIn = jest.fn();
    renderForm({ onCodeRequired, onSignedIn });
    signIn("demo2fa", "Demo@12345");
    await waitFor(() =>
      expect(onCodeRequired).toHaveBeenCalledWith("sms", { username: "demo2fa", password: "Demo@12345" }),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    const call = network.calls[network.calls.length - 1];
    expect(call?.body).toEqual({ username: "demo2fa", password: "Demo@12345" });
    // Without the panel's own header the BFF refuses the post as cross-site.
    expect(call?.headers.get("x-panel-request")).toBe("1");
  });
});
