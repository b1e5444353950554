import { fireEvent, screen } from "@testing-library/react";
import { chipTexts, LABEL, renderNumberEntry } from "./render-number-entry";

const enter = (input: HTMLElement) => fireEvent.keyDown(input, { key: "Enter" });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe("NumberEntry — mobile mode", () => {
  it("adds a number on Enter with 98 in front, shows it as a chip in Persian digits and clears the input", () => {
    const { input, onChange } = renderNumberEntry({ validateMobile: true });
    type(input, "09121234567");
    enter(input);
    expect(onChange).toHaveBeenLastCalledWith(["989121234567"]);
    expect(chipTexts()).toEqual(["۹۸۹۱۲۱۲۳۴۵۶۷"]);
    expect(input).toHaveValue("");
    expect(screen.getByText("۱ شماره در لیست")).toBeInTheDocument();
  });

  it("adds with the add button too, and puts focus back in the input for the next number", () => {
    const { input, onChange } = renderNumberEntry({ validateMobile: true, initial: ["989121234567"] });
    type(input, "9351234567");
    fireEvent.click(screen.getByRole("button", { name: "افزودن" }));
    expect(onChange).toHaveBeenLastCalledWith(["989121234567", "989351234567"]);
    expect(chipTexts()).toEqual(["۹۸۹۱۲۱۲۳۴۵۶۷", "۹۸۹۳۵۱۲۳۴۵۶۷"]);
    expect(input).toHaveFocus();
  });

  it("keeps only digits, converting Persian ones, and refuses a thirteenth digit", () => {
    const { input } = renderNumberEntry({ validateMobile: true });
    expect(input).toHaveAttribute("maxlength", "12");
    expect(input).toHaveAttribute("type", "tel");
    type(input, "۰۹۱۲abc۱۲");
    expect(input).toHaveValue("091212");
    type(input, "98912123456789");
    expect(input).toHaveValue("989121234567");
  });

  it("shows «شماره معتبر نیست» next to the input, keeps the text to fix, and clears the error on typing", () => {
    const { input, onChange } = renderNumberEntry({ validateMobile: true });
    type(input, "09512345678");
    enter(input);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("شماره معتبر نیست");
    expect(input).toHaveValue("09512345678");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);
    expect(onChange).not.toHaveBeenCalled();

    type(input, "0912345678");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("refuses a number already in the list, however it is written", () => {
    const { input, onChange } = renderNumberEntry({ validateMobile: true, initial: ["989121234567"] });
    type(input, "9121234567");
    enter(input);
    expect(screen.getByRole("alert")).toHaveTextContent("این شماره قبلاً در لیست وجود دارد");
    expect(input).toHaveValue("9121234567");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("does nothing when Enter is pressed on an empty input", () => {
    const { input, onChange } = renderNumberEntry({ validateMobile: true });
    enter(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("NumberEntry — chips", () => {
  it("removes a chip with its own button and moves focus to the next chip", () => {
    const { onChange } = renderNumberEntry({
      validateMobile: true,
      initial: ["989121234567", "989351234567", "989901234567"],
    });
    fireEvent.click(screen.getByRole("button", { name: "حذف ۹۸۹۳۵۱۲۳۴۵۶۷" }));
    expect(onChange).toHaveBeenLastCalledWith(["989121234567", "989901234567"]);
    expect(chipTexts()).toEqual(["۹۸۹۱۲۱۲۳۴۵۶۷", "۹۸۹۹۰۱۲۳۴۵۶۷"]);
    expect(screen.getByRole("button", { name: "حذف ۹۸۹۹۰۱۲۳۴۵۶۷" })).toHaveFocus();
  });

  it("moves focus to the previous chip after the last one, and to the input once the list is empty", () => {
    const { input } = renderNumberEntry({ initial: ["12", "34"] });
    fireEvent.click(screen.getByRole("button", { name: "حذف ۳۴" }));
    expect(screen.getByRole("button", { name: "حذف ۱۲" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "حذف ۱۲" }));
    expect(chipTexts()).toEqual([]);
    expect(input).toHaveFocus();
  });

  it("keeps the chips in a box at most 180 px high that scrolls", () => {
    renderNumberEntry({ initial: ["12"] });
    const list = screen.getByRole("list", { name: `فهرست ${LABEL}` });
    expect(list).toHaveClass("max-h-[180px]", "overflow-y-auto");
  });
});

describe("NumberEntry — plain mode", () => {
  it("adds the integer as typed, without 98, leading zeros dropped, and has no paste button", () => {
    const { input, onChange } = renderNumberEntry();
    type(input, "0021");
    enter(input);
    expect(onChange).toHaveBeenLastCalledWith(["21"]);
    expect(screen.queryByRole("button", { name: "افزودن گروهی" })).not.toBeInTheDocument();
  });

  it("allows twelve digits", () => {
    const { input, onChange } = renderNumberEntry();
    type(input, "1234567890123");
    expect(input).toHaveValue("123456789012");
    enter(input);
    expect(onChange).toHaveBeenLastCalledWith(["123456789012"]);
  });

  it("reports a duplicate", () => {
    const { input } = renderNumberEntry({ initial: ["21"] });
    type(input, "21");
    enter(input);
    expect(screen.getByRole("alert")).toHaveTextContent("این شماره قبلاً در لیست وجود دارد");
  });
});

describe("NumberEntry — maxCount", () => {
  it("disables the input and the add button when the maximum is reached, says so, and re-enables after a removal", () => {
    const { input } = renderNumberEntry({ validateMobile: true, maxCount: 2, initial: ["989121234567"] });
    expect(screen.getByText("۱ از ۲ شماره")).toBeInTheDocument();
    type(input, "09351234567");
    enter(input);

    expect(input).toBeDisabled();
    expect(screen.getByRole("button", { name: "افزودن" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "افزودن گروهی" })).toBeDisabled();
    const note = screen.getByText(/به حداکثر تعداد شماره‌ها \(۲ شماره\) رسیده‌اید/);
    expect(note).toHaveFocus();
    expect(screen.getByText("۲ از ۲ شماره")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "حذف ۹۸۹۱۲۱۲۳۴۵۶۷" }));
    expect(input).toBeEnabled();
    expect(screen.queryByText(/به حداکثر تعداد شماره‌ها/)).not.toBeInTheDocument();
  });

  it("starts disabled when the given list is already full", () => {
    const { input } = renderNumberEntry({ maxCount: 1, initial: ["12"] });
    expect(input).toBeDisabled();
    expect(input.getAttribute("aria-describedby")).toBeTruthy();
  });
});

describe("NumberEntry — prefix mode", () => {
  it("rejects a leading zero and keeps the text", () => {
    const { input, onChange } = renderNumberEntry({ prefix: true });
    type(input, "0123");
    enter(input);
    expect(screen.getByRole("alert")).toHaveTextContent("پیشوند نباید با صفر شروع شود");
    expect(input).toHaveValue("0123");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("takes at most six digits", () => {
    const { input } = renderNumberEntry({ prefix: true });
    expect(input).toHaveAttribute("maxlength", "6");
    type(input, "1234567");
    expect(input).toHaveValue("123456");
  });

  it("takes one prefix only: the input is disabled until it is removed", () => {
    const { input, onChange } = renderNumberEntry({ prefix: true });
    expect(screen.queryByRole("button", { name: "افزودن گروهی" })).not.toBeInTheDocument();
    type(input, "3000");
    enter(input);
    expect(onChange).toHaveBeenLastCalledWith(["3000"]);
    expect(input).toBeDisabled();
    expect(screen.getByText(/پیشوند وارد شد/)).toHaveFocus();

    fireEvent.click(screen.getByRole("button", { name: "حذف ۳۰۰۰" }));
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
  });
});

describe("NumberEntry — form props", () => {
  it("shows an external error under the widget and ties it to the input", () => {
    const { input } = renderNumberEntry({ validateMobile: true, error: "حداقل یک شماره وارد کنید" });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("حداقل یک شماره وارد کنید");
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("disables the input, the buttons and chip removal when disabled", () => {
    const { input } = renderNumberEntry({ validateMobile: true, disabled: true, initial: ["989121234567"] });
    expect(input).toBeDisabled();
    expect(screen.getByRole("button", { name: "افزودن" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "افزودن گروهی" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "حذف ۹۸۹۱۲۱۲۳۴۵۶۷" })).toBeDisabled();
  });
});
