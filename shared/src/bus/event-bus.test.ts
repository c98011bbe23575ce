import { BusEventReplay, type BusEvents } from '../contracts/bus-events';
import { createEventBus } from './event-bus';

const collect = <T>(subscribe: (next: (v: T) => void) => unknown) => {
  const seen: T[] = [];
  subscribe((v) => seen.push(v));
  return seen;
};

describe('the typed event bus', () => {
  it('gives a late subscriber the last value of a replaying event', () => {
    const bus = createEventBus<BusEvents>(BusEventReplay);
    bus.emit('chat:unread-changed', { total: 1 });
    bus.emit('chat:unread-changed', { total: 4 });

    const seen = collect<BusEvents['chat:unread-changed']>((n) => bus.on('chat:unread-changed').subscribe(n));

    expect(seen).toEqual([{ total: 4 }]);
    bus.emit('chat:unread-changed', { total: 0 });
    expect(seen).toEqual([{ total: 4 }, { total: 0 }]);
  });

  it('gives a late subscriber nothing from a non-replaying event, only what comes after', () => {
    const bus = createEventBus<BusEvents>(BusEventReplay);
    bus.emit('loads:changed', { loadId: 1 });

    const seen = collect<BusEvents['loads:changed']>((n) => bus.on('loads:changed').subscribe(n));

    expect(seen).toEqual([]);
    bus.emit('loads:changed', { loadId: 2 });
    expect(seen).toEqual([{ loadId: 2 }]);
  });

  it('keeps events apart: one name never delivers another', () => {
    const bus = createEventBus<BusEvents>(BusEventReplay);
    const seen = collect<unknown>((n) => bus.on('auth:signed-in').subscribe(n));
    bus.emit('auth:signed-out', { reason: 'logout' });
    expect(seen).toEqual([]);
  });

  it('throws on an event it does not declare, on emit and on subscribe', () => {
    const bus = createEventBus<{ 'a:happened': number }>({ 'a:happened': false });
    const loose = bus as unknown as { emit(n: string, p: unknown): void; on(n: string): unknown };
    expect(() => loose.emit('b:happened', 1)).toThrow('Unknown bus event: b:happened');
    expect(() => loose.on('b:happened')).toThrow('Unknown bus event: b:happened');
  });
});
