import { aLoad } from './load-fixture';
import { loadFromState, parseLoadId } from './load-detail-state';

describe('load detail state', () => {
  it('reads a load id from ?id=, and nothing else as one', () => {
    expect(parseLoadId('42')).toBe(42);
    for (const bad of [null, '', '0', '-3', '4.5', 'abc', '12345678901']) expect(parseLoadId(bad)).toBeNull();
  });

  it('takes the load of navigation state (the list passes load, status and assignments)', () => {
    const load = aLoad({ id: 5 });
    expect(loadFromState({ load, status: load.status, assignments: [] })).toBe(load);
    expect(loadFromState(null)).toBeNull();
    expect(loadFromState({ load: { name: 'x' } })).toBeNull();
  });
});
