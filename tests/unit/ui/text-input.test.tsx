import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { TextInput, type TextInputVariant } from "@/components/ui/text-input";

function Controlled({ variant, onEnter }: { variant: TextInputVariant; onEnter?: () => void }) {
  const [value, setValue] = useState("");
  return (
    <>
      <TextInput
        aria-label="ورودی"
        variant={variant}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onEnter={onEnter}
      />
      <output>{value}</output>
    </>
  );
}

const input = () => screen.getByRole("textbox", { name: "ورودی" });
const keyDown = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(input(), { key, ...init });

describe("the text input", () => {
  it("is 40 px high", () => {
    render(<Controlled variant="text" />);
    expect(input()).toHaveClass("h-10");
  });

  it("trims spaces on blur", () => {
    render(<Controlled variant="text" />);
    fireEvent.change(input(), { target: { value: "  شرکت نمونه  " } });
    fireEvent.blur(input());
    expect(screen.getByRole("status")).toHaveTextContent(/^شرکت نمونه$/);
    expect(input()).toHaveValue("شرکت نمونه");
  });

  it.each(["numeric", "tel"] as const)(
    "the %s variant turns Persian and Arabic digits into Latin and drops the rest",
    (variant) => {
      render(<Controlled variant={variant} />);
      fireEvent.change(input(), { target: { value: "۰۹۱۲-٣٤٥ abc ۶۷۸۹" } });
      expect(input()).toHaveValue("09123456789");
    },
  );

  it("keeps text as typed in the text variant", () => {
    render(<Controlled variant="text" />);
    fireEvent.change(input(), { target: { value: "کد ۱۲۳" } });
    expect(input()).toHaveValue("کد ۱۲۳");
  });

  it("lets only digits, editing and navigation keys and clipboard shortcuts into a tel field", () => {
    render(<Controlled variant="tel" />);
    const allowed = ["5", "۵", "٥", "Backspace", "Delete", "ArrowLeft", "ArrowRight", "Tab"];
    for (const key of allowed) expect(keyDown(key)).toBe(true);
    for (const shortcut of ["c", "v", "x", "a"]) {
      expect(keyDown(shortcut, { ctrlKey: true })).toBe(true);
      expect(keyDown(shortcut, { metaKey: true })).toBe(true);
    }
    for (const key of ["a", "-", "+", " ", "ArrowUp", "Home", "e"]) expect(keyDown(key)).toBe(false);
    expect(keyDown("z", { ctrlKey: true })).toBe(false);
  });

  it("does not limit keys in the other variants", () => {
    render(<Controlled variant="numeric" />);
    expect(keyDown("a")).toBe(true);
  });

  it("calls onEnter on Enter", () => {
    const onEnter = jest.fn();
    render(<Controlled variant="tel" onEnter={onEnter} />);
    keyDown("Enter");
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it("marks itself invalid for assistive technology", () => {
    render(<TextInput aria-label="ورودی" invalid />);
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(input()).toHaveClass("border-danger");
  });
});
