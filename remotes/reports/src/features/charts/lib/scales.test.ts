import { bandScale, linePath, linearScale } from './scales';

// The figures d3-scale's scaleLinear().nice(4) and scaleBand give for the same input.
describe('the charts’ scales', () => {
  it('widens a money axis to round figures and puts its ticks and zero where d3 does', () => {
    const y = linearScale([0, 10_420], [200, 0], 4);
    expect(y.ticks(4)).toEqual([0, 2000, 4000, 6000, 8000, 10_000, 12_000]);
    expect(y(0)).toBe(200);
    expect(y(12_000)).toBe(0);

    const withLoss = linearScale([-130, 10_420], [200, 0], 4);
    expect(withLoss.ticks(4)).toEqual([-5000, 0, 5000, 10_000, 15_000]);
    expect(withLoss(0)).toBe(150);
    expect(linearScale([-2500, 800], [200, 0], 4).ticks(4)).toEqual([-3000, -2000, -1000, 0, 1000]);
  });

  it('maps without widening when no tick count is asked, and an empty domain to the middle', () => {
    const x = linearScale([0, 40], [0, 400]);
    expect(x(10)).toBe(100);
    expect(linearScale([5, 5], [0, 400])(5)).toBe(200);
  });

  it('lays out bands with inner and outer padding', () => {
    const x = bandScale(['a', 'b', 'c'], [0, 300], 0.25, 0.1);
    expect(x('a')).toBeCloseTo(10.1695, 3);
    expect(x('b')).toBeCloseTo(111.8644, 3);
    expect(x.bandwidth()).toBeCloseTo(76.2712, 3);
    expect(x.step()).toBeCloseTo(101.6949, 3);
  });

  it('draws a line through its points, and nothing without any', () => {
    expect(
      linePath([
        [0, 10],
        [5, 20],
      ]),
    ).toBe('M0,10L5,20');
    expect(linePath([])).toBe('');
  });
});
