import { Alert } from "@/components/ui/alert";
import type { Payment } from "@/lib/contract/payment";
import { formatRial } from "@/lib/format/money";
import { PAYMENT_RULES } from "@/lib/contract/payment";
import { toPersianDigits } from "@/lib/validation/digits";

/** Said once an offline payment is recorded: it waits for the finance team's review. */
export function OfflineSubmitted({ payment }: { payment: Payment }) {
  return (
    <Alert tone="success">
      {`واریز شما با شناسهٔ ${toPersianDigits(payment.id)} ثبت شد و در انتظار بررسی است. پس از تأیید، ${formatRial(payment.credit_amount)} به کیف پول شما افزوده می‌شود؛ نتیجه تا ${toPersianDigits(PAYMENT_RULES.pendingResultMinutes)} دقیقه در تاریخچهٔ تراکنش‌ها دیده می‌شود.`}
    </Alert>
  );
}
