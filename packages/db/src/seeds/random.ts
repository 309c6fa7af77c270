/** A small seeded PRNG (mulberry32) so seeds produce the same company for the same seed. */
export class Random {
  private state: number;
  private counter = 0;
  /** Where this generator's ids start, so two generators with different seeds rarely share ids. */
  private readonly epoch: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
    this.epoch = 0x1000_0000 + (Math.floor(this.next() * 0x1000) << 16);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /**
   * A version-7 shaped uuid: a counter in the timestamp bits keeps ids ascending in creation order
   * (B-tree inserts stay at the right edge, which makes bulk loads much faster), the rest is drawn
   * from this generator, so ids are reproducible too.
   */
  uuid(): string {
    this.counter += 1;
    const high = Math.floor(this.counter / 65_536) + this.epoch;
    const b = this.uint32();
    const c = this.uint32();
    const d = this.uint32();
    const version = (b & 0x0fff) | 0x7000;
    const variant = ((c >>> 16) & 0x3fff) | 0x8000;
    return `${hex16(high >>> 16)}${hex16(high)}-${hex16(this.counter)}-${hex16(version)}-${hex16(variant)}-${hex16(c)}${hex16(d >>> 16)}${hex16(d)}`;
  }

  private uint32(): number {
    return Math.floor(this.next() * 4_294_967_296);
  }
}

const byteHex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** The low 16 bits as 4 hex digits. */
function hex16(value: number): string {
  return byteHex[(value >>> 8) & 255]! + byteHex[value & 255]!;
}
