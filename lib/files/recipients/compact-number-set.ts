/**
 * A set of compact mobile numbers (integers 0…999,999,999): open addressing over one Int32Array,
 * about 8 bytes a number and no garbage, where a JavaScript Set of a million numbers costs several
 * times that and slows the whole read down with its rehashing.
 */
export class CompactNumberSet {
  private slots = new Int32Array(1 << 16);
  private mask = this.slots.length - 1;
  size = 0;

  /** Adds the number; false when it was already there. */
  add(code: number): boolean {
    if ((this.size + 1) * 2 > this.slots.length) this.grow();
    const stored = code + 1;
    let at = Math.imul(code, 0x9e3779b1) & this.mask;
    for (;;) {
      const slot = this.slots[at]!;
      if (slot === 0) {
        this.slots[at] = stored;
        this.size++;
        return true;
      }
      if (slot === stored) return false;
      at = (at + 1) & this.mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.slots.length - 1;
    for (let i = 0; i < old.length; i++) {
      const stored = old[i]!;
      if (stored === 0) continue;
      let at = Math.imul(stored - 1, 0x9e3779b1) & this.mask;
      while (this.slots[at] !== 0) at = (at + 1) & this.mask;
      this.slots[at] = stored;
    }
  }
}
