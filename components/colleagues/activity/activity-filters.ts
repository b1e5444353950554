import type { ActivityLogFilters, ActivityMember } from "@/lib/api/activity-log";
import {
  ACTIVITY_KIND_TITLES,
  ACTIVITY_KINDS,
  ACTIVITY_MESSAGES,
  type ActivityKind,
} from "@/lib/contract/activity-log";
import { dateToIsoDay } from "@/lib/date/iso-day";
import { defineTableFilters, type FilterValue, type TableFilterConfig } from "@/lib/url-state/filter-definitions";
import { countActiveFilters } from "@/lib/url-state/filter-parsers";
import { jalaliDayToDate } from "@/lib/url-state/jalali-date";

/** The log lives in a tab of /colleagues, beside the colleagues' own filters: its keys carry this prefix. */
const ACTIVITY_FILTER_PREFIX = "activity_";

/** How a member is named in the log: the owner marked as the account's manager. */
export const memberLabel = (name: string, owner: boolean) => (owner ? `${name} (مدیر حساب)` : name);

const KIND_OPTIONS = ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_TITLES[kind] }));

const KIND_FILTER = {
  type: "options",
  name: "kind",
  label: "نوع فعالیت",
  allLabel: "همهٔ فعالیت‌ها",
  options: KIND_OPTIONS,
} as const;
const DAYS_FILTER = {
  type: "date_range",
  name: "days",
  label: "تاریخ",
  dateFromKey: "from",
  dateToKey: "to",
  orderMessage: ACTIVITY_MESSAGES.rangeInverted,
} as const;

/**
 * The log's filters in the query string: the member (the owner and each colleague; left out on one
 * member's own page), the kind of activity, and the Jalali days.
 */
export function activityTableFilters(members: readonly ActivityMember[] | null): TableFilterConfig {
  if (members === null) return defineTableFilters([KIND_FILTER, DAYS_FILTER], { prefix: ACTIVITY_FILTER_PREFIX });
  const memberFilter = {
    type: "options",
    name: "member",
    label: "عضو",
    allLabel: "همهٔ اعضا",
    options: members.map((member) => ({ value: String(member.id), label: memberLabel(member.name, member.owner) })),
  } as const;
  return defineTableFilters([memberFilter, KIND_FILTER, DAYS_FILTER], { prefix: ACTIVITY_FILTER_PREFIX });
}

type Values = Readonly<Record<string, FilterValue | undefined>>;

const textOf = (value: FilterValue | undefined) => (typeof value === "string" && value ? value : undefined);
const isoDayOf = (day: unknown) => {
  const date = typeof day === "string" ? jalaliDayToDate(day) : null;
  return date ? dateToIsoDay(date) : undefined;
};
const isKind = (value: string | undefined): value is ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(value ?? "");

/**
 * The applied filters as the log and its export take them: Jalali days become the ISO days they
 * are; on one member's page, that member.
 */
export function toActivityFilters(values: Values, memberId?: number): ActivityLogFilters {
  const days = values.days;
  const range = days && typeof days === "object" && !Array.isArray(days) ? days : null;
  const member = memberId ?? Number(textOf(values.member));
  const kind = textOf(values.kind);
  const filters: ActivityLogFilters = {
    member_id: Number.isSafeInteger(member) && member > 0 ? member : undefined,
    kind: isKind(kind) ? kind : undefined,
    from_day: isoDayOf(range?.from),
    to_day: isoDayOf(range?.to),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as ActivityLogFilters;
}

/** Whether a filter the user chose narrows the list (a member's own page is not one). */
export const hasActivityFilters = (values: Values) => countActiveFilters(values as Record<string, FilterValue>) > 0;
