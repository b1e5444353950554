import * as z from "zod/mini";
import { mobileField, newPasswordField, registerUsernameField } from "./account-fields";
import { idSchema, searchTextSchema, withoutNul } from "./common";
import { envelope, pagedEnvelope } from "./envelope";
import { isPermission, type Permission } from "./permissions";

/**
 * Colleagues and their roles (spec §1, §3, §4, §6, §7). Edge does not document these calls; they
 * follow its style: `acl/partner/*` for roles, `user/partner/*` for colleagues, envelopes, paged
 * lists, field messages in `meta.errors`.
 */

export const COLLEAGUE_LIMITS = { roleTitleMax: 60, nameMax: 50, invitationHours: 72 } as const;

export const COLLEAGUE_MESSAGES = {
  roleTitleRequired: "عنوان سطح دسترسی را وارد کنید",
  roleTitleTooLong: "عنوان سطح دسترسی حداکثر ۶۰ نویسه است",
  roleTitleTaken: "سطح دسترسی دیگری با همین عنوان دارید",
  permissionsRequired: "دست‌کم یک دسترسی را انتخاب کنید",
  permissionUnknown: "این دسترسی شناخته نیست",
  roleNotFound: "سطح دسترسی مورد نظر یافت نشد",
  roleInUse: "این سطح دسترسی به همکارانی داده شده است؛ ابتدا سطح دسترسی آن‌ها را تغییر دهید یا آن‌ها را حذف کنید",
  roleRequired: "سطح دسترسی را انتخاب کنید",
  firstNameRequired: "نام را وارد کنید",
  lastNameRequired: "نام خانوادگی را وارد کنید",
  nameTooLong: "حداکثر ۵۰ نویسه",
  usernameTaken: "این نام کاربری پیش‌تر گرفته شده است",
  mobileIsOwners: "این شماره موبایل خود شماست؛ شمارهٔ همکار را وارد کنید",
  mobileTaken: "همکار دیگری با همین شماره موبایل دارید",
  colleagueNotFound: "همکار مورد نظر یافت نشد",
  alreadyActive: "این همکار فعال است",
  alreadyDeactivated: "این همکار غیرفعال است",
  stillPending: "این همکار هنوز دعوت را نپذیرفته است",
  invitationInvalid: "این پیوند دعوت معتبر نیست یا مهلت ۷۲ ساعته‌اش گذشته است؛ از مدیر حساب بخواهید دوباره دعوت کند",
  notPending: "این همکار دعوت را پذیرفته است",
  invitationResendWait: "پیامک دعوت به‌تازگی به این شماره فرستاده شده است؛ یک دقیقهٔ دیگر دوباره تلاش کنید",
  deactivated: "حساب همکاری شما غیرفعال شده است؛ با مدیر حساب تماس بگیرید",
  ownerRequiresTwoStep: "مدیر حساب ورود دومرحله‌ای را برای همهٔ اعضا الزامی کرده است و نمی‌توان آن را خاموش کرد",
} as const;

// ── Fields ───────────────────────────────────────────────────────────────────

const text = (required: string, max: number, tooLong: string) =>
  z.pipe(
    z.pipe(z.string({ error: required }), z.transform(withoutNul)),
    z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong)),
  );

const roleTitleField = text(
  COLLEAGUE_MESSAGES.roleTitleRequired,
  COLLEAGUE_LIMITS.roleTitleMax,
  COLLEAGUE_MESSAGES.roleTitleTooLong,
);

/** A role's permissions: at least one, each known, no repeats kept. */
const permissionListField = z.pipe(
  z.array(z.string(), { error: COLLEAGUE_MESSAGES.permissionsRequired }).check(
    z.minLength(1, COLLEAGUE_MESSAGES.permissionsRequired),
    z.maxLength(100, COLLEAGUE_MESSAGES.permissionUnknown),
    z.refine((list) => list.every(isPermission), COLLEAGUE_MESSAGES.permissionUnknown),
  ),
  z.transform((list: string[]) => [...new Set(list)] as Permission[]),
);

const roleIdField = z.coerce
  .number({ error: COLLEAGUE_MESSAGES.roleRequired })
  .check(z.int(COLLEAGUE_MESSAGES.roleRequired), z.positive(COLLEAGUE_MESSAGES.roleRequired));

const nameFields = {
  first_name: text(COLLEAGUE_MESSAGES.firstNameRequired, COLLEAGUE_LIMITS.nameMax, COLLEAGUE_MESSAGES.nameTooLong),
  last_name: text(COLLEAGUE_MESSAGES.lastNameRequired, COLLEAGUE_LIMITS.nameMax, COLLEAGUE_MESSAGES.nameTooLong),
};

// ── Roles: acl/partner/* ─────────────────────────────────────────────────────

/** GET acl/partner/permission_list: the catalog, grouped by area. */
const permissionGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  permissions: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type PermissionGroupRow = z.infer<typeof permissionGroupSchema>;
export const permissionListResponseSchema = envelope(z.array(permissionGroupSchema));

const roleSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  permissions: z.array(z.string()),
  /** Colleagues (not deleted) who hold it. */
  colleagues_count: z.number().check(z.int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
/** GET acl/partner/role_list?page&per_page&search */
export const roleListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  search: z.optional(searchTextSchema),
});
export const roleListResponseSchema = pagedEnvelope(roleSchema);
/** GET acl/partner/show_role?role_id= */
export const roleIdRequestSchema = z.object({ role_id: idSchema });
export const roleResponseSchema = envelope(roleSchema);
/** POST acl/partner/create_role */
export const createRoleRequestSchema = z.object({ title: roleTitleField, permissions: permissionListField });
export type RoleForm = z.input<typeof createRoleRequestSchema>;
/** POST acl/partner/update_role */
export const updateRoleRequestSchema = z.object({
  role_id: idSchema,
  title: roleTitleField,
  permissions: permissionListField,
});
/** POST acl/partner/delete_role {role_id}; POST plugins/partner/duplicate_role {role_id} answers the copy. */

// ── Colleagues: user/partner/* ───────────────────────────────────────────────

export const COLLEAGUE_STATES = ["pending", "active", "deactivated"] as const;
export type ColleagueState = (typeof COLLEAGUE_STATES)[number];
export const COLLEAGUE_STATE_TITLES: Record<ColleagueState, string> = {
  pending: "در انتظار تأیید",
  active: "فعال",
  deactivated: "غیرفعال",
};

const colleagueSchema = z.object({
  id: z.number().check(z.int()),
  first_name: z.string(),
  last_name: z.string(),
  /** 98 followed by ten digits. */
  mobile: z.string(),
  username: z.string(),
  role_id: z.number().check(z.int()),
  role_title: z.string(),
  state: z.enum(COLLEAGUE_STATES),
  /** The colleague's two-step sign-in: off, sms or ga. */
  two_step: z.string(),
  last_activity_at: z.nullable(z.string()),
  first_sign_in_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type Colleague = z.infer<typeof colleagueSchema>;

/** GET user/partner?page&per_page&search&state&role_id */
export const colleagueListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  search: z.optional(searchTextSchema),
  state: z.optional(z.enum(COLLEAGUE_STATES)),
  role_id: z.optional(idSchema),
});
export const colleagueListResponseSchema = pagedEnvelope(colleagueSchema);

/** One of the colleague's open sessions, on their details page. */
const colleagueSessionSchema = z.object({
  id: z.number().check(z.int()),
  client_address: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
});
/** GET user/partner/{id} */
export const colleagueDetailResponseSchema = envelope(
  z.extend(colleagueSchema, { sessions: z.array(colleagueSessionSchema) }),
);
export type ColleagueDetail = z.infer<typeof colleagueDetailResponseSchema>["data"];

/** POST user/partner/create: the colleague gets an SMS with a one-time link to set their password. */
export const createColleagueRequestSchema = z.object({
  ...nameFields,
  mobile: mobileField,
  username: registerUsernameField,
  role_id: roleIdField,
});
export type CreateColleagueForm = z.input<typeof createColleagueRequestSchema>;
export const colleagueResponseSchema = envelope(colleagueSchema);

/** POST user/partner/update: names and role (the mobile and username stay as invited). */
export const updateColleagueRequestSchema = z.object({ partner_id: idSchema, ...nameFields, role_id: roleIdField });
export type UpdateColleagueForm = z.input<typeof updateColleagueRequestSchema>;

/** POST user/partner/{active,deactive,delete,resend_invitation} */
export const colleagueIdRequestSchema = z.object({ partner_id: idSchema });

// ── The invitation (public: the link carries its token) ──────────────────────

/** POST acl/auth/partner_invitation/check {token} → who is invited, to which account. */
export const invitationTokenRequestSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(255)) });
export const invitationResponseSchema = envelope(
  z.object({ first_name: z.string(), last_name: z.string(), username: z.string(), account_name: z.string() }),
);
/** POST acl/auth/partner_invitation/accept {token, password}: sets the password; the link is spent. */
export const acceptInvitationRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(255)),
  password: newPasswordField,
});
