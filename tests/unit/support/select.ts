import { act, fireEvent, screen } from "@testing-library/react";

/** Lets pending answers and the renders after them through. */
export async function settle() {
  await act(async () => {});
}

/** Opens a select by its label and picks an option by its text, as a user clicks them. */
export async function choose(label: string | RegExp, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name: label }));
  await settle();
  fireEvent.click(await screen.findByRole("option", { name: option }));
  await settle();
}
