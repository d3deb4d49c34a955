/**
 * Values by key whose least recently used go first, cheaply: a value asked for again is only
 * marked (`get`), not moved. When the oldest must go (`evictOldest`), one marked since it was last
 * passed is passed over once, moved to the newest end with its mark cleared (a second chance, which
 * approximates least-recently-used). Moving each hit to the newest end, as a Map's delete and set,
 * made the Map reallocate its table on most hits of a small map, new tables that a long-lived map
 * kept past the young generation: a third of what a cached answer's load promoted to the old one
 * (docs/performance.md).
 */
export class SecondChanceMap<K, V> {
  private readonly entries = new Map<K, { value: V; usedAgain: boolean }>();

  get size(): number {
    return this.entries.size;
  }

  /** The value under `key`, marked as asked for again. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry) entry.usedAgain = true;
    return entry?.value;
  }

  /** Holds `value` under `key` as the most recently used, in place of the one held before. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, usedAgain: false });
  }

  /** The value under `key`, no longer held. */
  delete(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return entry.value;
  }

  /** Lets the least recently used value go (but for the second chances) and answers it; none when empty. */
  evictOldest(): V | undefined {
    for (const [key, entry] of this.entries) {
      this.entries.delete(key);
      if (!entry.usedAgain) return entry.value;
      entry.usedAgain = false;
      this.entries.set(key, entry);
    }
    return undefined;
  }

  /** The keys and values, the least recently used first (but for the marks). */
  *[Symbol.iterator](): IterableIterator<[K, V]> {
    for (const [key, { value }] of this.entries) yield [key, value];
  }

  clear(): void {
    this.entries.clear();
  }
}
