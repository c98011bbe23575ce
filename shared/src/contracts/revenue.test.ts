import { buildRevenueSummary, summarizeRevenue, type FeeValues } from './revenue';

const load = (values: Partial<FeeValues>): FeeValues => ({
  price: null,
  fuel_price: null,
  toll_price: null,
  parking_fee: null,
  insurance_fee: null,
  driver_fee: null,
  ...values,
});

describe('summarizeRevenue', () => {
  it('totals each field and the profit: price minus fuel, toll, parking, insurance and driver fees', () => {
    const summary = summarizeRevenue([
      load({ price: 1000, fuel_price: 100, toll_price: 20, parking_fee: 10, insurance_fee: 50, driver_fee: 300 }),
      load({ price: 2500.5, fuel_price: 200.25, driver_fee: 600 }),
    ]);
    expect(summary).toEqual({
      loads: 2,
      price: 3500.5,
      fuel_price: 300.25,
      toll_price: 20,
      parking_fee: 10,
      insurance_fee: 50,
      driver_fee: 900,
      profit: 3500.5 - 300.25 - 20 - 10 - 50 - 900,
    });
    expect(summary.profit).toBe(2220.25);
  });

  it('counts empty values as 0', () => {
    expect(summarizeRevenue([load({ price: null, fuel_price: 40 }), load({})])).toMatchObject({ loads: 2, price: 0, fuel_price: 40, profit: -40 });
  });

  it('adds in cents, so decimals do not drift', () => {
    const summary = summarizeRevenue([load({ price: 0.1 }), load({ price: 0.2 }), load({ toll_price: 0.3 })]);
    expect(summary.price).toBe(0.3);
    expect(summary.profit).toBe(0);
    const many = summarizeRevenue(Array.from({ length: 1000 }, () => load({ price: 19.99, driver_fee: 0.01 })));
    expect(many.price).toBe(19990);
    expect(many.profit).toBe(19980);
  });

  it('answers zeros for no loads', () => {
    expect(summarizeRevenue([])).toEqual({ loads: 0, price: 0, fuel_price: 0, toll_price: 0, parking_fee: 0, insurance_fee: 0, driver_fee: 0, profit: 0 });
  });
});

describe('buildRevenueSummary', () => {
  it('gives the same answer from sums as summarizeRevenue from rows', () => {
    const rows = [load({ price: 10.1, fuel_price: 1.05 }), load({ price: 20.2, insurance_fee: 3, parking_fee: null })];
    const sums = { price: 30.3, fuel_price: 1.05, toll_price: null, parking_fee: null, insurance_fee: 3, driver_fee: null };
    expect(buildRevenueSummary(2, sums)).toEqual(summarizeRevenue(rows));
  });
});
