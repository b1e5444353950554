// What a load run records: each request's time by kind, its failures, and the CPU and memory of
// the processes serving it, sampled from /proc once a second.
import { readdirSync, readFileSync } from "node:fs";

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export class Latencies {
  private readonly times = new Map<string, number[]>();
  private readonly failures = new Map<string, Map<string, number>>();

  record(kind: string, ms: number) {
    const list = this.times.get(kind) ?? [];
    list.push(ms);
    this.times.set(kind, list);
  }

  fail(kind: string, reason: string) {
    const reasons = this.failures.get(kind) ?? new Map<string, number>();
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    this.failures.set(kind, reasons);
  }

  /** Per kind: count, p50, p95, p99 (ms) and failures; then all kinds together. */
  rows(): { kind: string; count: number; p50: number; p95: number; p99: number; failed: number }[] {
    const kinds = [...new Set([...this.times.keys(), ...this.failures.keys()])].sort();
    const all: number[] = [];
    const rows = kinds.map((kind) => {
      const sorted = [...(this.times.get(kind) ?? [])].sort((a, b) => a - b);
      all.push(...sorted);
      return { kind, count: sorted.length, ...quantiles(sorted), failed: this.failedOf(kind) };
    });
    all.sort((a, b) => a - b);
    const failed = kinds.reduce((sum, kind) => sum + this.failedOf(kind), 0);
    return [...rows, { kind: "all", count: all.length, ...quantiles(all), failed }];
  }

  failureLines(): string[] {
    return [...this.failures].flatMap(([kind, reasons]) =>
      [...reasons].map(([reason, count]) => `${kind}: ${reason} ×${count}`),
    );
  }

  private failedOf(kind: string) {
    return [...(this.failures.get(kind)?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  }
}

const quantiles = (sorted: number[]) => ({
  p50: percentile(sorted, 50),
  p95: percentile(sorted, 95),
  p99: percentile(sorted, 99),
});

const CLOCK_TICKS = 100;

function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // From field 3 on: the command name before it may hold spaces.
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** utime + stime (fields 14 and 15), and with `waited` also cutime + cstime: children already ended. */
function cpuSecondsOf(fields: string[], waited: boolean): number {
  const ticks = Number(fields[11]) + Number(fields[12]) + (waited ? Number(fields[13]) + Number(fields[14]) : 0);
  return ticks / CLOCK_TICKS;
}

/**
 * CPU seconds (user + system) a process has used, and its resident memory in MiB. With `tree`
 * (a server that forks a process per connection, as PostgreSQL does), the CPU of its children
 * too, running or ended; its memory is then left out, as children share most of theirs.
 */
function readProcess(pid: number, tree: boolean): { cpuSeconds: number; rssMib: number } | null {
  try {
    let cpuSeconds = cpuSecondsOf(statFields(pid), tree);
    if (tree) {
      for (const entry of readdirSync("/proc")) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const fields = statFields(Number(entry));
          if (Number(fields[1]) === pid) cpuSeconds += cpuSecondsOf(fields, false);
        } catch {
          // ended meanwhile: its time is in the parent's waited-for share
        }
      }
      return { cpuSeconds, rssMib: NaN };
    }
    return { cpuSeconds, rssMib: memoryFieldMib(readFileSync(`/proc/${pid}/status`, "utf8"), "VmRSS") ?? 0 };
  } catch {
    return null;
  }
}

/** A "Name:   N kB" line of a /proc memory file (status, smaps_rollup), in MiB; null without it. */
export function memoryFieldMib(text: string, field: string): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text);
  return match ? Number(match[1]) / 1024 : null;
}

/** Open file descriptors of a process (sockets, files, pipes). */
export function openDescriptors(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

/** The PostgreSQL server's main process on this machine, if one runs. */
export function postgresMainPid(): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(Number(entry));
      const name = readFileSync(`/proc/${entry}/comm`, "utf8").trim();
      if (name === "postgres" && Number(fields[1]) === 1) return Number(entry);
      if (name === "postgres" && readFileSync(`/proc/${fields[1]}/comm`, "utf8").trim() !== "postgres")
        return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

export interface MeasuredProcess {
  name: string;
  pid: number;
  /** Counts the CPU of its children too (PostgreSQL's backends). */
  tree?: boolean;
}

export interface ProcessFigures {
  name: string;
  /** Average share of one core over the window, in %. */
  cpuPercent: number;
  rssStartMib: number;
  rssMaxMib: number;
  rssEndMib: number;
}

/** Samples named processes once a second between `start()` and `stop()`. */
export class ProcessSampler {
  private timer: NodeJS.Timeout | undefined;
  private first = new Map<string, { cpuSeconds: number; rssMib: number; at: number }>();
  private last = new Map<string, { cpuSeconds: number; rssMib: number; at: number }>();
  private max = new Map<string, number>();
  /** Resident memory of each process at each sample, for a soak's growth. */
  readonly series = new Map<string, { at: number; rssMib: number }[]>();

  constructor(private readonly processes: () => MeasuredProcess[]) {}

  start() {
    this.sample();
    this.timer = setInterval(() => this.sample(), 1000);
  }

  stop(): ProcessFigures[] {
    clearInterval(this.timer);
    this.sample();
    return [...this.first].map(([name, first]) => {
      const last = this.last.get(name)!;
      const seconds = (last.at - first.at) / 1000;
      return {
        name,
        cpuPercent: seconds > 0 ? ((last.cpuSeconds - first.cpuSeconds) / seconds) * 100 : 0,
        rssStartMib: first.rssMib,
        rssMaxMib: this.max.get(name)!,
        rssEndMib: last.rssMib,
      };
    });
  }

  private sample() {
    const at = performance.now();
    for (const { name, pid, tree } of this.processes()) {
      const figures = readProcess(pid, tree ?? false);
      if (!figures) continue;
      const point = { ...figures, at };
      if (!this.first.has(name)) this.first.set(name, point);
      this.last.set(name, point);
      this.max.set(name, Math.max(this.max.get(name) ?? 0, figures.rssMib));
      const series = this.series.get(name) ?? [];
      series.push({ at, rssMib: figures.rssMib });
      this.series.set(name, series);
    }
  }
}
