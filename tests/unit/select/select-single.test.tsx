import { fireEvent, render, screen } from "@testing-library/react";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { CITIES, openByClick, optionLabels, settle, SingleHarness } from "./select-harness";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const LINES = [
  { value: 1, label: "خط اختصاصی" },
  { value: 2, label: "خط عمومی", disabled: true },
  { value: 3, label: "خط خدماتی" },
];

async function press(element: Element, key: string) {
  fireEvent.keyDown(element, { key });
  await settle();
}

describe("Select, single choice", () => {
  it("shows the placeholder, opens on a click and takes the clicked option", async () => {
    const onChange = jest.fn();
    render(<SingleHarness aria-label="شهر" options={CITIES} onChange={onChange} />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    expect(trigger).toHaveTextContent("انتخاب کنید");
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await openByClick("شهر");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const listbox = screen.getByRole("listbox", { name: "شهر" });
    expect(trigger).toHaveAttribute("aria-controls", listbox.id);
    expect(listbox).not.toHaveAttribute("aria-multiselectable");
    expect(optionLabels()).toEqual(["تهران", "شیراز", "اصفهان", "تبریز", "مشهد"]);

    fireEvent.click(screen.getByRole("option", { name: "اصفهان" }));
    await settle();

    expect(onChange).toHaveBeenCalledWith("isf", { value: "isf", label: "اصفهان" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger).toHaveTextContent("اصفهان");
    expect(trigger).toHaveFocus();
  });

  it("marks the chosen option with aria-selected and a check mark when reopened", async () => {
    render(<SingleHarness aria-label="شهر" options={CITIES} initial="shz" />);
    await openByClick("شهر");
    const chosen = screen.getByRole("option", { name: "شیراز" });
    expect(chosen).toHaveAttribute("aria-selected", "true");
    expect(chosen.querySelector("svg")).not.toBeNull();
    const other = screen.getByRole("option", { name: "تهران" });
    expect(other).toHaveAttribute("aria-selected", "false");
    expect(other.querySelector("svg")).toBeNull();
  });

  it("is driven by the keyboard: arrows move the active option, Enter takes it", async () => {
    const onChange = jest.fn();
    render(<SingleHarness aria-label="شهر" options={CITIES} onChange={onChange} />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    trigger.focus();

    await press(trigger, "ArrowDown");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    const active = () => document.getElementById(trigger.getAttribute("aria-activedescendant") ?? "");
    expect(active()).toHaveTextContent("تهران");

    await press(trigger, "ArrowDown");
    await press(trigger, "ArrowDown");
    expect(active()).toHaveTextContent("اصفهان");
    await press(trigger, "ArrowUp");
    expect(active()).toHaveTextContent("شیراز");
    await press(trigger, "End");
    expect(active()).toHaveTextContent("مشهد");
    await press(trigger, "ArrowDown");
    expect(active()).toHaveTextContent("مشهد");
    await press(trigger, "Home");
    expect(active()).toHaveTextContent("تهران");
    await press(trigger, "ArrowDown");

    await press(trigger, "Enter");
    expect(onChange).toHaveBeenCalledWith("shz", { value: "shz", label: "شیراز" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger).not.toHaveAttribute("aria-activedescendant");
    expect(trigger).toHaveTextContent("شیراز");
    expect(trigger).toHaveFocus();
  });

  it.each(["Enter", " ", "ArrowDown", "ArrowUp"])("opens on %j and starts at the chosen option", async (key) => {
    render(<SingleHarness aria-label="شهر" options={CITIES} initial="tbz" />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    await press(trigger, key);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(trigger.getAttribute("aria-activedescendant") ?? "")).toHaveTextContent("تبریز");
  });

  it.each([
    ["Home", "خط اختصاصی"],
    ["End", "خط خدماتی"],
  ])("opens on %s at the first or last option that can be chosen", async (key, label) => {
    render(<SingleHarness aria-label="خط" options={[...LINES, { value: 4, label: "خط قدیمی", disabled: true }]} />);
    const trigger = screen.getByRole("combobox", { name: "خط" });
    await press(trigger, key);
    expect(document.getElementById(trigger.getAttribute("aria-activedescendant") ?? "")).toHaveTextContent(label);
  });

  it("chooses with Space while the list is open", async () => {
    const onChange = jest.fn();
    render(<SingleHarness aria-label="شهر" options={CITIES} onChange={onChange} />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    await press(trigger, " ");
    await press(trigger, "End");
    await press(trigger, " ");
    expect(onChange).toHaveBeenCalledWith("msh", { value: "msh", label: "مشهد" });
  });

  it("Escape closes the list without choosing and keeps focus on the trigger", async () => {
    const onChange = jest.fn();
    render(<SingleHarness aria-label="شهر" options={CITIES} onChange={onChange} />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    trigger.focus();
    await press(trigger, "ArrowDown");
    await press(trigger, "ArrowDown");
    await press(trigger, "Escape");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("Tab closes the list without choosing", async () => {
    const onChange = jest.fn();
    render(<SingleHarness aria-label="شهر" options={CITIES} onChange={onChange} />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    await press(trigger, "ArrowDown");
    await press(trigger, "Tab");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("never takes a disabled option, by mouse or keyboard", async () => {
    const onChange = jest.fn();
    render(<SingleHarness aria-label="خط" options={LINES} onChange={onChange} />);
    await openByClick("خط");
    const disabled = screen.getByRole("option", { name: "خط عمومی" });
    expect(disabled).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(disabled);
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("listbox")).toBeInTheDocument();

    const trigger = screen.getByRole("combobox", { name: "خط" });
    await press(trigger, "Home");
    await press(trigger, "ArrowDown");
    expect(document.getElementById(trigger.getAttribute("aria-activedescendant") ?? "")).toHaveTextContent("خط خدماتی");
    await press(trigger, "Enter");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(3, { value: 3, label: "خط خدماتی" });
  });

  it("scrolls the active option into sight as the arrows move it", async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<SingleHarness aria-label="شهر" options={CITIES} initial="msh" />);
      const trigger = screen.getByRole("combobox", { name: "شهر" });
      await press(trigger, "ArrowDown");
      expect(scrollIntoView.mock.contexts.at(-1)).toHaveTextContent("مشهد");
      await press(trigger, "Home");
      expect(scrollIntoView.mock.contexts.at(-1)).toHaveTextContent("تهران");
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: "nearest" });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("keeps the list at most 200 px high with 40 px rows", async () => {
    render(<SingleHarness aria-label="شهر" options={CITIES} />);
    await openByClick("شهر");
    const listbox = screen.getByRole("listbox");
    expect(listbox).toHaveStyle({ maxHeight: "200px" });
    expect(listbox).toHaveClass("overflow-y-auto");
    for (const option of screen.getAllByRole("option")) expect(option).toHaveStyle({ height: "40px" });
  });

  it("says «لیست خالی است» when there are no options", async () => {
    render(<SingleHarness aria-label="گروه" options={[]} />);
    await openByClick("گروه");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("لیست خالی است");
  });

  it("is named by a Field label, which also names its list", async () => {
    render(
      <Field id="city" label="شهر محل سکونت" error="یک شهر انتخاب کنید">
        <SingleHarness id="city" options={CITIES} invalid aria-describedby="city-error" />
      </Field>,
    );
    const trigger = screen.getByLabelText("شهر محل سکونت");
    expect(trigger).toHaveRole("combobox");
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveClass("border-danger");
    expect(trigger).toHaveAccessibleDescription("یک شهر انتخاب کنید");

    fireEvent.click(screen.getByText("شهر محل سکونت"));
    await settle();
    expect(screen.getByRole("listbox", { name: "شهر محل سکونت" })).toBeInTheDocument();
  });

  it("a valid trigger has the plain border, 40 px height class and a chevron", () => {
    render(<SingleHarness aria-label="شهر" options={CITIES} />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    expect(trigger).toHaveClass("h-10", "rounded-lg", "bg-surface", "border-border");
    expect(trigger).not.toHaveClass("border-danger");
    expect(trigger).not.toHaveAttribute("aria-invalid");
    expect(trigger.parentElement?.querySelector("svg.end-3")).not.toBeNull();
  });

  it("does not open when disabled", async () => {
    render(<SingleHarness aria-label="شهر" options={CITIES} disabled initial="thr" />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveTextContent("تهران");
    fireEvent.click(trigger);
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    await settle();
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("clears the choice with the clear button, which shows only while something is chosen", async () => {
    const onChange = jest.fn();
    render(<SingleHarness aria-label="شهر" options={CITIES} initial="thr" clearable onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "پاک کردن انتخاب" }));
    await settle();
    expect(onChange).toHaveBeenCalledWith(null, null);
    expect(screen.getByRole("combobox", { name: "شهر" })).toHaveTextContent("انتخاب کنید");
    expect(screen.getByRole("combobox", { name: "شهر" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "پاک کردن انتخاب" })).toBeNull();
  });

  it("submits its value with a plain form when named", () => {
    const { container } = render(
      <Select name="city" aria-label="شهر" options={CITIES} value="isf" onChange={() => {}} />,
    );
    const hidden = container.querySelector('input[type="hidden"][name="city"]');
    expect(hidden).toHaveValue("isf");
  });
});

// jsdom has no PointerEvent; a MouseEvent carrying the pointer's type stands in for it.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "mouse";
  }
}

describe("Select, opened with a mouse", () => {
  beforeAll(() => {
    window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
  });

  it("opens on the press itself and stays open through the click that follows", async () => {
    render(<SingleHarness aria-label="شهر" options={CITIES} />);
    const trigger = screen.getByRole("combobox", { name: "شهر" });
    fireEvent.pointerDown(trigger, { pointerType: "mouse", button: 0 });
    await settle();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(trigger);
    await settle();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });
});
