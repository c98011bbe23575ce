/** A Storage on a Map, standing in for localStorage: tests read exactly what was written. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    Object.entries(initial).forEach(([k, v]) => this.items.set(k, v));
  }
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  /** Everything stored, as a plain object. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}
