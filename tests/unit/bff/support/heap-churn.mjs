// A process with a server's kind of heap: a steady set of live objects and a rolling window of
// short-lived ones (requests in flight). With LIMIT_HEAP_GROWTH=1 it first limits its heap's
// growth as the panel does. Prints the most heap it held and what was live at the end, in MiB.
import { limitHeapGrowth } from "../../../../lib/bff/heap-growth.mjs";

if (process.env.LIMIT_HEAP_GROWTH === "1") limitHeapGrowth();

const mib = (bytes) => Math.round(bytes / 1024 / 1024);
const kept = Array.from({ length: 600 }, (_, i) =>
  Array.from({ length: 2000 }, (_, j) => ({ j, text: `kept ${i} ${j}` })),
);
const inFlight = [];
globalThis.gc();
let mostHeld = 0;
const end = Date.now() + Number(process.env.CHURN_MS ?? 4000);
while (Date.now() < end) {
  inFlight.push(Array.from({ length: 200 }, (_, j) => ({ j, text: `request ${j}` })));
  if (inFlight.length > 1500) inFlight.shift();
  mostHeld = Math.max(mostHeld, process.memoryUsage().heapTotal);
}
globalThis.gc();
console.log(
  JSON.stringify({ mostHeldMib: mib(mostHeld), liveMib: mib(process.memoryUsage().heapUsed), kept: kept.length }),
);
