/** n distinct valid mobiles as stored: 98912 followed by seven digits. */
export function mobiles(n: number, start = 0): string[] {
  return Array.from({ length: n }, (_, i) => `98912${String(start + i).padStart(7, "0")}`);
}
