import {
  containsUsername,
  PASSWORD_MESSAGES,
  PASSWORD_SPECIALS,
  passwordRules,
  passwordStrength,
  STRENGTH_LABELS,
  type PasswordRule,
} from "@/lib/validation/password";
import { CheckIcon, DotIcon } from "./icons";

const RULE_LABELS: Record<PasswordRule, string> = {
  min: "دست‌کم ۸ کاراکتر",
  digit: "دست‌کم یک عدد",
  lower: "دست‌کم یک حرف کوچک انگلیسی (a-z)",
  upper: "دست‌کم یک حرف بزرگ انگلیسی (A-Z)",
};

/** Bar colour per level, very weak to very strong. */
const LEVEL_COLORS = ["bg-danger", "bg-danger", "bg-warning", "bg-success", "bg-success"] as const;
const LEVEL_TEXT = ["text-danger", "text-danger", "text-warning", "text-success", "text-success"] as const;

export interface PasswordStrengthProps {
  id?: string;
  password: string;
  /** When given, the meter also recommends not putting the username in the password. */
  username?: string;
}

function RuleItem({ met, children }: { met: boolean; children: React.ReactNode }) {
  return (
    <li className={`flex items-center gap-1.5 ${met ? "text-success" : "text-muted"}`}>
      {met ? <CheckIcon className="size-4 shrink-0" /> : <DotIcon className="size-4 shrink-0" />}
      <span>{children}</span>
      <span className="sr-only">{met ? "(رعایت شده)" : "(رعایت نشده)"}</span>
    </li>
  );
}

/**
 * Five levels of strength (spec §5) as coloured segments and their label, the required rules
 * each ticked as met, and the recommendations: a few special characters, and no username inside.
 */
export function PasswordStrength({ id, password, username }: PasswordStrengthProps) {
  const level = passwordStrength(password);
  const rules = passwordRules(password);
  const filled = password ? level + 1 : 0;
  const hasSpecial = new RegExp(`[${PASSWORD_SPECIALS.replace(/[\\\]^-]/g, "\\$&")}]`).test(password);
  const showUsernameAdvice = Boolean(username && username.trim().length >= 3);

  return (
    <div id={id} className="flex flex-col gap-2 rounded-lg bg-surface-2 p-3 text-xs">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {STRENGTH_LABELS.map((label, index) => (
            <span
              key={label}
              className={`h-1.5 flex-1 rounded-full transition-colors ${index < filled ? LEVEL_COLORS[level] : "bg-border"}`}
            />
          ))}
        </div>
        <p aria-live="polite" className="min-w-20 shrink-0 text-end font-medium">
          {password ? (
            <>
              <span className="sr-only">قدرت رمز عبور: </span>
              <span data-testid="password-strength-label" className={LEVEL_TEXT[level]}>
                {STRENGTH_LABELS[level]}
              </span>
            </>
          ) : (
            <span className="text-muted">قدرت رمز عبور</span>
          )}
        </p>
      </div>
      <ul className="grid gap-1">
        {(Object.keys(RULE_LABELS) as PasswordRule[]).map((rule) => (
          <RuleItem key={rule} met={rules[rule]}>
            {RULE_LABELS[rule]}
          </RuleItem>
        ))}
      </ul>
      <ul className="grid gap-1 border-t border-border pt-2">
        <RuleItem met={hasSpecial}>
          برای رمز قوی‌تر از نشانه‌هایی مانند{" "}
          <bdi dir="ltr" className="latin">
            {PASSWORD_SPECIALS}
          </bdi>{" "}
          هم استفاده کنید
        </RuleItem>
        {showUsernameAdvice ? (
          <RuleItem met={Boolean(password) && !containsUsername(password, username ?? "")}>
            {PASSWORD_MESSAGES.containsUsername}
          </RuleItem>
        ) : null}
      </ul>
    </div>
  );
}
