import { MOBILE_OPERATORS, type MobileOperator, type PerOperator } from "./operators";

/**
 * The price of a send (spec §9), one function for the upstream that charges it and the panel that
 * shows it before the user confirms.
 *
 * - Each recipient costs `parts × tariff per part`: MCI's tariff for MCI numbers, the others'
 *   tariff for Irancell, Rightel and the rest. Edge's tariff already writes the others' price
 *   10 percent higher ("1330.0" and "1463.0"), so nothing is added here for that.
 * - The per-send surcharge (2024 budget) is 40 rials for every recipient's message, whatever
 *   its number of parts.
 * - The charity share is 5 percent of the send cost (the operators' rows, before the surcharge).
 *   It is part of the total, shown for information, never added on top.
 * - No tax is added on sends: tax is paid when the wallet is topped up, so `tax` is always 0.
 *
 * Money is exact: every figure is computed in integer tenths of a rial and returned as rials
 * with at most one decimal.
 */

const SEND_SURCHARGE_RIALS = 40;
const CHARITY_PERCENT = 5;

export interface PriceInput {
  /** Parts of the message as it goes out (the cancel suffix included when the line adds it). */
  parts: number;
  recipients: PerOperator;
  /** Rials per part as Edge's tariff writes them: MCI's and the other operators'. */
  tariff: { mci: string; other: string };
}

interface PriceRow {
  operator: MobileOperator;
  recipients: number;
  /** Rials for one recipient, all parts. */
  perRecipient: number;
  amount: number;
}

export interface PriceBreakdown {
  parts: number;
  /** One row per operator, in the order of MOBILE_OPERATORS. */
  rows: PriceRow[];
  recipients: number;
  /** The operators' rows together. */
  base: number;
  /** 40 rials per recipient. */
  surcharge: number;
  /** 5 percent of `base`, already inside `total`. */
  charity: number;
  /** Always 0: tax is paid on top-ups, not on sends. */
  tax: 0;
  /** What the wallet is charged: base + surcharge. */
  total: number;
}

const TENTHS = 10;

/** A decimal amount of rials ("1463.0", "3657.50", 40) as integer tenths of a rial. */
export function toTenths(rials: string | number): number {
  const text = typeof rials === "number" ? String(rials) : rials.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount of rials: ${JSON.stringify(rials)}`);
  const [, sign, whole, fraction = ""] = match;
  if (/[1-9]/.test(fraction.slice(1))) throw new RangeError(`more precise than a tenth of a rial: ${text}`);
  const tenths = Number(whole) * TENTHS + Number(fraction.slice(0, 1) || "0");
  if (!Number.isSafeInteger(tenths)) throw new RangeError(`amount too large: ${text}`);
  return sign === "-" ? -tenths : tenths;
}

/** Integer tenths of a rial as rials (at most one decimal). */
export const fromTenths = (tenths: number): number => tenths / TENTHS;

/** Integer tenths of a rial as a decimal string for `numeric` columns ("-1463.3", "40.0"). */
export function tenthsToDecimal(tenths: number): string {
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / TENTHS)}.${abs % TENTHS}`;
}

/** Tenths of a rial one recipient costs for a message of `parts` parts at a per-part tariff, surcharge included. */
export function recipientCostTenths(parts: number, tariffPerPart: string): number {
  return parts * toTenths(tariffPerPart) + SEND_SURCHARGE_RIALS * TENTHS;
}

function count(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number ≥ 0, got ${value}`);
  return value;
}

export function priceSend(input: PriceInput): PriceBreakdown {
  const parts = count(input.parts, "parts");
  const mciTariff = toTenths(input.tariff.mci);
  const otherTariff = toTenths(input.tariff.other);
  if (mciTariff < 0 || otherTariff < 0) throw new RangeError("a tariff cannot be negative");

  let base = 0;
  let recipients = 0;
  const rows = MOBILE_OPERATORS.map((operator) => {
    const n = count(input.recipients[operator], `recipients of ${operator}`);
    const perRecipient = parts * (operator === "mci" ? mciTariff : otherTariff);
    base += n * perRecipient;
    recipients += n;
    return { operator, recipients: n, perRecipient: fromTenths(perRecipient), amount: fromTenths(n * perRecipient) };
  });
  const surcharge = recipients * SEND_SURCHARGE_RIALS * TENTHS;
  // 5 percent of the base, to the nearest tenth of a rial (halves up): base / 20, rounded.
  const charity = Math.floor((base * CHARITY_PERCENT + 50) / 100);

  return {
    parts,
    rows,
    recipients,
    base: fromTenths(base),
    surcharge: fromTenths(surcharge),
    charity: fromTenths(charity),
    tax: 0,
    total: fromTenths(base + surcharge),
  };
}
