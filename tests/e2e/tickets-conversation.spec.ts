import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { createAccount, isMobileProject, signIn } from "./support/accounts";
import { chooseOption } from "./support/profile";
import { agentActs, chooseStars, pdfFile, requestState } from "./support/tickets";
import { liveConnectionOpen } from "./support/wallet";

const SUBJECT = "کارشناس فروش با ما تماس نگرفت";
const TEXT = "دیروز فرم مشاورهٔ خرید بستهٔ سالانه را پر کردیم ولی هنوز کسی با ما تماس نگرفته است.";

/** «درخواست‌ها» in the navigation, whose name carries its count: the sidebar on desktop, «بیشتر» on a phone. */
function requestsLink(page: Page, testInfo: TestInfo) {
  const nav = isMobileProject(testInfo)
    ? page.getByRole("navigation", { name: "همهٔ بخش‌ها" })
    : page.getByRole("navigation", { name: "منوی اصلی" });
  return nav.getByRole("link", { name: /^درخواست‌ها/ });
}

/** Where the navigation's count shows: any page on desktop, the «بیشتر» page on a phone. */
const countPage = (testInfo: TestInfo) => (isMobileProject(testInfo) ? "/menu" : "/support");

test("a ticket with a PDF is answered live, its count drops once opened, it is replied to, rated and closed, and then takes no reply", async ({
  page,
}, testInfo) => {
  await signIn(page, await createAccount(), "/support/create-ticket");
  await chooseOption(page, "دسته‌بندی", "مالی و پرداخت");
  await page.getByRole("textbox", { name: "عنوان" }).fill(SUBJECT);
  await page.getByRole("textbox", { name: "متن درخواست" }).fill(TEXT);
  await page.getByLabel("افزودن پیوست").setInputFiles(pdfFile("invoice.pdf"));
  await expect(page.getByRole("button", { name: "حذف invoice.pdf" })).toBeVisible();
  await page.getByRole("button", { name: "ثبت درخواست پشتیبانی" }).click();
  await expect(page).toHaveURL(/\/support\/ticket\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").at(-1));
  await expect(requestState(page)).toContainText("در انتظار پاسخ پشتیبانی");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "invoice.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("invoice.pdf");

  // Support answers while the member is elsewhere: the count comes live, and drops once the request is opened.
  await page.goto(countPage(testInfo));
  await liveConnectionOpen(page);
  await expect(requestsLink(page, testInfo)).not.toContainText("پاسخ دیده‌نشده");
  await agentActs(id, "answer", "فرم شما به واحد فروش رسید؛ امروز تا ساعت ۱۶ با شما تماس می‌گیرند.", "نگار صالحی");
  await expect(requestsLink(page, testInfo)).toContainText("۱ درخواست با پاسخ دیده‌نشده");
  await expect(page.getByText(`پشتیبانی به درخواست «${SUBJECT}» پاسخ داد.`, { exact: true })).toBeVisible();
  await page.goto(`/support/ticket/${id}`);
  const answer = page.getByRole("article", { name: "نگار صالحی" });
  await expect(answer).toContainText("امروز تا ساعت ۱۶ با شما تماس می‌گیرند");
  await expect(requestState(page)).toContainText("پاسخ داده شده");
  if (isMobileProject(testInfo)) await page.goto("/menu");
  await expect(requestsLink(page, testInfo)).not.toContainText("پاسخ دیده‌نشده");
  if (isMobileProject(testInfo)) await page.goto(`/support/ticket/${id}`);

  await chooseStars(answer.getByRole("group", { name: "امتیاز به این پاسخ" }), 5);
  await answer.getByRole("button", { name: "ثبت امتیاز" }).click();
  await expect(answer.getByText("امتیاز شما ثبت شد")).toBeVisible();

  await page.getByRole("textbox", { name: "متن پاسخ" }).fill("ممنون، منتظر تماس هستیم.");
  await page.getByRole("button", { name: "ارسال پاسخ" }).click();
  await expect(page.getByRole("region", { name: "گفت‌وگو" })).toContainText("ممنون، منتظر تماس هستیم.");
  await expect(requestState(page)).toContainText("در انتظار پاسخ پشتیبانی");

  await page.getByRole("button", { name: "بستن درخواست" }).click();
  await page.getByRole("dialog", { name: "بستن درخواست" }).getByRole("button", { name: "بستن درخواست" }).click();
  await expect(requestState(page)).toContainText("بسته شده");
  await expect(page.getByRole("textbox", { name: "متن پاسخ" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "بستن درخواست" })).toHaveCount(0);
  await chooseStars(page.getByRole("group", { name: "امتیاز کل درخواست" }), 4);
  await page.getByRole("button", { name: "ثبت امتیاز" }).click();
  await expect(page.getByText("امتیاز شما به این درخواست")).toBeVisible();
  await expect(page.getByRole("link", { name: "ثبت درخواست جدید" })).toHaveAttribute(
    "href",
    `/support/create-ticket?subject=${encodeURIComponent(SUBJECT)}`,
  );
  await page.reload();
  await expect(page.getByRole("textbox", { name: "متن پاسخ" })).toHaveCount(0);
});
