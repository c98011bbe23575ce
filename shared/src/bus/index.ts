import { useEffect, useRef, useState } from 'react';
import { BusEventReplay, type BusEvents } from '../contracts/bus-events';
import { createEventBus } from './event-bus';

export { createEventBus, type EventBus } from './event-bus';
export type { BusEvents, BusEventName } from '../contracts/bus-events';

/** The one bus of the page: `@haulboard/shared` is a federation singleton, so every app gets this instance. */
export const bus = createEventBus<BusEvents>(BusEventReplay);

/** Calls `handler` for each `name` event while the component is mounted. */
export function useBusEvent<K extends keyof BusEvents>(name: K, handler: (payload: BusEvents[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const sub = bus.on(name).subscribe((p) => latest.current(p));
    return () => sub.unsubscribe();
  }, [name]);
}

/** The last value of a replaying event, or `initial` until one arrives. */
export function useBusValue<K extends keyof BusEvents>(name: K, initial: BusEvents[K]): BusEvents[K] {
  const [value, setValue] = useState(initial);
  useBusEvent(name, setValue);
  return value;
}
