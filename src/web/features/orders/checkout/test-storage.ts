/** An in-memory Storage for tests; `failing` throws like a browser in private mode with a full quota. */
export function memoryStorage(failing = false): Storage {
  const map = new Map<string, string>();
  const guard = () => {
    if (failing) throw new DOMException('QuotaExceededError');
  };
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => {
      guard();
      return map.get(key) ?? null;
    },
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      guard();
      map.delete(key);
    },
    setItem: (key, value) => {
      guard();
      map.set(key, String(value));
    },
  };
}
