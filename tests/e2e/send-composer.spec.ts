import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, signIn } from "./support/accounts";

/** Calls the panel's BFF as the signed-in page would. */
async function panelPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = await page.request.post(`/api/v1/api/${path}`, { data, headers: { "x-panel-request": "1" } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

test("the composer puts a predefined message and a tracked link where the caret was", async ({ page }) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account);
  const group = await panelPost<{ draft_group_id: number }>(page, "user/draft/group", { title: "تبلیغات" });
  await panelPost(page, "user/draft", { draft_group_id: group.draft_group_id, message: "جشنوارهٔ پاییزی آغاز شد" });

  await page.goto("/send-sms/quick");
  const text = page.getByRole("textbox", { name: "متن پیام" });
  await text.fill("سلام! ");
  await page.getByRole("button", { name: "درج متن آماده" }).click();
  const drafts = page.getByRole("dialog", { name: "درج متن آماده" });
  await expect(drafts.getByText("جشنوارهٔ پاییزی آغاز شد")).toBeVisible();
  await drafts.getByRole("button", { name: "درج" }).click();
  await expect(text).toHaveValue("سلام! جشنوارهٔ پاییزی آغاز شد");

  await page.getByRole("button", { name: "پیوند رهگیری" }).click();
  const tracker = page.getByRole("dialog", { name: "پیوند رهگیری" });
  await tracker.getByRole("textbox", { name: "نشانی سایت" }).fill("ftp://shop.example.ir");
  await tracker.getByRole("button", { name: "ساخت و درج پیوند" }).click();
  await expect(tracker.getByText("نشانی سایت نادرست است")).toBeVisible();
  await tracker.getByRole("textbox", { name: "نشانی سایت" }).fill("https://shop.example.ir/offer");
  await tracker.getByRole("button", { name: "ساخت و درج پیوند" }).click();
  await expect(tracker).toHaveCount(0);
  await expect(text).toHaveValue(/^سلام! جشنوارهٔ پاییزی آغاز شد http:\/\/\S+\/l\/[a-zA-Z0-9]{7}$/);
  // The send form itself was not submitted by the link dialog's form.
  await expect(page.getByRole("dialog", { name: "تأیید ارسال" })).toHaveCount(0);
});
