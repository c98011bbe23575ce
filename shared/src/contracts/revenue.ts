/** The money fields of a load that the revenue summary adds up; null means not entered. */
export type FeeValues = {
  price: number | null;
  fuel_price: number | null;
  toll_price: number | null;
  parking_fee: number | null;
  insurance_fee: number | null;
  driver_fee: number | null;
};

export const SUMMED_FIELDS = ['price', 'fuel_price', 'toll_price', 'parking_fee', 'insurance_fee', 'driver_fee'] as const satisfies ReadonlyArray<
  keyof FeeValues
>;
const COST_FIELDS = ['fuel_price', 'toll_price', 'parking_fee', 'insurance_fee', 'driver_fee'] as const;

export type RevenueSummary = { [K in keyof FeeValues]: number } & {
  /** Loads the totals cover. */
  loads: number;
  /** Sum of price minus fuel, toll, parking, insurance and driver fees (the spec's total profit). */
  profit: number;
};

// Money is added in whole cents so 0.1 + 0.2 stays 0.30.
const toCents = (value: number | null) => (value === null || !Number.isFinite(value) ? 0 : Math.round(value * 100));

/** Totals from sums (in dollars) that another source, such as SQL, already added up. */
export function buildRevenueSummary(loadCount: number, sums: { [K in keyof FeeValues]: number | null }): RevenueSummary {
  const cents = Object.fromEntries(SUMMED_FIELDS.map((f) => [f, toCents(sums[f])])) as Record<keyof FeeValues, number>;
  const profitCents = cents.price - COST_FIELDS.reduce((total, f) => total + cents[f], 0);
  return {
    loads: loadCount,
    price: cents.price / 100,
    fuel_price: cents.fuel_price / 100,
    toll_price: cents.toll_price / 100,
    parking_fee: cents.parking_fee / 100,
    insurance_fee: cents.insurance_fee / 100,
    driver_fee: cents.driver_fee / 100,
    profit: profitCents / 100,
  };
}

/** The Revenue Summary of some loads: each money field's total and the profit; nulls count as 0. */
export function summarizeRevenue(loads: readonly FeeValues[]): RevenueSummary {
  const cents = { price: 0, fuel_price: 0, toll_price: 0, parking_fee: 0, insurance_fee: 0, driver_fee: 0 };
  for (const load of loads) {
    for (const field of SUMMED_FIELDS) cents[field] += toCents(load[field]);
  }
  const dollars = Object.fromEntries(SUMMED_FIELDS.map((f) => [f, cents[f] / 100])) as Record<keyof FeeValues, number>;
  return buildRevenueSummary(loads.length, dollars);
}
