import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { UpdateRoleEditor } from "@/components/colleagues/roles/role-editor";
import { ROLES_TAB_HREF } from "@/components/colleagues/shared/colleague-links";
import { permissionListQuery, roleQuery } from "@/lib/api/queries/role-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "ویرایش سطح دسترسی" };

/** One access role (spec §2 `/colleagues/update-access/{id}`): edited, duplicated or deleted; read on the server. */
export default async function UpdateAccessPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  if (!/^[1-9]\d{0,9}$/.test(raw)) notFound();
  const id = Number(raw);
  const state = await prefetchQueries(liveToken(await getSession()), [permissionListQuery, roleQuery(id)]);
  return (
    <PageWrapper
      title="ویرایش سطح دسترسی"
      description="تغییر دسترسی‌ها از درخواست بعدی همکارانی که این سطح دسترسی را دارند اعمال می‌شود."
      backNavigate={ROLES_TAB_HREF}
    >
      <HydrationBoundary state={state}>
        <UpdateRoleEditor roleId={id} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
