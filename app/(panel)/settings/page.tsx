import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { AccountSettingsLink } from "@/components/settings/account-settings-link";
import { PanelPreferencesForm } from "@/components/settings/panel-preferences-form";

export const metadata: Metadata = { title: "ترجیحات پنل" };

/**
 * The panel's own preferences of this member (spec §2 `/settings`), kept by the upstream so they
 * follow the member to another browser. The layout has read them already for the frame. Every
 * member saves their own, a colleague too; the link to the account's settings is the owner's.
 */
export default function SettingsPage() {
  return (
    <PageWrapper
      title="ترجیحات پنل"
      description="پوسته، تراکم جدول‌ها، تعداد پیش‌فرض در صفحه، چیدمان تبلت و اعلان‌های لحظه‌ای؛ در هر مرورگری که وارد شوید همراه شماست."
    >
      <PanelPreferencesForm />
      <AccountSettingsLink />
    </PageWrapper>
  );
}
