// Recipient files for the benchmarks, built in memory, and the time and peak memory of reading
// one with the worker's own code.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parseRecipients } from "../../lib/files/recipients/parse-recipients";
import type { ParseRecipientsOptions, RecipientsOutcome } from "../../lib/files/recipients/types";
import type { SheetCell } from "../../tests/unit/files/recipients/support/xlsx-file";

const MB = 1024 * 1024;

// A full garbage collection before each run, so "before" is what the run starts from.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** Row i's mobile, with about 1% bad rows spread through: empty, invalid, duplicate, formula, scientific. */
function mobileOf(i: number): string {
  switch (i % 400) {
    case 7:
      return "";
    case 101:
      return "0912345";
    case 203:
      return `0912${String(i - 1).padStart(7, "0")}`;
    case 307:
      return '=HYPERLINK("x")';
    case 353:
      return "9.12346E+11";
    default:
      return i % 3 === 0 ? `+98 912 ${String(i).padStart(7, "0")}` : `0912${String(i).padStart(7, "0")}`;
  }
}

/** Three columns, a Persian city, and quoted fields with commas in half the rows. */
export function csvBytes(rows: number): Uint8Array {
  const lines = new Array<string>(rows + 1);
  lines[0] = "name,mobile,city";
  for (let i = 0; i < rows; i++) lines[i + 1] = `user ${i},${mobileOf(i)},${i % 2 ? "تهران" : '"Shiraz, Fars"'}`;
  return new TextEncoder().encode(lines.join("\n"));
}

/** The plainest file: one column of numbers. */
export function numbersOnlyBytes(rows: number): Uint8Array {
  const lines = new Array<string>(rows + 1);
  lines[0] = "mobile";
  for (let i = 0; i < rows; i++) lines[i + 1] = mobileOf(i);
  return new TextEncoder().encode(lines.join("\n"));
}

const GENDERS = ["مرد", "زن", "", "آقا", "خانم", "1", "2"];
const CITIES = ["تهران", "اصفهان", "شیراز", "مشهد", "تبریز", "کرج", "رشت"];

/**
 * A contacts file as a user exports one: mobile, name, gender and a city column (for a text
 * feature titled «شهر»), with the same 1% of bad mobiles as `csvBytes`, a name quoted around a
 * comma in every tenth row and a gender no one can read in one row of 500.
 */
export function contactsCsvBytes(rows: number): Uint8Array {
  const lines = new Array<string>(rows + 1);
  lines[0] = "موبایل,نام,جنسیت,شهر";
  for (let i = 0; i < rows; i++) {
    const name = i % 10 === 0 ? `"Rezaei, Ali ${i}"` : `مخاطب ${i}`;
    const gender = i % 500 === 11 ? "نامشخص" : GENDERS[i % GENDERS.length]!;
    lines[i + 1] = `${mobileOf(i)},${name},${gender},${CITIES[i % CITIES.length]}`;
  }
  return new TextEncoder().encode(lines.join("\n"));
}

export function xlsxRows(rows: number): SheetCell[][] {
  const out: SheetCell[][] = [["name", "mobile", "city"]];
  for (let i = 0; i < rows; i++) {
    const mobile = mobileOf(i);
    // Excel keeps most numbers as numbers, without the leading zero.
    out.push([
      `user ${i}`,
      i % 2 && mobile.startsWith("0912") ? Number(mobile.slice(1)) : mobile,
      i % 2 ? "تهران" : "شیراز",
    ]);
  }
  return out;
}

/** Time, CPU and peak memory of one run of some work, sampled by a timer and whenever the work calls `sample`. */
export interface Footprint {
  ms: number;
  /** CPU time of the whole process (all threads, GC helpers included) over the run. */
  cpuMs: number;
  peakRssMb: number;
  peakHeapMb: number;
  baseRssMb: number;
  baseHeapMb: number;
}

export interface Measure extends Footprint {
  ready: boolean;
  summary: string;
}

/** One line on what reading the file gave: its records, valid recipients and each category of rows left out. */
export function summarise(o: RecipientsOutcome): string {
  if (o.status !== "ready") return `outcome ${o.status}`;
  const r = o.report;
  return (
    `${r.records.toLocaleString("en")} records, ${r.valid.toLocaleString("en")} valid, ` +
    `empty ${r.emptyCell.count}, invalid ${r.invalidNumber.count}, duplicate ${r.duplicate.count}, other ${r.otherReasons.count}`
  );
}

/** Runs `work` after a full garbage collection and answers what it returned with its footprint. */
export async function measureWork<T>(work: (sample: () => void) => Promise<T>): Promise<Footprint & { value: T }> {
  collectGarbage();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const value = await work(sample);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    sample();
    return {
      value,
      ms,
      cpuMs: (used.user + used.system) / 1000,
      peakRssMb: peakRss / MB,
      peakHeapMb: peakHeap / MB,
      baseRssMb: base.rss / MB,
      baseHeapMb: base.heapUsed / MB,
    };
  } finally {
    clearInterval(timer);
  }
}

/** Time and peak memory of one run; memory is sampled at every progress report and by a timer. */
export async function measure(bytes: Uint8Array, name: string, options: ParseRecipientsOptions): Promise<Measure> {
  const { value: outcome, ...footprint } = await measureWork((sample) => parseRecipients(bytes, name, options, sample));
  return { ...footprint, ready: outcome.status === "ready", summary: summarise(outcome) };
}
