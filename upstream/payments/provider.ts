import type { InvoiceParty, PaymentDestinations } from "@/lib/contract/payment";

/**
 * The provider of the service as its customers' payments name it: the seller on invoices, the
 * merchant on the gateway's page, where to transfer money to, and whom to ask about payments.
 */
export const PROVIDER_NAME = "شرکت ارتباطات پیام‌گستر نمونه";

export const SELLER: InvoiceParty = {
  name: PROVIDER_NAME,
  national_id: "10320874561",
  economic_code: "411398765432",
  address: "تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچهٔ نگار، پلاک ۱۲، طبقهٔ سوم",
  postal_code: "1994834561",
  phone: "02188776655",
};

/** The card (Luhn-valid) and the account (Sheba with a valid mod-97 check) offline payments go to. */
export const DESTINATIONS: PaymentDestinations = {
  card: { number: "6037991234567893", owner: PROVIDER_NAME, bank: "بانک ملی ایران" },
  account: {
    number: "0215987654001",
    sheba: "IR040170000000215987654001",
    owner: PROVIDER_NAME,
    bank: "بانک ملی ایران",
  },
};

export const FINANCE_CONTACT = {
  name: "واحد مالی پیام‌گستر",
  mobile: "+989121234567",
  phone: "02188776655",
  email: "finance@payamgostar.example",
  hours: "شنبه تا چهارشنبه ۸ تا ۱۷، پنجشنبه ۸ تا ۱۳",
};
