import { expect, test } from "./support/test";
import { createAccount, signIn } from "./support/accounts";
import { chooseOption } from "./support/profile";
import { agentActs, requestState } from "./support/tickets";
import { liveConnectionOpen } from "./support/wallet";

const SUBJECT = "گزارش ماهانهٔ ارسال‌ها به ایمیل";

test("a suggestion request goes through its states in the management's words, and a closed one leads to a new one", async ({
  page,
}) => {
  await signIn(page, await createAccount());
  // Spec §2's /support/tickets is the same list, the tab kept.
  await page.goto("/support/tickets?tab=1");
  await expect(page).toHaveURL(/\/support\?tab=1$/);
  await page.getByRole("link", { name: "پیشنهاد یا انتقاد جدید" }).click();
  await expect(page).toHaveURL(/\/support\/create-suggestion-request$/);
  await chooseOption(page, "دسته‌بندی", "پیشنهاد");
  await page.getByRole("textbox", { name: "عنوان" }).fill(SUBJECT);
  await page
    .getByRole("textbox", { name: "متن پیشنهاد یا انتقاد" })
    .fill("خوب است گزارش ماهانهٔ ارسال‌ها و هزینه‌ها خودکار به ایمیل مدیر حساب فرستاده شود.");
  await page.getByRole("button", { name: "ثبت پیشنهاد یا انتقاد" }).click();
  await expect(page).toHaveURL(/\/support\/suggestion-request\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").at(-1));
  const state = requestState(page);
  await expect(state).toContainText("در انتظار بررسی مدیریت");

  // The management's moves show live, each in its words.
  await liveConnectionOpen(page);
  await agentActs(id, "ask", "برای کدام ایمیل فرستاده شود؟");
  await expect(state).toContainText("در انتظار پاسخ شما");
  await expect(state).toContainText("مدیریت منتظر توضیح شماست.");
  await page.getByRole("textbox", { name: "متن پاسخ" }).fill("ایمیل مدیر حساب.");
  await page.getByRole("button", { name: "ارسال پاسخ" }).click();
  await expect(state).toContainText("در انتظار بررسی مدیریت");
  await agentActs(id, "refer_review");
  await expect(state).toContainText("ارجاع برای بررسی بیشتر توسط مدیریت");
  await agentActs(id, "refer_unit");
  await expect(state).toContainText("ارجاع به واحد مربوط توسط مدیریت");
  await agentActs(id, "answer", "پیشنهاد شما در برنامهٔ فصل آینده قرار گرفت.", "مدیریت محصول");
  await expect(state).toContainText("پاسخ مدیریت داده شد");
  await agentActs(id, "close");
  await expect(state).toContainText("بسته شده");
  await expect(page.getByRole("textbox", { name: "متن پاسخ" })).toHaveCount(0);

  await page.getByRole("link", { name: "ثبت درخواست جدید" }).click();
  await expect(page).toHaveURL(/\/support\/create-suggestion-request\?subject=/);
  await expect(page.getByRole("textbox", { name: "عنوان" })).toHaveValue(SUBJECT);
});
