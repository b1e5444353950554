import { expect, type Page, type TestInfo } from "@playwright/test";
import { test } from "./test";
import { PANEL_REQUEST_HEADER } from "../../../lib/api/panel-request-header.mjs";
import { isMobileProject } from "./accounts";

/** A 1×1 PNG, a real image the browser draws. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** A Windows program's first bytes. */
export const EXECUTABLE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(4096, 0x41)]);
/** A PNG whose header is real, padded to `bytes` in all. */
export const pngOfSize = (bytes: number) => Buffer.concat([TINY_PNG, Buffer.alloc(bytes - TINY_PNG.length, 0)]);

type Screen = "account" | "personal" | "contact" | "address";

/** Where each part of the account is: a phone's own page, or a desktop's /profile with all of them. */
const SCREENS: Record<Screen, { phonePage: string; heading: string }> = {
  account: { phonePage: "/profile/account-info", heading: "اطلاعات حساب" },
  personal: { phonePage: "/profile/personal-info", heading: "اطلاعات هویتی" },
  contact: { phonePage: "/profile/contact-info", heading: "اطلاعات تماس" },
  address: { phonePage: "/profile/address-info", heading: "نشانی" },
};

/** Opens the part of the account, and waits until its section has come. */
export async function openAccountScreen(page: Page, testInfo: TestInfo, screen: Screen): Promise<void> {
  const { phonePage, heading } = SCREENS[screen];
  await page.goto(isMobileProject(testInfo) ? phonePage : "/profile");
  await expect(page.getByRole("heading", { name: heading, level: 2, exact: true })).toBeVisible();
}

/** A section's form by its heading. */
export const sectionForm = (page: Page, title: string) => page.getByRole("form", { name: title });

/** Opens a select box by its label and picks an option by its exact text. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: label, exact: true })).toContainText(option);
}

/** Types a Jalali day into a date field and lets the picker take it. */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const field = page.getByRole("combobox", { name: label, exact: true });
  await field.fill(day);
  await field.press("Enter");
  await expect(field).toHaveValue(day);
}

/** The profile as the upstream has it, asked through the BFF with the page's session. */
export async function storedProfile(page: Page) {
  const answer = await page.request.get("/api/v1/api/user/show_profile");
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

/** Saves a section through the BFF as the panel's own client does (to set a user type before a test). */
export async function saveSection(page: Page, body: Record<string, unknown>): Promise<void> {
  const answer = await page.request.post("/api/v1/api/user/update_profile", {
    data: body,
    headers: { [PANEL_REQUEST_HEADER]: "1", origin: new URL(test.info().project.use.baseURL ?? "").origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
