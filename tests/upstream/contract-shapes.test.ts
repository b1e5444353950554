import {
  aclListResponseSchema,
  activityDomainListResponseSchema,
  checkTokenResponseSchema,
  forgotPasswordResponseSchema,
  loginResponseSchema,
  loginSettingResponseSchema,
  registerResponseSchema,
} from "@/lib/contract/auth";
import { businessNeedCheckResponseSchema } from "@/lib/contract/business";
import { errorBodySchema } from "@/lib/contract/envelope";
import { planListResponseSchema } from "@/lib/contract/plans";
import { bannersResponseSchema, newsListResponseSchema, quickAccessResponseSchema } from "@/lib/contract/home";
import { creditResponseSchema } from "@/lib/contract/credit";
import type * as z from "zod/mini";
import { api, devAccount, login, randomMobile } from "./support/client";

/** Every answer the panel reads parses with the same contract schema the panel uses. */
const parses = (schema: z.ZodMiniType, body: unknown) => {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues, null, 1));
};

describe("answers match lib/contract", () => {
  it("auth, home, credit and registration answers", async () => {
    const account = await devAccount({ credit: 10 });
    const signedIn = await login(account.username, account.password);
    parses(loginResponseSchema, signedIn.body);
    const token = signedIn.body.data.token;

    parses(checkTokenResponseSchema, (await api("acl/auth/check_token", { method: "POST", token })).body);
    parses(loginSettingResponseSchema, (await api("acl/auth/login_setting")).body);
    parses(creditResponseSchema, (await api("payment/credit/mine", { token })).body);
    parses(newsListResponseSchema, (await api("user/news/user_news_list", { token })).body);
    parses(quickAccessResponseSchema, (await api("panel/quick_access", { token })).body);
    parses(bannersResponseSchema, (await api("panel/banners", { token })).body);
    parses(businessNeedCheckResponseSchema, (await api("user/business/need_check", { token })).body);
    parses(aclListResponseSchema, (await api("acl/list?reseller_id=1")).body);
    parses(planListResponseSchema, (await api("acl/package/general_list")).body);
    parses(activityDomainListResponseSchema, (await api("user/activity_domain")).body);
    parses(
      forgotPasswordResponseSchema,
      (await api("acl/auth/forgot_password", { body: { username: account.username, mobile: account.mobile } })).body,
    );
    const registered = await api("user/register", {
      body: {
        user_name: `shape-${Date.now().toString(36)}`,
        name_family: "نگار موسوی",
        mobile_number: randomMobile(),
        activity_domain_id: 1,
        password: "Negar@2025",
      },
    });
    parses(registerResponseSchema, registered.body);
  });

  it("refusals", async () => {
    parses(errorBodySchema, (await login("nobody-at-all", "Wrong@1234")).body);
    parses(errorBodySchema, (await api("payment/credit/mine")).body);
    parses(errorBodySchema, (await api("no/such/route")).body);
    parses(errorBodySchema, (await api("acl/auth/login", { body: {} })).body);
  });
});
