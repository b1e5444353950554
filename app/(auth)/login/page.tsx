import type { Metadata } from "next";
import { safeNextPath } from "@/lib/navigation/safe-next";
import { LoginFlow } from "./_components/login-flow";

export const metadata: Metadata = { title: "ورود" };

/** Sign-in: username and password, then the two-step code when the account asks for one. */
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next, reason } = await searchParams;
  return (
    <LoginFlow
      next={safeNextPath(typeof next === "string" ? next : undefined)}
      reason={typeof reason === "string" ? reason : undefined}
    />
  );
}
