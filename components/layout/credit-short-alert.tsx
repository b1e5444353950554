"use client";

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { useCredit } from "@/lib/api/credit";
import { useAccess } from "@/lib/auth/access-context";
import { TOP_UP_RULE } from "@/lib/navigation/page-access";

/** The wallet's credit, and whether it falls short of a send's total (unknown while either is loading). */
export function useCreditFor(total: number | undefined) {
  const { credit } = useCredit();
  const short = total !== undefined && credit !== undefined && credit < total;
  return { credit, short };
}

/** Said in a send's confirmation when the credit does not cover it, with a way to top up for those who may. */
export function CreditShortAlert() {
  const canTopUp = useAccess().meets(TOP_UP_RULE);
  return (
    <Alert tone="warning">
      اعتبار شما برای این ارسال کافی نیست.{" "}
      {canTopUp ? (
        <Link href="/wallet/credit" className="font-bold underline">
          افزایش اعتبار
        </Link>
      ) : null}
    </Alert>
  );
}
