/** An element's current props, which its React tree follows once its code has loaded. */
export class PropsStore {
  private listeners = new Set<() => void>();
  constructor(private values: Record<string, unknown>) {}
  get = (): Record<string, unknown> => this.values;
  set(property: string, value: unknown): void {
    if (Object.is(this.values[property], value)) return;
    this.values = { ...this.values, [property]: value };
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
