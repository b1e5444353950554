import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { addCredit, createAccount, creditText, dropLiveSockets, liveSocketCount, signIn } from "./support/accounts";

const liveStatus = (page: Page) => page.getByRole("banner").locator("[data-live-status]");

/** The upstream's count of the account's sockets, once it has held still for half a second. */
async function steadySocketCount(username: string): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await liveSocketCount(username);
        const steady = now === last;
        last = now;
        return steady;
      },
      { intervals: [500], timeout: 10_000 },
    )
    .toBe(true);
  return last;
}

test("tabs of one browser share one live connection, all follow a credit change within 2 s, and another takes over when the leader closes @one-viewport", async ({
  context,
}) => {
  const account = await createAccount({ credit: 1000 });
  const leader = await context.newPage();
  await signIn(leader, account);
  await expect(liveStatus(leader)).toHaveAttribute("data-live-status", "OPEN");
  const follower = await context.newPage();
  await follower.goto("/dashboard");
  await expect(liveStatus(follower)).toHaveAttribute("data-live-status", "OPEN");
  await expect(liveStatus(follower)).toHaveAccessibleName("به‌روزرسانی زنده برقرار است");
  expect(await steadySocketCount(account.username)).toBe(1);

  await addCredit(account.username, 2000);
  await expect(creditText(leader)).toHaveText("۳٬۰۰۰ ریال", { timeout: 2000 });
  await expect(creditText(follower)).toHaveText("۳٬۰۰۰ ریال", { timeout: 2000 });

  const takeover = follower.waitForEvent("websocket");
  await leader.close();
  await takeover;
  await expect(liveStatus(follower)).toHaveAttribute("data-live-status", "OPEN");
  expect(await steadySocketCount(account.username)).toBe(1);
  await addCredit(account.username, 500);
  await expect(creditText(follower)).toHaveText("۳٬۵۰۰ ریال", { timeout: 2000 });
});

test("a cut connection shows «connecting», comes back by itself, catches up on what changed meanwhile and carries events again @one-viewport", async ({
  page,
}) => {
  const account = await createAccount({ credit: 1000 });
  await signIn(page, account);
  await expect(liveStatus(page)).toHaveAttribute("data-live-status", "OPEN");

  await dropLiveSockets(account.username);
  await expect(liveStatus(page)).toHaveAttribute("data-live-status", "CONNECTING");
  await expect(liveStatus(page)).toHaveAccessibleName("در حال برقراری به‌روزرسانی زنده…");
  await addCredit(account.username, 250);
  await expect(liveStatus(page)).toHaveAttribute("data-live-status", "OPEN");
  await expect(creditText(page)).toHaveText("۱٬۲۵۰ ریال");
  expect(await steadySocketCount(account.username)).toBe(1);

  await addCredit(account.username, 4000);
  await expect(creditText(page)).toHaveText("۵٬۲۵۰ ریال", { timeout: 2000 });
});

test("signing out in one tab ends the live connection and sends the other tabs to the sign-in page @one-viewport", async ({
  context,
}) => {
  const account = await createAccount();
  const leader = await context.newPage();
  await signIn(leader, account);
  await expect(liveStatus(leader)).toHaveAttribute("data-live-status", "OPEN");
  const other = await context.newPage();
  await other.goto("/dashboard");
  await expect(liveStatus(other)).toHaveAttribute("data-live-status", "OPEN");

  await other.getByRole("button", { name: "منوی حساب کاربری" }).click();
  await other.getByRole("menuitem", { name: "خروج" }).click();
  await other.waitForURL("**/login");

  await leader.waitForURL(/\/login\?next=%2Fdashboard$/);
  await expect.poll(() => liveSocketCount(account.username)).toBe(0);
});
