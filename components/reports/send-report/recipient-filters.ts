import { DELIVERY_STATUS_TITLES, recipientsQuerySchema } from "@/lib/contract/report";
import type { DeliveryStatus } from "@/lib/contract/send";
import { defineTableFilters, type FilterValue } from "@/lib/url-state/filter-definitions";

const STATUS_OPTIONS = Object.entries(DELIVERY_STATUS_TITLES).map(([status, title]) => ({
  value: status,
  label: title,
}));

/** The contract's reason for refusing a typed number, or null for a whole mobile number in any form. */
function checkRecipient(text: string): string | null {
  const result = recipientsQuerySchema.shape.recipient.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A send's recipients are filtered in the query string by delivery status and one number. */
export const RECIPIENT_FILTERS = defineTableFilters([
  { type: "options", name: "status", label: "وضعیت تحویل", allLabel: "همه", options: STATUS_OPTIONS },
  { type: "search", name: "recipient", label: "شماره گیرنده", placeholder: "مانند ۰۹۱۲۱۲۳۴۵۶۷", check: checkRecipient },
]);

type Values = Readonly<Record<string, FilterValue | undefined>>;

/** The applied filters as the recipients page and the downloads take them. */
export function toRecipientFilters(values: Values): { status: DeliveryStatus | null; recipient: string | null } {
  const status = typeof values.status === "string" ? (Number(values.status) as DeliveryStatus) : null;
  return { status, recipient: typeof values.recipient === "string" ? values.recipient : null };
}
