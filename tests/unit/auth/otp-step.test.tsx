import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { OtpStep } from "@/app/(auth)/_components/otp-step";
import { ApiError } from "@/lib/errors/api-error";

function renderStep(props: Partial<React.ComponentProps<typeof OtpStep>> = {}) {
  const onConfirm = jest.fn().mockResolvedValue(undefined);
  const onResend = jest.fn().mockResolvedValue(undefined);
  render(
    <OtpStep
      description="کد را وارد کنید."
      resendSeconds={45}
      onConfirm={onConfirm}
      onResend={onResend}
      backLabel="ویرایش نام کاربری"
      onBack={jest.fn()}
      {...props}
    />,
  );
  return { onConfirm, onResend };
}

describe("OtpStep", () => {
  afterEach(() => jest.useRealTimers());

  it("counts down before a new code may be asked for, then offers it", () => {
    jest.useFakeTimers();
    renderStep();
    expect(screen.getByText(/ارسال دوباره کد تا/)).toHaveTextContent("ارسال دوباره کد تا ۰:۴۵");
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByText(/ارسال دوباره کد تا/)).toHaveTextContent("ارسال دوباره کد تا ۰:۳۰");
    act(() => jest.advanceTimersByTime(31_000));
    expect(screen.getByRole("button", { name: "ارسال دوباره کد" })).toBeEnabled();
  });

  it("takes a code typed in Persian digits and sends it in Latin digits", async () => {
    const { onConfirm } = renderStep();
    const field = screen.getByLabelText("کد تأیید");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAttribute("inputmode", "numeric");
    fireEvent.change(field, { target: { value: "۱۲۳ ۴۵۶" } });
    expect(field).toHaveValue("123456");
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith("123456"));
  });

  it("shows why a code was refused and keeps it", async () => {
    const onConfirm = jest.fn().mockRejectedValue(new ApiError(400, { meta: { message: "کد وارد شده صحیح نیست" } }));
    renderStep({ onConfirm });
    const field = screen.getByLabelText("کد تأیید");
    fireEvent.change(field, { target: { value: "11111" } });
    fireEvent.click(screen.getByRole("button", { name: "تأیید" }));
    expect(await screen.findByText("کد تأیید باید ۶ رقم باشد")).toBeInTheDocument();
    fireEvent.change(field, { target: { value: "111111" } });
    expect(await screen.findByText("کد وارد شده صحیح نیست")).toBeInTheDocument();
    expect(screen.queryByText("کد تأیید باید ۶ رقم باشد")).not.toBeInTheDocument();
    expect(field).toHaveValue("111111");
  });

  it("has no resend for an authenticator app", () => {
    renderStep({ onResend: undefined });
    expect(screen.queryByText(/ارسال دوباره کد/)).not.toBeInTheDocument();
  });
});
