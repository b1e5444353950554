import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, isMobileProject, signIn, UPSTREAM_URL, type DevAccount } from "./support/accounts";
import { createActiveColleague } from "./support/colleagues";
import { upstreamToken } from "./support/phonebooks";

const HOME = "/predefined-messages";

const groupsList = (page: Page) => page.getByRole("list", { name: "گروه‌های پیام" });
const messages = (page: Page) => page.getByRole("list", { name: "پیام‌های آماده" });
const card = (page: Page, text: string) => messages(page).getByRole("listitem").filter({ hasText: text });
/** The messages panel's heading: the group shown, or «همهٔ پیام‌ها». */
const panelHeading = (page: Page, title: string) => page.getByRole("heading", { level: 2, name: title, exact: true });

/** Makes a group from the groups list (a phone's lives on /predefined-messages); the new group opens. */
async function createGroup(page: Page, testInfo: TestInfo, title: string) {
  if (isMobileProject(testInfo) && new URL(page.url()).pathname !== HOME) await page.goto(HOME);
  await page.getByRole("button", { name: "گروه جدید" }).click();
  const dialog = page.getByRole("dialog", { name: "گروه جدید" });
  await dialog.getByRole("textbox", { name: "عنوان گروه" }).fill(title);
  await dialog.getByRole("button", { name: "ساخت گروه" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panelHeading(page, title)).toBeVisible();
  await expect(page).toHaveURL(/\/predefined-messages\/\d+$/);
}

/** Opens a group: beside the list on a desktop, its own page on a phone. */
async function openGroup(page: Page, testInfo: TestInfo, title: string) {
  if (isMobileProject(testInfo)) await page.goto(HOME);
  await groupsList(page)
    .getByRole("link", { name: new RegExp(`^${title}`) })
    .click();
  await expect(panelHeading(page, title)).toBeVisible();
}

async function createMessage(page: Page, text: string) {
  await page.getByRole("button", { name: "پیام جدید" }).click();
  const dialog = page.getByRole("dialog", { name: "پیام آماده جدید" });
  await dialog.getByRole("textbox", { name: "متن پیام" }).fill(text);
  await dialog.getByRole("button", { name: "ساخت پیام" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, text)).toBeVisible();
}

/** The owner's group with its messages, made through the upstream as their panel would. */
async function seedGroup(owner: Pick<DevAccount, "username" | "password">, title: string, texts: string[]) {
  const token = await upstreamToken(owner);
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${UPSTREAM_URL}/v1/api/user/draft${path}`, {
      method,
      headers: { authorization: token, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.ok, await res.clone().text()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const group = await call<{ draft_group_id: number }>("POST", "/group", { title });
  for (const message of texts) await call("POST", "", { draft_group_id: group.draft_group_id, message });
  return group.draft_group_id;
}

test("predefined messages: a group made, a message made, edited, moved to another group, searched and deleted after a confirmation", async ({
  page,
}, testInfo) => {
  await signIn(page, await createAccount(), HOME);
  await expect(page.getByText("هنوز گروهی ندارید.", { exact: false })).toBeVisible();

  await createGroup(page, testInfo, "اطلاع‌رسانی");
  await createGroup(page, testInfo, "تبلیغات");
  await expect(page.getByText("این گروه هنوز پیامی ندارد.", { exact: false })).toBeVisible();

  await createMessage(page, "جشنوارهٔ پاییزی آغاز شد");
  await expect(card(page, "جشنوارهٔ پاییزی آغاز شد")).toContainText("۱ بخش، ۲۳ نویسه");

  // Edited: the text changes in place.
  await card(page, "جشنوارهٔ پاییزی آغاز شد").getByRole("button", { name: "ویرایش یا انتقال" }).click();
  const edit = page.getByRole("dialog", { name: "ویرایش پیام آماده" });
  await edit.getByRole("textbox", { name: "متن پیام" }).fill("جشنوارهٔ پاییزی با ۳۰٪ تخفیف آغاز شد");
  await edit.getByRole("button", { name: "ذخیره" }).click();
  await expect(edit).toHaveCount(0);
  await expect(card(page, "جشنوارهٔ پاییزی با ۳۰٪ تخفیف آغاز شد")).toBeVisible();
  await expect(messages(page).getByRole("listitem")).toHaveCount(1);

  // Moved: it leaves this group and is found in the other, whose count says so.
  await card(page, "تخفیف").getByRole("button", { name: "ویرایش یا انتقال" }).click();
  const move = page.getByRole("dialog", { name: "ویرایش پیام آماده" });
  await move.getByRole("combobox", { name: "گروه" }).click();
  await page.getByRole("option", { name: "اطلاع‌رسانی", exact: true }).click();
  await move.getByRole("button", { name: "ذخیره" }).click();
  await expect(page.getByText("پیام به گروه «اطلاع‌رسانی» منتقل شد.", { exact: true })).toBeVisible();
  await expect(page.getByText("این گروه هنوز پیامی ندارد.", { exact: false })).toBeVisible();
  await openGroup(page, testInfo, "اطلاع‌رسانی");
  await expect(card(page, "جشنوارهٔ پاییزی با ۳۰٪ تخفیف آغاز شد")).toBeVisible();
  await createMessage(page, "ساعت کاری فروشگاه از ۹ تا ۲۱ است");
  if (isMobileProject(testInfo)) await page.goto(HOME);
  await expect(groupsList(page).getByRole("link", { name: /^اطلاع‌رسانی/ })).toContainText("۲");
  await expect(groupsList(page).getByRole("link", { name: /^تبلیغات/ })).toContainText("۰");

  // Searched: typed with an Arabic keyboard's yeh, in every group's messages, and kept in the address.
  const search = page.getByRole("searchbox", { name: /جستجو در/ });
  await search.fill("تخفيف");
  await expect(messages(page).getByRole("listitem")).toHaveCount(1);
  await expect(card(page, "جشنوارهٔ پاییزی")).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  await search.fill("ارسال رایگان");
  await expect(page.getByText("پیامی با «ارسال رایگان» پیدا نشد.", { exact: false })).toBeVisible();
  await search.fill("");

  // Deleted after a confirmation that shows the message.
  await openGroup(page, testInfo, "اطلاع‌رسانی");
  await card(page, "ساعت کاری").getByRole("button", { name: "حذف" }).click();
  const confirm = page.getByRole("dialog", { name: "حذف پیام آماده" });
  await expect(confirm).toContainText("ساعت کاری فروشگاه از ۹ تا ۲۱ است");
  await confirm.getByRole("button", { name: "انصراف" }).click();
  await expect(card(page, "ساعت کاری")).toBeVisible();
  await card(page, "ساعت کاری").getByRole("button", { name: "حذف" }).click();
  await confirm.getByRole("button", { name: "حذف" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card(page, "ساعت کاری")).toHaveCount(0);

  // A group goes with its messages, after saying so.
  await page.getByRole("button", { name: "حذف گروه" }).click();
  const deleteGroup = page.getByRole("dialog", { name: "حذف گروه" });
  await expect(deleteGroup).toContainText("گروه «اطلاع‌رسانی» با ۱ پیامش حذف می‌شود");
  await deleteGroup.getByRole("button", { name: "حذف گروه" }).click();
  await expect(page).toHaveURL(/\/predefined-messages$/);
  await expect(groupsList(page).getByRole("link", { name: /^اطلاع‌رسانی/ })).toHaveCount(0);
  await expect(groupsList(page).getByRole("link", { name: /^تبلیغات/ })).toBeVisible();
});

test("a predefined message made here is picked in quick send, and the message that goes out is its text", async ({
  page,
}, testInfo) => {
  const account = await createAccount({ credit: 1_000_000 });
  await signIn(page, account, HOME);
  await createGroup(page, testInfo, "یادآوری");
  const text = `نوبت شما فردا ساعت ۱۰ است؛ کد ${Date.now().toString(36)}`;
  await createMessage(page, text);

  await page.goto("/send-sms/quick");
  const numbers = page.getByRole("textbox", { name: "شماره‌های گیرنده" });
  const mobile = `0912${String(Date.now()).slice(-7)}`;
  await numbers.fill(mobile);
  await numbers.press("Enter");
  await page.getByRole("button", { name: "درج متن آماده" }).click();
  const picker = page.getByRole("dialog", { name: "درج متن آماده" });
  await picker.getByRole("button", { name: "یادآوری (۱)" }).click();
  await picker.getByRole("listitem").filter({ hasText: text }).getByRole("button", { name: "درج" }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "متن پیام" })).toHaveValue(text);

  await page.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" }).click();
  const confirm = page.getByRole("dialog", { name: "تأیید ارسال" });
  await expect(confirm.getByRole("row", { name: /همراه اول/ })).toBeVisible();
  await confirm.getByRole("button", { name: "تأیید و ارسال" }).click();
  await expect(page.getByRole("heading", { name: "ارسال شما ثبت شد" })).toBeVisible();

  // The send that went out carries the picked text: its report shows it. (Its delivery is the
  // simulated operator's: one message in ten never reaches its phone, as in life.)
  await page.getByRole("link", { name: "مشاهدهٔ گزارش" }).click();
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
});

test("a message too long or empty is refused beside its field, keeping what was typed, and nothing is stored", async ({
  page,
}, testInfo) => {
  await signIn(page, await createAccount(), HOME);
  await page.getByRole("button", { name: "گروه جدید" }).click();
  const groupDialog = page.getByRole("dialog", { name: "گروه جدید" });
  await groupDialog.getByRole("button", { name: "ساخت گروه" }).click();
  await expect(groupDialog.getByText("عنوان گروه را وارد کنید")).toBeVisible();
  await groupDialog.getByRole("button", { name: "انصراف" }).click();
  await createGroup(page, testInfo, "پیگیری سفارش");

  await page.getByRole("button", { name: "پیام جدید" }).click();
  const dialog = page.getByRole("dialog", { name: "پیام آماده جدید" });
  const text = dialog.getByRole("textbox", { name: "متن پیام" });
  await text.fill("   ");
  await dialog.getByRole("button", { name: "ساخت پیام" }).click();
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(text).toHaveAccessibleDescription(/متن پیام را وارد کنید/);

  const tooLong = `سفارش شما ارسال شد. ${"ب".repeat(1390)}`;
  await text.fill(tooLong);
  await expect(dialog.getByText("۱٬۴۱۰ از ۱٬۴۰۰ نویسه")).toBeVisible();
  await dialog.getByRole("button", { name: "ساخت پیام" }).click();
  await expect(text).toHaveAccessibleDescription(/متن پیام حداکثر ۱٬۴۰۰ نویسه است/);
  await expect(text).toHaveValue(tooLong);

  await dialog.getByRole("button", { name: "انصراف" }).click();
  await expect(page.getByText("این گروه هنوز پیامی ندارد.", { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByText("این گروه هنوز پیامی ندارد.", { exact: false })).toBeVisible();
});

test("a colleague who may read predefined messages but not edit them sees them with no controls to change them", async ({
  page,
}, testInfo) => {
  const owner = await createAccount();
  const groupId = await seedGroup(owner, "خوشامد", ["به فروشگاه ما خوش آمدید!"]);
  const colleague = await createActiveColleague(owner, { permissions: ["predefined_messages.view"] });
  await signIn(page, colleague, HOME);
  await expect(groupsList(page).getByRole("link", { name: /^خوشامد/ })).toBeVisible();
  await page.goto(`${HOME}/${groupId}`);
  await expect(panelHeading(page, "خوشامد")).toBeVisible();
  await expect(card(page, "به فروشگاه ما خوش آمدید!")).toBeVisible();
  for (const name of ["گروه جدید", "پیام جدید", "تغییر نام گروه", "حذف گروه", "ویرایش یا انتقال", "حذف"])
    await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
  if (!isMobileProject(testInfo)) {
    // A desktop lists them beside the groups too.
    await expect(groupsList(page).getByRole("link", { name: /^خوشامد/ })).toBeVisible();
  }
});
