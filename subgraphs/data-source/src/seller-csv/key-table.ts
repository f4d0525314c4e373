/**
 * A map from text keys (order numbers, customer e-mails) to row ids, held in typed arrays outside the JavaScript
 * heap: a million orders take about 24 MB and no garbage collection work, where a Map of strings takes several
 * times that. Keys are stored as two independent 32-bit hashes (64 bits): two different keys would have to collide
 * in both to be taken for one another, about a one-in-ten-million chance for a file of a million orders.
 */
export class KeyTable {
  private high = new Uint32Array(1 << 12);
  private low = new Uint32Array(1 << 12);
  private ids = new Uint32Array(1 << 12);
  private used = 0;

  get size(): number {
    return this.used;
  }

  get(key: string): number | undefined {
    const [h1, h2] = hashes(key);
    const mask = this.ids.length - 1;
    for (let slot = h1 & mask; ; slot = (slot + 1) & mask) {
      const id = this.ids[slot];
      if (id === 0) return undefined;
      if (this.high[slot] === h1 && this.low[slot] === h2) return id - 1;
    }
  }

  /** Ids must be below 2^32 - 1. */
  set(key: string, id: number): void {
    if ((this.used + 1) * 2 > this.ids.length) this.grow();
    const [h1, h2] = hashes(key);
    this.place(h1, h2, id + 1);
  }

  private place(h1: number, h2: number, stored: number): void {
    const mask = this.ids.length - 1;
    for (let slot = h1 & mask; ; slot = (slot + 1) & mask) {
      if (this.ids[slot] === 0) {
        this.high[slot] = h1;
        this.low[slot] = h2;
        this.ids[slot] = stored;
        this.used += 1;
        return;
      }
      if (this.high[slot] === h1 && this.low[slot] === h2) {
        this.ids[slot] = stored;
        return;
      }
    }
  }

  private grow(): void {
    const { high, low, ids } = this;
    const size = ids.length * 2;
    this.high = new Uint32Array(size);
    this.low = new Uint32Array(size);
    this.ids = new Uint32Array(size);
    this.used = 0;
    for (let slot = 0; slot < ids.length; slot++) if (ids[slot] !== 0) this.place(high[slot], low[slot], ids[slot]);
  }
}

/** FNV-1a and a multiplicative hash with another seed, over the key's UTF-16 code units. */
function hashes(key: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c ^ key.length;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b);
  a ^= a >>> 13;
  return [a >>> 0, b >>> 0];
}
