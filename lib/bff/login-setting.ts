import "server-only";
import type { z } from "zod";
import { loginSettingResponseSchema } from "../contract/auth";
import { ApiError } from "../errors/api-error";
import { toErrorMessage } from "../errors/to-message";
import { upstreamJson, UpstreamUnavailableError } from "./upstream";

type LoginSetting = z.infer<typeof loginSettingResponseSchema>["data"];

/** The sign-in screens' settings as read on the server, or the sentence that says why they could not be. */
export type LoginSettingRead = { setting: LoginSetting | null; error: string | null };

/**
 * What the upstream allows on the sign-in screens, read while the page is rendered so the first
 * paint already shows the right links and no query client reaches the sign-in page.
 */
export async function readLoginSetting(): Promise<LoginSettingRead> {
  try {
    const result = await upstreamJson(loginSettingResponseSchema, "/v1/api/acl/auth/login_setting", {
      method: "GET",
    });
    if (result.ok) return { setting: result.body.data, error: null };
    return { setting: null, error: toErrorMessage(new ApiError(result.status, result.body)) };
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return { setting: null, error: toErrorMessage(null) };
    throw error;
  }
}
