import { screen, within } from "@testing-library/react";

/** The text of each cell of each row of the table named `name`, its header row left out. */
export const cellTexts = (name: string) =>
  within(screen.getByRole("table", { name }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
