// Page preferences that outlive a reload (the stats overlay shown or hidden, …), kept as one JSON
// object in a Storage (localStorage). No DOM: the storage is injected; a storage that throws
// (disabled, full, private mode) only makes preferences last as long as the page.

const KEY = 'zoetrope.preview.preferences';

/**
 * @param {{getItem(key: string): string | null, setItem(key: string, value: string): void} | null} storage
 * @returns {{get(name: string, fallback: any): any, set(name: string, value: any): void}}
 */
export function createPreferences(storage) {
  let values = {};
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) values = parsed;
  } catch {
    values = {};
  }
  return {
    /** The stored value of `name`, or `fallback` when there is none of the fallback's type. */
    get(name, fallback) {
      const value = values[name];
      return value !== undefined && typeof value === typeof fallback ? value : fallback;
    },
    /** Stores `value` (JSON) under `name`. */
    set(name, value) {
      values = { ...values, [name]: value };
      try {
        storage?.setItem(KEY, JSON.stringify(values));
      } catch {
        // Kept in memory only.
      }
    },
  };
}
