import { aLoad } from './load-fixture';
import { idFromSearch, loadFromState } from './load-detail-state';

describe('load detail state', () => {
  it('reads a load id from ?id=, and nothing else as one', () => {
    expect(idFromSearch(new URLSearchParams('id=42'))).toBe(42);
    for (const bad of ['', 'id=', 'id=0', 'id=-3', 'id=4.5', 'id=abc', 'id=12345678901']) expect(idFromSearch(new URLSearchParams(bad))).toBeNull();
  });

  it('takes the load of navigation state (the list passes load, status and assignments)', () => {
    const load = aLoad({ id: 5 });
    expect(loadFromState({ load, status: load.status, assignments: [] })).toBe(load);
    expect(loadFromState(null)).toBeNull();
    expect(loadFromState({ load: { name: 'x' } })).toBeNull();
  });
});
