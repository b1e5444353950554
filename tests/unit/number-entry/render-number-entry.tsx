import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { NumberEntry, type NumberEntryProps } from "@/components/ui/number-entry/number-entry";

export const LABEL = "شماره‌های گیرنده";

type Options = Partial<Omit<NumberEntryProps, "value" | "onChange" | "label">> & { initial?: string[] };

/** The widget under a parent that keeps the list, as a form would; onChange is recorded. */
export function renderNumberEntry({ initial = [], ...props }: Options = {}) {
  const onChange = jest.fn();
  function Parent() {
    const [value, setValue] = useState(initial);
    return (
      <NumberEntry
        {...(props as NumberEntryProps)}
        label={LABEL}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Parent />);
  // Through the label's `for`, as getByLabelText would, without its slow scan of a thousand chip buttons.
  const label = screen.getByText(LABEL, { selector: "label" }) as HTMLLabelElement;
  return { onChange, input: document.getElementById(label.htmlFor) as HTMLInputElement };
}

/**
 * The chips' texts as shown (Persian digits), or [] when the list is not shown. `behindModal` also
 * finds them while an open modal hides the rest of the page from assistive technology.
 */
export function chipTexts({ behindModal = false } = {}): string[] {
  const list = screen.queryByRole("list", { name: `فهرست ${LABEL}`, hidden: behindModal });
  if (!list) return [];
  return Array.from(list.children, (item) => item.textContent ?? "");
}
