export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = "@!$%&";

export const PASSWORD_MESSAGES = {
  required: "رمز عبور را وارد کنید",
  min: "رمز عبور باید دست‌کم ۸ کاراکتر باشد",
  digit: "رمز عبور باید عدد داشته باشد",
  lower: "رمز عبور باید حرف کوچک انگلیسی داشته باشد",
  upper: "رمز عبور باید حرف بزرگ انگلیسی داشته باشد",
  mismatch: "رمز عبور و تکرار آن یکسان نیستند",
  containsUsername: "بهتر است رمز عبور شامل نام کاربری نباشد",
} as const;

export type PasswordRule = "min" | "digit" | "lower" | "upper";

/** Each rule of spec §5 and whether the password meets it, in the order the form lists them. */
export function passwordRules(password: string): Record<PasswordRule, boolean> {
  return {
    min: password.length >= PASSWORD_MIN_LENGTH,
    digit: /\d/.test(password),
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
  };
}

export const STRENGTH_LABELS = ["خیلی ضعیف", "ضعیف", "متوسط", "قوی", "خیلی قوی"] as const;
export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

/**
 * Five levels, very weak to very strong. Character classes and length each earn a point;
 * a password that does not meet the required rules never rises above "weak".
 */
export function passwordStrength(password: string): StrengthLevel {
  if (!password) return 0;
  const rules = passwordRules(password);
  const special = /[^A-Za-z0-9]/.test(password);
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score++;
  if (password.length >= 12) score++;
  if (rules.lower && rules.upper) score++;
  if (rules.digit) score++;
  if (special) score++;
  const meetsAll = Object.values(rules).every(Boolean);
  if (!meetsAll) return Math.min(score, 1) as StrengthLevel;
  return Math.min(Math.max(score - 1, 2), 4) as StrengthLevel;
}

export function containsUsername(password: string, username: string): boolean {
  const u = username.trim().toLowerCase();
  return u.length >= 3 && password.toLowerCase().includes(u);
}
