import { type Page } from "@playwright/test";
import { COLLEAGUE_MESSAGES } from "../../lib/contract/colleagues";
import { expect, test } from "./support/test";
import { createAccount, signIn } from "./support/accounts";
import { createRole, inviteColleague } from "./support/colleagues";

/** A role's row in the roles' tab: a table row on a desktop, a card on a phone. */
const roleRow = (page: Page, title: string) =>
  page
    .getByRole("region", { name: "سطوح دسترسی" })
    .locator("tr, li")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });

const groupBox = (page: Page, group: string) =>
  page.getByRole("checkbox", { name: `همهٔ دسترسی‌های ${group}`, exact: true });
const permissionBox = (page: Page, title: string) => page.getByRole("checkbox", { name: title, exact: true });
const titleField = (page: Page) => page.getByRole("textbox", { name: "عنوان سطح دسترسی" });

test("a role is made from grouped permissions, duplicated, and the copy edited into a role of its own", async ({
  page,
}) => {
  await signIn(page, await createAccount(), "/colleagues?tab=1");
  const empty = page.getByText("هنوز سطح دسترسی‌ای نساخته‌اید", { exact: false });
  await expect(empty).toBeVisible();
  await page.getByRole("region", { name: "سطوح دسترسی" }).getByRole("link", { name: "ساخت سطح دسترسی" }).last().click();

  await expect(page).toHaveURL(/\/colleagues\/create-access$/);
  await titleField(page).fill("کارشناس ارسال");
  await groupBox(page, "ارسال پیامک").check();
  await expect(permissionBox(page, "ارسال سریع")).toBeChecked();
  await expect(permissionBox(page, "ارسال به دکل ایرانسل")).toBeChecked();
  await permissionBox(page, "مشاهده و دریافت گزارش ارسال‌ها").check();
  await expect(groupBox(page, "گزارش‌ها")).toHaveJSProperty("indeterminate", true);
  await expect(page.getByText(/^۱۲ از [۰-۹]+ دسترسی انتخاب شده$/)).toBeVisible();
  await page.getByRole("button", { name: "ساخت سطح دسترسی" }).click();

  await expect(page).toHaveURL(/\/colleagues\?tab=1$/);
  await expect(page.getByText("سطح دسترسی «کارشناس ارسال» ساخته شد.", { exact: true })).toBeVisible();
  const made = roleRow(page, "کارشناس ارسال");
  await expect(made).toContainText("۱۲ دسترسی");
  await expect(made).toContainText("بدون همکار");

  await page.getByRole("button", { name: "کپی از «کارشناس ارسال»" }).click();
  await expect(page).toHaveURL(/\/colleagues\/update-access\/\d+$/);
  await expect(titleField(page)).not.toHaveValue("");
  await expect(titleField(page)).not.toHaveValue("کارشناس ارسال");
  await expect(groupBox(page, "ارسال پیامک")).toBeChecked();
  await expect(permissionBox(page, "مشاهده و دریافت گزارش ارسال‌ها")).toBeChecked();

  await titleField(page).fill("کارشناس گزارش");
  await groupBox(page, "ارسال پیامک").uncheck();
  await expect(permissionBox(page, "ارسال سریع")).not.toBeChecked();
  await permissionBox(page, "توقف ارسال‌ها").check();
  await expect(groupBox(page, "گزارش‌ها")).toBeChecked();
  await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();

  await expect(page).toHaveURL(/\/colleagues\?tab=1$/);
  await expect(roleRow(page, "کارشناس گزارش")).toContainText("۲ دسترسی");
  await expect(roleRow(page, "کارشناس ارسال")).toContainText("۱۲ دسترسی");

  // The original kept its own permissions.
  await roleRow(page, "کارشناس ارسال").getByRole("link", { name: "ویرایش «کارشناس ارسال»" }).click();
  await expect(titleField(page)).toHaveValue("کارشناس ارسال");
  await expect(permissionBox(page, "ارسال سریع")).toBeChecked();
  await expect(permissionBox(page, "توقف ارسال‌ها")).not.toBeChecked();
});

test("a role a colleague holds is not deleted, and the dialog says why; a free role is @one-viewport", async ({
  page,
}) => {
  const owner = await createAccount();
  const held = await createRole(owner, ["send.quick"], "نقش در حال استفاده");
  await createRole(owner, ["reports.view"], "نقش آزاد");
  await inviteColleague(owner, { roleId: held.id });
  await signIn(page, owner, "/colleagues?tab=1");

  await expect(roleRow(page, "نقش در حال استفاده")).toContainText("۱ همکار");
  await page.getByRole("button", { name: "حذف «نقش در حال استفاده»" }).click();
  const dialog = page.getByRole("dialog", { name: "حذف سطح دسترسی" });
  await expect(dialog).toContainText("۱ همکار اکنون این سطح دسترسی را دارند.");
  await dialog.getByRole("button", { name: "حذف", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(COLLEAGUE_MESSAGES.roleInUse);
  await dialog.getByRole("button", { name: "انصراف" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(roleRow(page, "نقش در حال استفاده")).toBeVisible();

  await page.getByRole("button", { name: "حذف «نقش آزاد»" }).click();
  await dialog.getByRole("button", { name: "حذف", exact: true }).click();
  await expect(page.getByText("سطح دسترسی «نقش آزاد» حذف شد.", { exact: true })).toBeVisible();
  await expect(roleRow(page, "نقش آزاد")).toHaveCount(0);
  await expect(roleRow(page, "نقش در حال استفاده")).toBeVisible();
});

test("with no role yet, inviting a colleague leads to making one and back to the invitation", async ({ page }) => {
  await signIn(page, await createAccount(), "/colleagues");
  await expect(page.getByText("برای دعوت همکار، ابتدا یک سطح دسترسی بسازید")).toBeVisible();
  await page.goto("/colleagues/create");
  await expect(page.getByRole("heading", { name: "ابتدا یک سطح دسترسی بسازید" })).toBeVisible();
  await page.getByRole("link", { name: "ساخت سطح دسترسی" }).click();

  await expect(page).toHaveURL(/\/colleagues\/create-access\?next=invite$/);
  await titleField(page).fill("پشتیبان");
  await groupBox(page, "پشتیبانی").check();
  await page.getByRole("button", { name: "ساخت سطح دسترسی" }).click();

  await expect(page).toHaveURL(/\/colleagues\/create$/);
  // The only role is chosen already.
  await expect(page.getByRole("combobox", { name: "سطح دسترسی" })).toHaveText(/پشتیبان/);
});
