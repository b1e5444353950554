import { DirectionProvider } from "@radix-ui/react-direction";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { DateDemo } from "@/components/gallery/date-demo";
import { settle, startClockAtToday } from "./render-picker";
import { mockViewport } from "./viewport";

beforeEach(() => {
  mockViewport(false);
  startClockAtToday();
});
afterEach(() => jest.useRealTimers());

describe("Date gallery demo", () => {
  it("shows the pickers, the text fields and the time fields in their states", async () => {
    render(
      <DirectionProvider dir="rtl">
        <DateDemo />
      </DirectionProvider>,
    );
    const pickers = screen.getByRole("region", { name: "انتخاب تاریخ" });
    expect(within(pickers).getAllByRole("button", { name: "باز کردن تقویم" })).toHaveLength(9);
    expect(within(pickers).getByText("پرشده").parentElement!.querySelector("input")).toHaveValue("1403/05/12");
    expect(within(pickers).getByText("غیرفعال").parentElement!.querySelector("input")).toBeDisabled();
    expect(within(pickers).getByText("تاریخ را وارد کنید")).toBeInTheDocument();

    const empty = within(pickers).getByText(/^خالی؛/).parentElement!;
    fireEvent.focus(empty.querySelector("input")!);
    await settle();
    fireEvent.click(screen.getByLabelText("۲۰ مرداد ۱۴۰۳"));
    expect(within(empty).getByText("مقدار: ۱۴۰۳/۰۵/۲۰")).toBeInTheDocument();

    const texts = screen.getByRole("region", { name: "فیلدهای متنی تاریخ" });
    expect(within(texts).getAllByRole("textbox")).toHaveLength(8);
    const times = screen.getByRole("region", { name: "ساعت" });
    expect(within(times).getByRole("button", { name: "بعد از ظهر" })).toHaveAttribute("aria-pressed", "true");
  });
});
