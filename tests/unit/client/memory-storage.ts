/** A Web Storage in memory, for the client modules that keep things in the browser. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  /** When set, every write throws as a full or refused storage does. */
  refuseWrites = false;

  get length() {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    if (this.refuseWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.set(key, String(value));
  }
}
