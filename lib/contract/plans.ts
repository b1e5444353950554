import * as z from "zod/mini";
import { envelope } from "./envelope";

/**
 * The services a plan unlocks (spec §6 "some services need a purchased panel"). An account
 * without a live plan that unlocks one is refused it by the upstream with 403-9, and the panel
 * shows what the service does and which plan unlocks it in place of its page.
 */
export const PLAN_SERVICES = [
  "secretaries",
  "code_readers",
  "api_keys",
  "colleagues",
  "business_sends",
  "dedicated_lines",
] as const;
export type PlanService = (typeof PLAN_SERVICES)[number];

/** A stored service key the contract knows (a catalogue may hold one since withdrawn). */
export const isPlanService = (value: string): value is PlanService =>
  (PLAN_SERVICES as readonly string[]).includes(value);

export const PLAN_SERVICE_INFO: Record<PlanService, { title: string; description: string; href: string }> = {
  secretaries: {
    title: "منشی پیام دریافتی",
    description: "به پیامک‌هایی که به خط شما می‌رسد خودکار پاسخ می‌دهد: کلمهٔ کلیدی، مسابقه، نظرسنجی، هدیه و بازدید.",
    href: "/secretary/received-message/inbox",
  },
  code_readers: {
    title: "منشی کلمه کلیدی",
    description: "کدهای شما را از پیامک‌های دریافتی می‌خواند، درستی هر کد را می‌سنجد و پاسخ مناسب را می‌فرستد.",
    href: "/secretary/keywords/list",
  },
  api_keys: {
    title: "کلیدهای دسترسی API",
    description: "نرم‌افزار و وب‌سایت شما با کلید دسترسی، بدون ورود به پنل، پیامک می‌فرستد و گزارش می‌گیرد.",
    href: "/developers/api-keys",
  },
  colleagues: {
    title: "همکاران بیش از یک نفر",
    description: "بیش از یک همکار با نقش و دسترسی جداگانه در حساب شما کار می‌کنند.",
    href: "/colleagues",
  },
  business_sends: {
    title: "ارسال مشاغل و ارسال روی نقشه",
    description: "پیامک به شماره‌های صنف‌ها و مشاغل، یا به محدوده‌ای که روی نقشه می‌کشید.",
    href: "/send-sms/business",
  },
  dedicated_lines: {
    title: "خط اختصاصی",
    description:
      "با پذیرش تعهدنامهٔ یک خط خدماتی یا اطلاع‌رسانی، آن خط به خطوط ارسال شما افزوده می‌شود و پیامک‌هایتان را از شمارهٔ همان خط می‌فرستید.",
    href: "/send-sms/quick",
  },
};

/** The answer's message code when a service needs a plan the account has not bought. */
export const PLAN_REQUIRED_MESSAGE_CODE = "403-9";

const planServiceSchema = z.enum(PLAN_SERVICES);

/** The account's plan as check_token tells the panel: null when none is live. */
export const accountPlanSchema = z.object({
  acl_role_id: z.number().check(z.int()),
  acl_role_name: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, Tehran's clock (Edge's date format). */
  expires_at: z.string(),
  services: z.array(planServiceSchema),
});
export type AccountPlan = z.infer<typeof accountPlanSchema>;

/** A package of `acl/package/general_list` with what a bought term of it gives (reference fields). */
const planSchema = z.object({
  acl_role_id: z.number().check(z.int()),
  acl_role_name: z.string(),
  price: z.number(),
  special_disc: z.number(),
  min_sms_charge: z.number(),
  type: z.string(),
  acl_type: z.string(),
  status: z.string(),
  acl_role_type_registration: z.string(),
  expire_time: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  term_days: z.number().check(z.int()),
  services: z.array(planServiceSchema),
});
export type Plan = z.infer<typeof planSchema>;
export const planListResponseSchema = envelope(z.array(planSchema));

/** What a plan costs the wallet: its price less its special discount, in whole rials. */
export const planCost = (plan: Pick<Plan, "price" | "special_disc">) =>
  Math.round((plan.price * (100 - plan.special_disc)) / 100);

/** The cheapest package on sale to users that unlocks `service`, as the upstream's 403-9 names it; undefined when none does. */
export const planThatUnlocks = (plans: readonly Plan[], service: PlanService): Plan | undefined =>
  plans
    .filter((plan) => plan.acl_type === "user" && plan.status === "active" && plan.services.includes(service))
    .reduce<Plan | undefined>(
      (cheapest, plan) => (cheapest && cheapest.price <= plan.price ? cheapest : plan),
      undefined,
    );

/** `POST acl/package/buy`: the package, and the client's key so a retried request buys once. */
export const planPurchaseRequestSchema = z.object({
  acl_role_id: z.number({ error: "پنل را انتخاب کنید" }).check(z.int(), z.positive("پنل را انتخاب کنید")),
  idempotency_key: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, "شناسهٔ درخواست معتبر نیست")),
});
export type PlanPurchaseRequest = z.infer<typeof planPurchaseRequestSchema>;

export const planPurchaseResponseSchema = envelope(
  z.object({ plan: accountPlanSchema, paid: z.number(), transaction_id: z.number().check(z.int()) }),
);

/** `GET acl/package/current`: the live plan, or null. */
export const currentPlanResponseSchema = envelope(z.nullable(accountPlanSchema));
