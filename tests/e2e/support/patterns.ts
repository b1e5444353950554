import { expect, type Page } from "@playwright/test";
import { PANEL_REQUEST_HEADER } from "../../../lib/api/panel-request-header.mjs";
import { dev } from "./accounts";
import { test } from "./test";

/** The business name every test account's pattern text must name (createAccount's business setup). */
export const TEST_BUSINESS_NAME = "کسب‌وکار آزمایشی";

/** A systemic pattern every account may send: one integer variable `code` of at most 8 digits. */
export const SYSTEMIC_VERIFY_CODE = "sysverifycode";

export interface PatternVariableBody {
  name: string;
  type: "string" | "integer";
  len: number;
}

/** A login code: a name of at most 10 characters and a 6-digit code, in a text naming the business. */
export const LOGIN_CODE_PATTERN = {
  title: "کد ورود",
  description: "کد یک‌بارمصرف ورود مشتریان",
  is_share: false,
  message: `${TEST_BUSINESS_NAME}: %name% عزیز، کد ورود شما %code% است.`,
  variable: [
    { name: "name", type: "string", len: 10 },
    { name: "code", type: "integer", len: 6 },
  ] satisfies PatternVariableBody[],
};

/**
 * Makes a pattern of the signed-in account through the BFF as the panel's own client does
 * (`POST user/pattern`), for what a test starts from; answers its code. It waits for review.
 */
export async function createPatternThroughPanel(
  page: Page,
  body: Record<string, unknown> = LOGIN_CODE_PATTERN,
): Promise<string> {
  const answer = await page.request.post("/api/v1/api/user/pattern", {
    data: body,
    headers: { [PANEL_REQUEST_HEADER]: "1", origin: new URL(test.info().project.use.baseURL ?? "").origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: { pattern_code: string; pattern_status: string } };
  expect(data.pattern_status).toBe("pending");
  return data.pattern_code;
}

/** The provider's content team approves a pattern waiting for review (a development route). */
export async function approvePattern(code: string): Promise<void> {
  await dev("POST", "/patterns/review", { pattern_code: code, approve: true });
}

/** The provider's content team rejects a pattern waiting for review, with its reason. */
export async function rejectPattern(code: string, reason: string): Promise<void> {
  await dev("POST", "/patterns/review", { pattern_code: code, approve: false, reason });
}
