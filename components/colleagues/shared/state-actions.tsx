"use client";

import { Button } from "@/components/ui/button";
import type { ColleagueAction } from "@/lib/api/colleagues";
import type { ColleagueState } from "@/lib/contract/colleagues";

/** What can be done to a colleague in each state (spec §4); deleting is always possible. */
const ACTIONS_BY_STATE: Record<ColleagueState, readonly ColleagueAction[]> = {
  pending: ["resend_invitation", "delete"],
  active: ["deactive", "delete"],
  deactivated: ["active", "delete"],
};

const LABELS: Record<ColleagueAction, string> = {
  resend_invitation: "ارسال دوبارهٔ دعوت",
  active: "فعال کردن",
  deactive: "غیرفعال کردن",
  delete: "حذف",
};

export interface StateActionsProps {
  state: ColleagueState;
  /** Names the colleague in each button's accessible name. */
  name: string;
  onAction: (action: ColleagueAction) => void;
  size?: "md" | "lg";
}

/** The buttons of a colleague's state actions; each asks before it acts. */
export function StateActions({ state, name, onAction, size = "md" }: StateActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      {ACTIONS_BY_STATE[state].map((action) => (
        <Button
          key={action}
          size={size}
          variant={action === "delete" ? "ghost" : "secondary"}
          onClick={() => onAction(action)}
          aria-label={`${LABELS[action]}: ${name}`}
        >
          {LABELS[action]}
        </Button>
      ))}
    </div>
  );
}
