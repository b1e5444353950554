import { fireEvent, screen, within } from "@testing-library/react";
import { mobiles } from "./mobiles";
import { chipTexts, renderNumberEntry } from "./render-number-entry";

function openPaste() {
  // By text: a role query would scan every chip button, slow with a thousand chips.
  fireEvent.click(screen.getByText("افزودن گروهی", { selector: "button" }));
  const dialog = screen.getByRole("dialog", { name: "افزودن گروهی شماره‌ها" });
  const textarea = within(dialog).getByLabelText("شماره‌های موبایل");
  const confirm = within(dialog).getByRole("button", { name: "افزودن به لیست" });
  return { dialog, textarea, confirm };
}

function paste(textarea: HTMLElement, confirm: HTMLElement, text: string) {
  fireEvent.change(textarea, { target: { value: text } });
  fireEvent.click(confirm);
}

describe("Paste dialog", () => {
  it("adds the valid numbers of a mixed paste, reports what it did and keeps the invalid entries to fix", () => {
    const { onChange } = renderNumberEntry({ validateMobile: true, initial: ["989121234567"] });
    const { dialog, textarea, confirm } = openPaste();
    const text = [
      "  09351234567 , 9901234567",
      "989011112222",
      "",
      "۰۹۳۰۱۲۳۴۵۶۷",
      "0912abc4567",
      "09121234567",
      "09351234567",
      "00989121234567",
      "0912 123 4567",
    ].join("\n");
    paste(textarea, confirm, text);

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([
      "989121234567",
      "989351234567",
      "989901234567",
      "989011112222",
      "989301234567",
    ]);
    expect(chipTexts({ behindModal: true })).toEqual([
      "۹۸۹۱۲۱۲۳۴۵۶۷",
      "۹۸۹۳۵۱۲۳۴۵۶۷",
      "۹۸۹۹۰۱۲۳۴۵۶۷",
      "۹۸۹۰۱۱۱۱۲۲۲۲",
      "۹۸۹۳۰۱۲۳۴۵۶۷",
    ]);

    const status = within(dialog).getByRole("status");
    expect(status).toHaveTextContent("۴ شماره به لیست افزوده شد.");
    expect(status).toHaveTextContent("۲ شمارهٔ تکراری نادیده گرفته شد.");
    expect(status).toHaveTextContent("۳ مورد نامعتبر بود و افزوده نشد.");

    const invalid = within(dialog).getByRole("list", { name: "موارد نامعتبر" });
    expect(
      within(invalid)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["0912abc4567", "00989121234567", "0912 123 4567"]);
    expect(textarea).toHaveValue("0912abc4567\n00989121234567\n0912 123 4567");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lets the user fix the invalid entries and confirm again", () => {
    const { onChange } = renderNumberEntry({ validateMobile: true });
    const { dialog, textarea, confirm } = openPaste();
    paste(textarea, confirm, "09121234567\nx0935");
    expect(onChange).toHaveBeenLastCalledWith(["989121234567"]);

    paste(textarea, confirm, "09351234567");
    expect(onChange).toHaveBeenLastCalledWith(["989121234567", "989351234567"]);
    expect(within(dialog).getByRole("status")).toHaveTextContent("۱ شماره به لیست افزوده شد.");
    expect(within(dialog).queryByRole("list", { name: "موارد نامعتبر" })).not.toBeInTheDocument();
    expect(textarea).toHaveValue("");
  });

  it("says nothing new was added when every number is already in the list, and does not call onChange", () => {
    const { onChange } = renderNumberEntry({ validateMobile: true, initial: ["989121234567"] });
    const { dialog, textarea, confirm } = openPaste();
    paste(textarea, confirm, "09121234567,9121234567");
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("status")).toHaveTextContent("هیچ شمارهٔ تازه‌ای افزوده نشد.");
    expect(within(dialog).getByRole("status")).toHaveTextContent("۲ شمارهٔ تکراری نادیده گرفته شد.");
  });

  it("cannot be confirmed while the text box is empty or blank", () => {
    renderNumberEntry({ validateMobile: true });
    const { textarea, confirm } = openPaste();
    expect(confirm).toBeDisabled();
    fireEvent.change(textarea, { target: { value: "  \n " } });
    expect(confirm).toBeDisabled();
  });

  it("stops at 1000 numbers and says how many were added and how many did not fit", () => {
    const initial = mobiles(998);
    const { onChange } = renderNumberEntry({ validateMobile: true, initial });
    const { dialog, textarea, confirm } = openPaste();
    expect(dialog).toHaveTextContent("جای خالی لیست: ۲ شماره.");
    paste(textarea, confirm, mobiles(5, 998).join("\n"));

    expect(onChange).toHaveBeenLastCalledWith([...initial, ...mobiles(2, 998)]);
    expect(within(dialog).getByRole("status")).toHaveTextContent("۲ شماره به لیست افزوده شد.");
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "لیست حداکثر ۱٬۰۰۰ شماره می‌پذیرد؛ ۳ شمارهٔ معتبر دیگر جا نشد و افزوده نشد.",
    );
    expect(dialog).toHaveTextContent("جای خالی لیست: ۰ شماره.");

    fireEvent.click(within(dialog).getByRole("button", { name: "بستن" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(chipTexts()).toHaveLength(1000);
  });

  it("uses a smaller maxCount as the limit and, once full, leaves focus on the note saying so", () => {
    const { onChange } = renderNumberEntry({ validateMobile: true, maxCount: 3, initial: ["989121234567"] });
    const { dialog, textarea, confirm } = openPaste();
    paste(textarea, confirm, "09351234567\n09901234567\n09011112222");
    expect(onChange).toHaveBeenLastCalledWith(["989121234567", "989351234567", "989901234567"]);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "لیست حداکثر ۳ شماره می‌پذیرد؛ ۱ شمارهٔ معتبر دیگر جا نشد",
    );

    // The paste button is now disabled, so on closing focus goes to the note saying the list is full.
    fireEvent.click(within(dialog).getByRole("button", { name: "بستن" }));
    expect(screen.getByRole("button", { name: "افزودن گروهی" })).toBeDisabled();
    expect(screen.getByText(/به حداکثر تعداد شماره‌ها \(۳ شماره\) رسیده‌اید/)).toHaveFocus();
  });

  it("starts empty again after being closed", () => {
    renderNumberEntry({ validateMobile: true });
    const first = openPaste();
    paste(first.textarea, first.confirm, "abc");
    fireEvent.keyDown(first.dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const second = openPaste();
    expect(second.textarea).toHaveValue("");
    expect(within(second.dialog).queryByRole("status")).not.toBeInTheDocument();
  });
});
