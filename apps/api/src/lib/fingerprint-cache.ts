/**
 * Remembers a costly result beside the fingerprint of what it was computed from (a cheap read of the
 * rows it depends on), and gives it back only while the fingerprint is unchanged: never older than
 * what it copies, on any number of servers (each reads the fingerprint from the database). The
 * caller checks access before asking; the key names the thing, never the caller, so only results
 * everyone allowed sees alike belong here. At most `capacity` entries, the least recently used
 * leave first.
 */
export class FingerprintCache<T> {
  private readonly entries = new Map<string, { fingerprint: string; value: T }>();

  constructor(private readonly capacity: number) {}

  async get(key: string, fingerprint: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry?.fingerprint === fingerprint) {
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = await compute();
    this.entries.set(key, { fingerprint, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
