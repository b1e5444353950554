#!/usr/bin/env node
// Records every platform's optional native package in package-lock.json. npm writes a lock with
// only the platform packages it could resolve where it ran, and `npm ci` elsewhere then refuses
// the lock as out of sync. Each missing entry is added as optional with the os, cpu and libc its
// name declares, so every platform installs its own binary and skips the others.
// Run after `npm install` changes the lock: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = "package-lock.json";
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = ["darwin", "linux", "win32", "freebsd", "android", "openharmony", "sunos", "aix", "netbsd", "openbsd"];
const CPU = {
  x64: "x64",
  arm64: "arm64",
  arm: "arm",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
  mips64el: "mips64el",
};

/** os/cpu/libc read from a platform package's name, such as @next/swc-linux-x64-musl. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => (p === "arm" && parts.includes("gnueabihf") ? "arm" : CPU[p])).find(Boolean);
  const libc = parts.some((p) => p.startsWith("musl"))
    ? "musl"
    : parts.includes("gnu") || parts.includes("gnueabihf")
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue;
    packages[`node_modules/${name}`] = {
      version: spec,
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform packages recorded in ${LOCK}`);
