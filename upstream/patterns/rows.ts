import {
  PATTERN_DELIMITER,
  PATTERN_STATUS_FA,
  PATTERN_STATUS_ID,
  type Pattern,
  type PatternStatus,
  type PatternType,
  type PatternVariable,
} from "@/lib/contract/patterns";
import type { patterns } from "../db/schema";

export type PatternRow = typeof patterns.$inferSelect;

/** Who a systemic pattern is shown as belonging to: the provider, not an account. */
const SYSTEMIC_USERNAME = "system";

/**
 * The fields Edge answers for its revision workflow and review bookkeeping. An edit here replaces
 * the pattern and waits for review itself, so there is never a revision or log to show: they are
 * answered empty, in the places and types Edge answers them, so an Edge client reads what it expects.
 */
const EDGE_REVIEW_FIELDS = {
  pattern_state_revision: null,
  pattern_message_revision: null,
  pattern_is_share_revision: null,
  pattern_description_revision: null,
  pattern_delimiter_revision: null,
  pattern_variable_revision: null,
  pattern_type_revision: "",
  pattern_state_log: null,
  pattern_message_log: null,
  pattern_is_share_log: null,
  pattern_description_log: null,
  pattern_delimiter_log: null,
  pattern_variable_log: null,
  pattern_type_log: null,
  revision: {
    type: "",
    variable: null,
    pattern_status_id: null,
    pattern_status_fa: null,
    pattern_message: null,
    pattern_description: null,
    pattern_is_share: null,
    delimiter: null,
  },
  pattern_log: null,
} as const;

/** A pattern as Edge answers it: the contract's fields, the owner's ids and the empty review fields. */
export type EdgePattern = Pattern & {
  partner_id: null;
  verifier_user_id: null;
  verifier_partner_id: null;
  user_id: string | null;
} & typeof EDGE_REVIEW_FIELDS;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A pattern's variables as Edge writes them, `{name, type, len}` (jsonb keeps its keys in its own order). */
export const variablesOf = (row: PatternRow): PatternVariable[] =>
  (row.variables as PatternVariable[]).map(({ name, type, len }) => ({ name, type, len }));

/** A stored pattern in Edge's shape; `username` is the account's (systemic ones are the provider's). */
export function patternOut(row: PatternRow, username: string): EdgePattern {
  const status = row.status as PatternStatus;
  const type = row.patternType as PatternType;
  return {
    id: String(row.id),
    partner_id: null,
    verifier_user_id: null,
    verifier_partner_id: null,
    title: row.title,
    username: type === "systemic" ? SYSTEMIC_USERNAME : username,
    user_id: row.userId === null ? null : String(row.userId),
    pattern_code: row.code,
    pattern_message: row.message,
    admin_comment: row.adminComment,
    pattern_description: row.description,
    website: row.website,
    pattern_status: status,
    pattern_status_fa: PATTERN_STATUS_FA[status],
    pattern_status_id: PATTERN_STATUS_ID[status],
    pattern_is_share: row.isShare,
    reject_text: row.rejectText,
    type: "sms",
    variable: variablesOf(row),
    delimiter: PATTERN_DELIMITER,
    updated_at: row.updatedAt.toISOString(),
    time: seconds(row.createdAt),
    pattern_type: type,
    readonly: type === "systemic",
    ...EDGE_REVIEW_FIELDS,
  };
}
