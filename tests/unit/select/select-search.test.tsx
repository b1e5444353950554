import { fireEvent, render, screen } from "@testing-library/react";
import { openByClick, optionLabels, settle, SingleHarness } from "./select-harness";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const SENDERS = [
  { value: 1, label: "کرمان" },
  { value: 2, label: "یزد" },
  { value: 3, label: "خط ۳۰۰۰۱۲" },
  { value: 4, label: "کیش" },
];

const searchBox = () => screen.getByRole("searchbox", { name: "جستجو" });

async function type(text: string) {
  fireEvent.change(searchBox(), { target: { value: text } });
  await settle();
}

describe("Select with a search box over local options", () => {
  it("puts focus in the search box on open and filters as the user types", async () => {
    render(<SingleHarness aria-label="فرستنده" searchable options={SENDERS} />);
    await openByClick("فرستنده");
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
    expect(optionLabels()).toEqual(["کرمان", "یزد", "خط ۳۰۰۰۱۲", "کیش"]);

    await type("ک");
    expect(optionLabels()).toEqual(["کرمان", "کیش"]);
  });

  it("finds Persian labels typed with Arabic letters and Latin or Arabic digits", async () => {
    render(<SingleHarness aria-label="فرستنده" searchable options={SENDERS} />);
    await openByClick("فرستنده");
    await type("كيش");
    expect(optionLabels()).toEqual(["کیش"]);
    await type("يزد");
    expect(optionLabels()).toEqual(["یزد"]);
    await type("3000");
    expect(optionLabels()).toEqual(["خط ۳۰۰۰۱۲"]);
    await type("٣٠٠٠");
    expect(optionLabels()).toEqual(["خط ۳۰۰۰۱۲"]);
  });

  it("says «موردی یافت نشد» for a search without a match, not «لیست خالی است»", async () => {
    render(<SingleHarness aria-label="فرستنده" searchable options={SENDERS} />);
    await openByClick("فرستنده");
    await type("تبریز");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("موردی یافت نشد");
    expect(screen.queryByText("لیست خالی است")).toBeNull();
  });

  it("moves through the filtered options from the search box and takes one with Enter", async () => {
    const onChange = jest.fn();
    render(<SingleHarness aria-label="فرستنده" searchable options={SENDERS} onChange={onChange} />);
    await openByClick("فرستنده");
    await type("ک");
    const active = () => document.getElementById(searchBox().getAttribute("aria-activedescendant") ?? "");
    expect(active()).toHaveTextContent("کرمان");
    fireEvent.keyDown(searchBox(), { key: "ArrowDown" });
    await settle();
    expect(active()).toHaveTextContent("کیش");
    fireEvent.keyDown(searchBox(), { key: "Enter" });
    await settle();
    expect(onChange).toHaveBeenCalledWith(4, { value: 4, label: "کیش" });
    const trigger = screen.getByRole("combobox", { name: "فرستنده" });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent("کیش");
  });

  it("lets Space be typed in the search box instead of choosing", async () => {
    const onChange = jest.fn();
    render(<SingleHarness aria-label="فرستنده" searchable options={SENDERS} onChange={onChange} />);
    await openByClick("فرستنده");
    const event = fireEvent.keyDown(searchBox(), { key: " " });
    expect(event).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("Escape in the search box closes the list and returns focus to the trigger", async () => {
    render(<SingleHarness aria-label="فرستنده" searchable options={SENDERS} />);
    await openByClick("فرستنده");
    fireEvent.keyDown(searchBox(), { key: "Escape" });
    await settle();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("combobox", { name: "فرستنده" })).toHaveFocus();
  });

  it("Tab from the search box closes the list and hands the Tab on from the trigger", async () => {
    render(<SingleHarness aria-label="فرستنده" searchable options={SENDERS} />);
    await openByClick("فرستنده");
    const event = fireEvent.keyDown(searchBox(), { key: "Tab" });
    await settle();
    expect(event).toBe(true);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("combobox", { name: "فرستنده" })).toHaveFocus();
  });

  it("starts with an empty search each time it opens", async () => {
    render(<SingleHarness aria-label="فرستنده" searchable options={SENDERS} />);
    await openByClick("فرستنده");
    await type("یزد");
    fireEvent.keyDown(searchBox(), { key: "Escape" });
    await settle();
    await openByClick("فرستنده");
    expect(searchBox()).toHaveValue("");
    expect(optionLabels()).toHaveLength(4);
  });
});
