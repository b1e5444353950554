import type { Metadata } from "next";
import { AppProviders } from "@/components/providers/app-providers";
import { RegisterFlow } from "./_components/register-flow";

export const metadata: Metadata = { title: "ثبت‌نام" };

/** Registration: the account's details, then the code sent to the mobile to confirm it. */
export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { reseller_id: resellerParam } = await searchParams;
  // A reseller's sign-up link carries its id; the account is then created under that reseller.
  const resellerId =
    typeof resellerParam === "string" && /^[1-9]\d{0,9}$/.test(resellerParam) ? Number(resellerParam) : undefined;
  // Registration checks names and lists activity domains through the query client; sign-in does not.
  return (
    <AppProviders>
      <RegisterFlow resellerId={resellerId} />
    </AppProviders>
  );
}
