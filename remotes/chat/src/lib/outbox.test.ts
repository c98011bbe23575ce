import { createOutbox, newClientId, type PendingSend } from './outbox';

const pending = (contactId: number, clientId: string, over: Partial<PendingSend> = {}): PendingSend => ({
  contactId,
  clientId,
  text: `text ${clientId}`,
  file: null,
  voiceNote: null,
  status: 'sending',
  createdAt: '2026-03-05T10:00:00Z',
  ...over,
});

describe('outbox: pending sends per contact', () => {
  it('lists nothing for a contact without pending sends', () => {
    expect(createOutbox().list(1)).toEqual([]);
  });

  it('puts sends in order, per contact', () => {
    const box = createOutbox();
    box.put(pending(1, 'a'));
    box.put(pending(1, 'b'));
    box.put(pending(2, 'c'));
    expect(box.list(1).map((p) => p.clientId)).toEqual(['a', 'b']);
    expect(box.list(2).map((p) => p.clientId)).toEqual(['c']);
  });

  it('a put with the same client id replaces that send in place (a failure, a retry)', () => {
    const box = createOutbox();
    box.put(pending(1, 'a'));
    box.put(pending(1, 'b'));
    box.put(pending(1, 'a', { status: 'failed' }));
    expect(box.list(1).map((p) => [p.clientId, p.status])).toEqual([
      ['a', 'failed'],
      ['b', 'sending'],
    ]);
  });

  it('removes one send, and the contact once it has none left', () => {
    const box = createOutbox();
    box.put(pending(1, 'a'));
    box.put(pending(1, 'b'));
    box.remove(1, 'a');
    expect(box.list(1).map((p) => p.clientId)).toEqual(['b']);
    box.remove(1, 'b');
    expect(box.list(1)).toEqual([]);
  });

  it("keeps a list's identity while it does not change (useSyncExternalStore needs it)", () => {
    const box = createOutbox();
    box.put(pending(1, 'a'));
    const before = box.list(1);
    box.put(pending(2, 'c'));
    expect(box.list(1)).toBe(before);
    expect(box.list(1)).toBe(box.list(1));
    expect(box.list(3)).toBe(box.list(4));
    box.put(pending(1, 'b'));
    expect(box.list(1)).not.toBe(before);
  });

  it('tells subscribers of every change until they unsubscribe', () => {
    const box = createOutbox();
    const listener = jest.fn();
    const unsubscribe = box.subscribe(listener);
    box.put(pending(1, 'a'));
    box.remove(1, 'a');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    box.put(pending(1, 'b'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('newClientId', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is unique', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newClientId()));
    expect(ids.size).toBe(200);
  });

  it('works without crypto.randomUUID (a page served over plain http on a LAN)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const a = newClientId();
      const b = newClientId();
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      expect(a).not.toBe(b);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
    }
  });
});
