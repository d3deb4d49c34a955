import type { AnswerCache } from "./answer-cache.ts";
import { SecondChanceMap } from "./second-chance-map.ts";

/**
 * Values made from stored content for answers that no cache may keep whole (an article's public
 * detail, whose every read must reach the server to be counted), kept while the content they were
 * made from is unchanged: an entry holds in the public cache's generation it was made in, which
 * every content change moves on (a write here or in another process, a publication falling due),
 * or, made with tags (decision 0062's, decision 0110), until a change reaching them, as a cached
 * answer of those tags would be dropped; and for `maxAgeMs` at most (for what no generation counts, such as the views that view counters
 * write; `clear` empties it when this process wrote them). The least recently used go first beyond
 * `maxEntries` (a second chance for those asked for again: `SecondChanceMap`).
 */
export class ContentMemo {
  private readonly entries = new SecondChanceMap<
    string,
    { generation: number; tags: readonly string[] | undefined; madeAt: number; value: unknown }
  >();

  constructor(
    private readonly cache: AnswerCache,
    private readonly options: { maxEntries: number; maxAgeMs: number; now?: () => number },
  ) {}

  /**
   * The value kept under `key`, or the one `make` makes, kept unless content changed while it was
   * made. A key names one kind of value: the caller that makes it reads it back as its type.
   * `tags` name what the value is made from: a change that reaches none of them keeps it.
   */
  async get<T>(key: string, make: () => Promise<T>, tags?: readonly string[]): Promise<T> {
    const now = this.options.now?.() ?? performance.now();
    const generation = this.cache.currentGeneration();
    const kept = this.entries.get(key);
    if (kept && !this.cache.changedSince(kept.generation, kept.tags) && now - kept.madeAt < this.options.maxAgeMs) {
      return kept.value as T;
    }
    if (kept) this.entries.delete(key);
    const value = await make();
    if (!this.cache.changedSince(generation, tags)) {
      this.entries.set(key, { generation, tags, madeAt: now, value });
      if (this.entries.size > this.options.maxEntries) this.entries.evictOldest();
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
