import { TICKET_STATE_TONES, ticketStateTitle, type RequestType, type TicketStateId } from "@/lib/contract/support";

const TONE_CLASSES: Record<(typeof TICKET_STATE_TONES)[TicketStateId], string> = {
  warning: "bg-warning-soft text-warning",
  info: "bg-primary-soft text-primary",
  success: "bg-success-soft text-success",
  neutral: "bg-surface-2 text-muted",
  // Referred: the primary colour outlined, apart from the waiting blue.
  accent: "border border-primary/60 text-primary",
};

/** A request's state in its colour, in the words of its kind (the manager's for suggestions). */
export function RequestStateBadge({ type, stateId }: { type: RequestType; stateId: number }) {
  const tone = TICKET_STATE_TONES[stateId as TicketStateId] ?? "neutral";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${TONE_CLASSES[tone]}`}>
      {ticketStateTitle(type, stateId) || "نامشخص"}
    </span>
  );
}
