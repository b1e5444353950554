import { fireEvent, render, screen } from "@testing-library/react";
import { CITIES, MultiHarness, openByClick, settle } from "./select-harness";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const trigger = () => screen.getByRole("combobox", { name: "شهرها" });

async function toggle(label: string) {
  fireEvent.click(screen.getByRole("option", { name: label }));
  await settle();
}

describe("Select, multiple choice", () => {
  it("toggles options on and off and stays open", async () => {
    const onChange = jest.fn();
    render(<MultiHarness aria-label="شهرها" options={CITIES} onChange={onChange} />);
    await openByClick("شهرها");
    expect(screen.getByRole("listbox")).toHaveAttribute("aria-multiselectable", "true");

    await toggle("شیراز");
    await toggle("تهران");
    expect(onChange).toHaveBeenLastCalledWith(
      ["shz", "thr"],
      [
        { value: "shz", label: "شیراز" },
        { value: "thr", label: "تهران" },
      ],
    );
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "شیراز" })).toHaveAttribute("aria-selected", "true");

    await toggle("شیراز");
    expect(onChange).toHaveBeenLastCalledWith(["thr"], [{ value: "thr", label: "تهران" }]);
    expect(screen.getByRole("option", { name: "شیراز" })).toHaveAttribute("aria-selected", "false");
    expect(trigger()).toHaveTextContent(/^تهران$/);
  });

  it("draws a checkbox on every row, ticked on the chosen ones", async () => {
    render(<MultiHarness aria-label="شهرها" options={CITIES} initial={["isf"]} />);
    await openByClick("شهرها");
    const box = (label: string) => screen.getByRole("option", { name: label }).querySelector("span[aria-hidden]");
    expect(box("اصفهان")).toHaveClass("bg-primary");
    expect(box("اصفهان")?.querySelector("svg")).not.toBeNull();
    expect(box("تهران")).not.toHaveClass("bg-primary");
    expect(box("تهران")?.querySelector("svg")).toBeNull();
  });

  it("names the first two choices on the trigger, then «+ N مورد دیگر» in Persian digits", async () => {
    render(<MultiHarness aria-label="شهرها" options={CITIES} />);
    await openByClick("شهرها");
    await toggle("تبریز");
    expect(trigger()).toHaveTextContent(/^تبریز$/);
    await toggle("تهران");
    expect(trigger().textContent).toBe("تبریز، تهران");
    await toggle("مشهد");
    expect(trigger().textContent).toBe("تبریز، تهران + ۱ مورد دیگر");
    await toggle("اصفهان");
    expect(trigger().textContent).toBe("تبریز، تهران + ۲ مورد دیگر");
    await toggle("تبریز");
    expect(trigger().textContent).toBe("تهران، مشهد + ۱ مورد دیگر");
  });

  it("toggles the active option with Enter and Space from the keyboard", async () => {
    const onChange = jest.fn();
    render(<MultiHarness aria-label="شهرها" options={CITIES} onChange={onChange} />);
    const combobox = trigger();
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    await settle();
    fireEvent.keyDown(combobox, { key: "Enter" });
    await settle();
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    fireEvent.keyDown(combobox, { key: " " });
    await settle();
    expect(onChange).toHaveBeenLastCalledWith(["thr", "shz"], expect.any(Array));
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    fireEvent.keyDown(combobox, { key: "Enter" });
    await settle();
    expect(onChange).toHaveBeenLastCalledWith(["thr"], [{ value: "thr", label: "تهران" }]);
  });

  it("empties every choice with the clear button", async () => {
    const onChange = jest.fn();
    render(
      <MultiHarness
        aria-label="شهرها"
        options={CITIES}
        initial={["thr", "shz", "isf"]}
        clearable
        onChange={onChange}
      />,
    );
    expect(trigger().textContent).toBe("تهران، شیراز + ۱ مورد دیگر");
    fireEvent.click(screen.getByRole("button", { name: "پاک کردن انتخاب" }));
    await settle();
    expect(onChange).toHaveBeenCalledWith([], []);
    expect(trigger()).toHaveTextContent("انتخاب کنید");
  });
});
