import { sharedInFlight } from './shared-in-flight';

describe('sharedInFlight', () => {
  it('lets concurrent callers share one run, and runs again once it has settled', async () => {
    let runs = 0;
    const figure = sharedInFlight(async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 10));
      return runs;
    });
    expect(await Promise.all([figure(), figure(), figure()])).toEqual([1, 1, 1]);
    expect(await figure()).toBe(2);
  });

  it('shares a failure with the callers waiting on it, then tries afresh', async () => {
    let fail = true;
    const figure = sharedInFlight(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(Promise.all([figure(), figure()])).rejects.toThrow('down');
    fail = false;
    expect(await figure()).toBe('up');
  });
});
