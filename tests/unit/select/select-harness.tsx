import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import {
  Select,
  type MultiSelectProps,
  type SelectOption,
  type SelectValue,
  type SingleSelectProps,
} from "@/components/ui/select";

type HarnessProps<P> = Omit<P, "value" | "onChange"> & { onChange?: jest.Mock };

/** A single select that keeps what the user chose, as a page would. */
export function SingleHarness<V extends SelectValue>({
  initial = null,
  onChange,
  ...props
}: HarnessProps<SingleSelectProps<V>> & { initial?: V | null }) {
  const [value, setValue] = useState<V | null>(initial);
  return (
    <Select<V>
      {...props}
      value={value}
      onChange={(next, option) => {
        setValue(next);
        onChange?.(next, option);
      }}
    />
  );
}

/** A multi select that keeps what the user chose. */
export function MultiHarness<V extends SelectValue>({
  initial = [],
  onChange,
  ...props
}: HarnessProps<Omit<MultiSelectProps<V>, "multiple">> & { initial?: V[] }) {
  const [value, setValue] = useState<V[]>(initial);
  return (
    <Select<V>
      {...props}
      multiple
      value={value}
      onChange={(next, options) => {
        setValue(next);
        onChange?.(next, options);
      }}
    />
  );
}

/** Lets the popup position itself and any answered page arrive. */
export async function settle() {
  await act(async () => {});
}

export async function openByClick(name: string) {
  const trigger = screen.getByRole("combobox", { name });
  fireEvent.click(trigger);
  await settle();
  return trigger;
}

export const optionLabels = () => screen.queryAllByRole("option").map((option) => option.textContent);

export const CITIES: SelectOption<string>[] = [
  { value: "thr", label: "تهران" },
  { value: "shz", label: "شیراز" },
  { value: "isf", label: "اصفهان" },
  { value: "tbz", label: "تبریز" },
  { value: "msh", label: "مشهد" },
];
