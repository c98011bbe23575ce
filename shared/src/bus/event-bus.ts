import { ReplaySubject, Subject, type Observable } from 'rxjs';

export type EventBus<M> = {
  emit<K extends keyof M>(name: K, payload: M[K]): void;
  on<K extends keyof M>(name: K): Observable<M[K]>;
};

/** A typed bus: one subject per declared event; replaying events keep their last value. */
export function createEventBus<M>(replay: { readonly [K in keyof M]: boolean }): EventBus<M> {
  const subjects = new Map<keyof M, Subject<unknown>>();
  const subject = (name: keyof M) => {
    let s = subjects.get(name);
    if (!s) {
      if (!(name in replay)) throw new Error(`Unknown bus event: ${String(name)}`);
      s = replay[name] ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      subjects.set(name, s);
    }
    return s;
  };
  return {
    emit: (name, payload) => subject(name).next(payload),
    on: (name) => subject(name).asObservable() as Observable<M[typeof name]>,
  };
}
