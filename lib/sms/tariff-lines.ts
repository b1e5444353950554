import type { TariffRow } from "../contract/numbers";
import { fromTenths, recipientCostTenths } from "./price";

/** One line kind's tariff, per part in rials: MCI's and the other operators' (Irancell, Rightel, ...). */
export interface TariffLine {
  operatorId: number;
  name: string;
  persian: { mci: string; other: string };
  english: { mci: string; other: string };
}

/**
 * `user/get_tariff` writes each line kind as two rows, MCI's prices and the others'. This puts the
 * two together, in the order the upstream gave; a kind missing either row is left out.
 */
export function tariffLines(rows: readonly TariffRow[]): TariffLine[] {
  const byKind = new Map<number, Partial<TariffLine> & { operatorId: number; name: string }>();
  for (const row of rows) {
    const line = byKind.get(row.operator_id) ?? { operatorId: row.operator_id, name: row.name };
    if ("persian_mci" in row) Object.assign(line, { persian: { ...line.persian, mci: row.persian_mci } });
    if ("english_mci" in row) Object.assign(line, { english: { ...line.english, mci: row.english_mci } });
    if ("persian_other" in row) Object.assign(line, { persian: { ...line.persian, other: row.persian_other } });
    if ("english_other" in row) Object.assign(line, { english: { ...line.english, other: row.english_other } });
    byKind.set(row.operator_id, line);
  }
  return [...byKind.values()].filter(
    (line): line is TariffLine =>
      line.persian?.mci !== undefined &&
      line.persian.other !== undefined &&
      line.english?.mci !== undefined &&
      line.english.other !== undefined,
  );
}

/** Rials one recipient costs for a message of `parts` parts at this per-part tariff, the 40-rial surcharge included. */
export const messageCost = (parts: number, perPart: string): number => fromTenths(recipientCostTenths(parts, perPart));
