import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { CreateRoleEditor } from "@/components/colleagues/roles/role-editor";
import { ROLES_TAB_HREF } from "@/components/colleagues/shared/colleague-links";
import { permissionListQuery } from "@/lib/api/queries/role-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "ساخت سطح دسترسی" };

/** A new access role (spec §2 `/colleagues/create-access`): its title and the permissions it grants. */
export default async function CreateAccessPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const [{ next }, state] = await Promise.all([
    searchParams,
    getSession().then((session) => prefetchQueries(liveToken(session), [permissionListQuery])),
  ]);
  return (
    <PageWrapper
      title="ساخت سطح دسترسی"
      description="عنوانی بگذارید و دسترسی‌هایی را که همکاران با این سطح دسترسی خواهند داشت انتخاب کنید."
      backNavigate={ROLES_TAB_HREF}
    >
      <HydrationBoundary state={state}>
        <CreateRoleEditor backToInvite={next === "invite"} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
