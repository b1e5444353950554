import { tehranParts } from "../services/time";

/**
 * `1403/05/12 14:30:05`, Tehran time. Rows of a file often share their second, and Intl's
 * formatting is the slow part of writing one, so the last seconds formatted are remembered.
 */
export function jalaliTimeFormatter(): (date: Date) => string {
  const seen = new Map<number, string>();
  return (date) => {
    const second = Math.floor(date.getTime() / 1000);
    let text = seen.get(second);
    if (text === undefined) {
      const p = tehranParts(date, "jalali");
      text = `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`;
      if (seen.size >= 10_000) seen.clear();
      seen.set(second, text);
    }
    return text;
  };
}
