import { act, fireEvent, render, screen } from "@testing-library/react";
import { TOAST_DURATION_MS, Toaster } from "@/components/ui/toaster";
import { MAX_TOASTS, toast } from "@/lib/ui/toast-store";

describe("toasts", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it("shows a notice, then lets it go after five seconds", () => {
    render(<Toaster />);
    act(() => {
      toast.success("پیامک با موفقیت ارسال شد");
    });
    expect(screen.getByText("پیامک با موفقیت ارسال شد")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 500));
    expect(screen.queryByText("پیامک با موفقیت ارسال شد")).not.toBeInTheDocument();
  });

  it("can be closed by hand", () => {
    render(<Toaster />);
    act(() => {
      toast.error("ارتباط با سرور برقرار نشد");
    });
    fireEvent.click(screen.getByRole("button", { name: "بستن" }));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText("ارتباط با سرور برقرار نشد")).not.toBeInTheDocument();
  });

  it("keeps only the newest few on screen", () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 2; i += 1) toast.info(`اعلان ${i}`);
    });
    expect(screen.queryByText("اعلان 1")).not.toBeInTheDocument();
    expect(screen.queryByText("اعلان 2")).not.toBeInTheDocument();
    expect(screen.getByText(`اعلان ${MAX_TOASTS + 2}`)).toBeInTheDocument();
  });
});
