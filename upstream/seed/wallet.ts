import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { appSettings, chargePackages, chargePromotions } from "../db/schema";

const WALLET_SEED_KEY = "seed_wallet_version";
const WALLET_SEED_VERSION = "1";
const DAY_MS = 24 * 3600 * 1000;

/** Gift charge packages, cheapest first: a price paid online for paid credit and gift credit on top. */
const PACKAGES = [
  { title: "بستهٔ برنزی", price: "5000000", credit: "5000000", gift: "250000", giftDays: 30 },
  { title: "بستهٔ نقره‌ای", price: "20000000", credit: "20000000", gift: "1500000", giftDays: 60 },
  { title: "بستهٔ طلایی", price: "50000000", credit: "50000000", gift: "5000000", giftDays: 90 },
];

const PROMOTION = {
  title: "هدیهٔ شارژ آنلاین",
  description: "با هر پرداخت آنلاین از ۱۰٬۰۰۰٬۰۰۰ ریال به بالا، ۵ درصد مبلغ را اعتبار هدیهٔ ۳۰ روزه بگیرید.",
  giftPercent: 5,
  minAmount: "10000000",
};

/** The wallet's catalogue, once: three gift packages and a promotion running for a year from now. True when added. */
export async function seedWallet(tx: Tx, now = new Date()): Promise<boolean> {
  const [mark] = await tx.select().from(appSettings).where(eq(appSettings.key, WALLET_SEED_KEY));
  if (mark) return false;
  await tx.insert(chargePackages).values(PACKAGES.map((p, i) => ({ ...p, active: true, sortOrder: i + 1 })));
  await tx.insert(chargePromotions).values({
    ...PROMOTION,
    startsAt: now,
    endsAt: new Date(now.getTime() + 365 * DAY_MS),
  });
  await tx.insert(appSettings).values({ key: WALLET_SEED_KEY, value: WALLET_SEED_VERSION });
  return true;
}
