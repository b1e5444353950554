// @ts-check
import { setFlagsFromString } from "node:v8";

/**
 * How far the panel's heap may grow past what its last full collection kept, in percent. Left to
 * itself, V8 allows up to four times that on a machine with memory to spare: under a steady load
 * the panel then held over 400 MiB of heap for under 100 MiB of live objects, and a little more
 * every few minutes (RELIABILITY.md "Soak"). Half again keeps its memory near what it uses.
 */
const HEAP_GROWING_PERCENT = 50;

/** Sets the limit for this process; V8 reads it at every full collection, so it holds from then on. */
export function limitHeapGrowth() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
