import { expect, test } from "./support/test";
import { createAccount, creditText, readPersianNumber, signIn, storedSend } from "./support/accounts";

const sendIdOf = (url: string) => Number(/\/send-sms\/(\d+)$/.exec(url)![1]);

test("business send: a job category's directory counted per operator, at least 5,000 chosen, priced and sent on the business line", async ({
  page,
}) => {
  const account = await createAccount({ credit: 100_000_000 });
  await signIn(page, account, "/send-sms/business");
  await expect(page.getByRole("combobox", { name: "خط ارسال‌کننده" })).toContainText("98PRO");

  await page.getByRole("textbox", { name: "متن پیام" }).fill("نمایشگاه تجهیزات صنعتی، ۱۰ تا ۱۴ آذر");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByText("صنف را انتخاب کنید").first()).toBeVisible();

  await page.getByRole("combobox", { name: "صنف", exact: true }).click();
  await page.getByRole("option", { name: "صنایع و اصناف" }).click();
  const mci = page.getByRole("textbox", { name: "همراه اول" });
  await expect(page.locator("#slices-mci-available")).toHaveText(/^از [۱-۹][۰-۹٬]*$/);
  await mci.fill("100");
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  await expect(page.getByText("دست‌کم به ۵٬۰۰۰ گیرنده نیاز دارد")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "متن پیام" })).toHaveValue("نمایشگاه تجهیزات صنعتی، ۱۰ تا ۱۴ آذر");

  // All of the category's numbers on every operator.
  for (const all of await page.getByRole("button", { name: "همه", exact: true }).all()) await all.click();
  const chosenText = (await page.getByText("گیرندگان انتخاب‌شده:").locator("strong").textContent())!;
  const chosen = readPersianNumber(chosenText);
  expect(chosen).toBeGreaterThanOrEqual(5000);
  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toContainText(
    await page
      .locator("#slices-mci")
      .inputValue()
      .then((v) => Number(v).toLocaleString("fa-IR")),
  );
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();

  await expect(page).toHaveURL(/\/send-sms\/\d+$/);
  await expect(page.getByText("گیرندگان").locator("xpath=following-sibling::dd[1]")).toHaveText(chosenText);
  await expect(creditText(page)).not.toHaveText("۱۰۰٬۰۰۰٬۰۰۰ ریال");
  const stored = await storedSend(sendIdOf(page.url()));
  expect(stored.sending_type).toBe("job");
  expect(stored.recipient_count).toBe(chosen);
});
