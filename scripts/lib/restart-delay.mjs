/** The pause before the n-th restart in a row of a crashed child: 1 s, doubling, at most 30 s. */
export function restartDelay(failures) {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}
