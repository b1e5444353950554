/** A Uint32Array that grows by doubling, trimmed to its length at the end. */
export class GrowingUint32 {
  private data = new Uint32Array(1 << 14);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  toArray(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}
