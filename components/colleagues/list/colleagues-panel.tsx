"use client";

import { DataTable } from "@/components/ui/table";
import { ErrorState } from "@/components/ui/state-message";
import { useAllRoles } from "@/lib/api/colleagues";
import { toErrorMessage } from "@/lib/errors/to-message";
import { colleagueColumns } from "./colleague-columns";
import { ColleagueList } from "./colleague-list";

const LOADING_COLUMNS = colleagueColumns(() => undefined);

/**
 * «همکاران»: the role filter offers the account's roles, so the list waits for them, keeping a role
 * named in the link.
 */
export function ColleaguesPanel() {
  const roles = useAllRoles();
  if (roles.isError)
    return (
      <ErrorState
        message={toErrorMessage(roles.error)}
        onRetry={() => void roles.refetch()}
        retrying={roles.isFetching}
      />
    );
  if (roles.isPending)
    return <DataTable caption="همکاران" columns={LOADING_COLUMNS} getRowKey={() => ""} rows={undefined} loading />;
  return <ColleagueList roles={roles.data} />;
}
