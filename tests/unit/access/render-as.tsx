import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { MemberOf } from "@/lib/contract/auth";
import type { Permission } from "@/lib/contract/permissions";
import { AccessProvider } from "@/lib/auth/access-context";
import { testQueryClient } from "../support/render-with-query";

/** check_token's `member_of` for a colleague of «شرکت نمونه» whose role holds these permissions. */
export const colleagueOf = (permissions: readonly Permission[]): MemberOf => ({
  account_name: "شرکت نمونه",
  account_user_name: "owner1",
  permissions: [...permissions],
});

export const SEND_ONLY: readonly Permission[] = ["send.quick", "reports.view"];

/** Renders as the panel's layout would for this member (null: the owner), in a fresh query client. */
export function renderAs(memberOf: MemberOf | null, ui: ReactElement) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <AccessProvider memberOf={memberOf}>{ui}</AccessProvider>
    </QueryClientProvider>,
  );
}
