import type { UseFormReturn } from "react-hook-form";
import type { RequestType, TicketCreateFields, TicketCreateInput } from "@/lib/contract/support";
import { SUPPORT_RULES } from "@/lib/contract/support";

/** The create form as its fields hold it (strings from the inputs, before the schema reads them). */
export type RequestFormApi = UseFormReturn<TicketCreateInput, unknown, TicketCreateFields>;

/** A new request's fields: the subject carried over from a closed one, if any. */
export function requestFormValues(type: RequestType, subject: string | undefined): TicketCreateInput {
  return {
    type,
    subject: (subject ?? "").trim().slice(0, SUPPORT_RULES.subjectMaxLength),
    category_id: "",
    sub_category_id: "",
    description: "",
    importance: "medium",
    sms_notification: false,
  };
}
