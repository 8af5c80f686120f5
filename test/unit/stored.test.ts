/**
 * Values kept in browser storage, one helper for the session and the chat: a value is read only
 * if it parses and fits, a corrupted or edited one is removed, and blocked storage reads as empty.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readStored, removeStored, writeStored } from '../../widgets/runtime/script/storage/stored.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const blocked = new Proxy({} as Storage, {
  get() {
    return () => {
      throw new DOMException('blocked', 'SecurityError');
    };
  },
});

const isPoint = (value: unknown): value is { x: number } => typeof value === 'object' && value !== null && typeof (value as { x?: unknown }).x === 'number';

describe('stored values', () => {
  it('reads back what was written', () => {
    const storage = memoryStorage();
    assert.equal(writeStored(storage, 'k', { x: 1 }), true);
    assert.deepEqual(readStored(storage, 'k', isPoint), { x: 1 });
    removeStored(storage, 'k');
    assert.equal(readStored(storage, 'k', isPoint), null);
  });

  it('removes a value that does not parse or does not fit', () => {
    const storage = memoryStorage();
    for (const raw of ['not json', '{"x":"1"}', 'null', '[]']) {
      storage.setItem('k', raw);
      assert.equal(readStored(storage, 'k', isPoint), null, raw);
      assert.equal(storage.getItem('k'), null, raw);
    }
    storage.setItem('other', 'kept');
    assert.equal(readStored(storage, 'k', isPoint), null);
    assert.equal(storage.getItem('other'), 'kept');
  });

  it('tolerates missing or blocked storage', () => {
    assert.equal(readStored(null, 'k', isPoint), null);
    assert.equal(readStored(blocked, 'k', isPoint), null);
    assert.equal(writeStored(null, 'k', { x: 1 }), false);
    assert.equal(writeStored(blocked, 'k', { x: 1 }), false);
    assert.doesNotThrow(() => removeStored(blocked, 'k'));
  });
});
