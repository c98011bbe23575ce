/**
 * The names, places, brokers and trucks of the seeds (ADR 007): the demo company (seed/demo.ts)
 * and the bench's bulk volumes (seed/bulk.ts) both draw from these lists. Their order is part of
 * the data: the seeds pick by index and by a fixed random sequence, and the e2e and dashboard
 * tests read the demo's names.
 */

// The demo company

export const TRUCK_MODELS = [
  ['Freightliner Cascadia', 2021, '3AK'],
  ['Kenworth T680', 2022, '1XK'],
  ['Peterbilt 579', 2020, '1XP'],
  ['Volvo VNL 860', 2023, '4V4'],
  ['International LT625', 2019, '3HS'],
  ['Mack Anthem', 2022, '1M1'],
  ['Freightliner Cascadia', 2023, '3AK'],
  ['Kenworth W900', 2018, '1XK'],
  ['Peterbilt 389', 2021, '1XP'],
  ['Volvo VNL 760', 2020, '4V4'],
  ['Western Star 57X', 2022, '5KJ'],
  ['International RH613', 2021, '3HS'],
] as const;

export const TRUCK_NOTES = [
  'APU installed; driver prefers overnight parking at TA/Petro.',
  null,
  'New steer tires fitted at last service.',
  'Reefer-rated: used for the frozen lanes out of Chicago.',
  null,
  'Small windshield chip, repair booked with the Columbus shop.',
  'Dash cam replaced.',
  null,
  'Oil leak reported near the turbo, watch on next PM.',
  null,
  'Team truck: sleeper with two bunks.',
  'ELD firmware updated.',
];

export const TRAILERS = [
  ['Utility 3000R Reefer', 'TRL-201'],
  ['Great Dane Everest Reefer', 'TRL-202'],
  ['Wabash DuraPlate Dry Van', 'TRL-203'],
  ['Stoughton Composite Dry Van', 'TRL-204'],
  ['Hyundai Translead HT Dry Van', 'TRL-205'],
  ['Fontaine Infinity Flatbed', 'TRL-206'],
  ['Wabash DuraPlate Dry Van', 'TRL-207'],
  ['Great Dane Champion Dry Van', 'TRL-208'],
] as const;

export const DRIVERS = [
  ['James', 'Carter', 'Male'],
  ['Michael', 'Reyes', 'Male'],
  ['Robert', 'Nguyen', 'Male'],
  ['Linda', 'Harris', 'Female'],
  ['David', 'Thompson', 'Male'],
  ['William', 'Brooks', 'Male'],
  ['Jose', 'Ramirez', 'Male'],
  ['Patricia', 'Walker', 'Female'],
  ['Thomas', 'Mitchell', 'Male'],
  ['Daniel', 'Foster', 'Male'],
  ['Marcus', 'Johnson', 'Male'],
  ['Kevin', 'Sullivan', 'Male'],
  ['Angela', 'Price', 'Female'],
  ['Brian', 'Kowalski', 'Male'],
  ['Carlos', 'Mendoza', 'Male'],
  ['Steven', 'Wright', 'Male'],
  ['Tyrone', 'Davis', 'Male'],
  ['Gary', 'Olson', 'Male'],
  ['Denise', 'Coleman', 'Female'],
  ['Luis', 'Hernandez', 'Male'],
  ['Raymond', 'Fischer', 'Male'],
  ['Eric', 'Bennett', 'Male'],
  ['Samuel', 'Okafor', 'Male'],
  ['Frank', 'Russo', 'Male'],
  ['Dwayne', 'Jackson', 'Male'],
] as const;

export const DISPATCHERS = [
  ['Maria', 'Lopez', 'Female', 'Columbus, OH', '2250 Westbelt Dr, Columbus, OH 43228'],
  ['Kevin', 'Park', 'Male', 'Dallas, TX', '1401 Regal Row, Dallas, TX 75247'],
  ['Sarah', 'Whitfield', 'Female', 'Atlanta, GA', '3500 Fulton Industrial Blvd, Atlanta, GA 30336'],
  ['Jason', 'Miller', 'Male', 'Chicago, IL', '4800 S Central Ave, Chicago, IL 60638'],
  ['Tanya', 'Brooks', 'Female', 'Phoenix, AZ', '4400 W Buckeye Rd, Phoenix, AZ 85043'],
] as const;

// City, latitude, longitude: lanes and their prices follow real distances.
export const CITIES = [
  ['Chicago, IL', 41.88, -87.63],
  ['Dallas, TX', 32.78, -96.8],
  ['Atlanta, GA', 33.75, -84.39],
  ['Los Angeles, CA', 34.05, -118.24],
  ['Houston, TX', 29.76, -95.37],
  ['Memphis, TN', 35.15, -90.05],
  ['Columbus, OH', 39.96, -83.0],
  ['Indianapolis, IN', 39.77, -86.16],
  ['Kansas City, MO', 39.1, -94.58],
  ['Denver, CO', 39.74, -104.99],
  ['Phoenix, AZ', 33.45, -112.07],
  ['Nashville, TN', 36.16, -86.78],
  ['Charlotte, NC', 35.23, -80.84],
  ['Jacksonville, FL', 30.33, -81.66],
  ['Louisville, KY', 38.25, -85.76],
  ['St. Louis, MO', 38.63, -90.2],
  ['Minneapolis, MN', 44.98, -93.27],
  ['Salt Lake City, UT', 40.76, -111.89],
  ['Laredo, TX', 27.51, -99.51],
  ['Savannah, GA', 32.08, -81.09],
  ['Harrisburg, PA', 40.27, -76.88],
  ['Newark, NJ', 40.74, -74.17],
  ['Detroit, MI', 42.33, -83.05],
  ['Oklahoma City, OK', 35.47, -97.52],
  ['Albuquerque, NM', 35.08, -106.65],
  ['Birmingham, AL', 33.52, -86.8],
  ['Omaha, NE', 41.26, -95.93],
  ['Sacramento, CA', 38.58, -121.49],
] as const;

export const STREETS = [
  'Industrial Pkwy',
  'Commerce Dr',
  'Distribution Way',
  'Logistics Blvd',
  'Warehouse Rd',
  'Freight Ln',
  'Enterprise Ave',
  'Airport Rd',
  'Port Access Rd',
  'Trade Center Dr',
];

export const COMMODITIES = [
  'Frozen Poultry',
  'Auto Parts',
  'Paper Products',
  'Canned Goods',
  'Building Materials',
  'Bottled Beverages',
  'Consumer Electronics',
  'Furniture',
  'Fresh Produce',
  'Steel Coils',
  'Plastic Resin',
  'Household Goods',
  'Medical Supplies',
  'Dairy Products',
  'Retail Merchandise',
  'Lumber',
  'Pet Food',
  'Packaged Snacks',
];

export const BROKERS = [
  'C.H. Robinson',
  'TQL',
  'Coyote Logistics',
  'Echo Global Logistics',
  'RXO',
  'Landstar',
  'Uber Freight',
  'J.B. Hunt',
  'Arrive Logistics',
  'Schneider Brokerage',
];

/**
 * Where each demo broker's invoices go and in how many days it pays (issue 30). The e-mail domains
 * are `.example` (RFC 2606): the demo's outbox never names a real mailbox.
 */
export const BROKER_BILLING: Record<(typeof BROKERS)[number], { email: string; address: string; terms: number }> = {
  'C.H. Robinson': { email: 'carrier.invoices@chrobinson.example', address: '14701 Charlson Rd, Eden Prairie, MN 55347', terms: 30 },
  TQL: { email: 'ap@tql.example', address: '4289 Ivy Pointe Blvd, Cincinnati, OH 45245', terms: 30 },
  'Coyote Logistics': { email: 'carrierpay@coyote.example', address: '2545 W Diversey Ave, Chicago, IL 60647', terms: 21 },
  'Echo Global Logistics': { email: 'invoices@echo.example', address: '600 W Chicago Ave, Chicago, IL 60654', terms: 30 },
  RXO: { email: 'carrier.billing@rxo.example', address: '11215 N Community House Rd, Charlotte, NC 28277', terms: 15 },
  Landstar: { email: 'billing@landstar.example', address: '13410 Sutton Park Dr S, Jacksonville, FL 32224', terms: 45 },
  'Uber Freight': { email: 'carrier-invoices@uberfreight.example', address: '433 W Van Buren St, Chicago, IL 60607', terms: 30 },
  'J.B. Hunt': { email: 'payables@jbhunt.example', address: '615 J B Hunt Corporate Dr, Lowell, AR 72745', terms: 15 },
  'Arrive Logistics': { email: 'ap@arrive.example', address: '7701 Metropolis Dr, Austin, TX 78744', terms: 30 },
  'Schneider Brokerage': { email: 'brokerage.ap@schneider.example', address: '3101 S Packerland Dr, Green Bay, WI 54313', terms: 21 },
};

export type City = (typeof CITIES)[number];

/** Road miles between two cities: the great circle times a typical road factor. */
export function roadMiles(a: City, b: City): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[2] - a[2]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(3959 * 2 * Math.asin(Math.sqrt(h)) * 1.18);
}

// The bulk seed's people: drivers by the thousand, named from these pools (the index of a first name from 30 on is a woman's).
export const FIRST_NAMES = [
  'James',
  'Michael',
  'Robert',
  'John',
  'David',
  'William',
  'Richard',
  'Joseph',
  'Thomas',
  'Christopher',
  'Daniel',
  'Matthew',
  'Anthony',
  'Mark',
  'Steven',
  'Paul',
  'Andrew',
  'Joshua',
  'Kevin',
  'Brian',
  'Jose',
  'Carlos',
  'Luis',
  'Miguel',
  'Juan',
  'Marcus',
  'Tyrone',
  'Dwayne',
  'Samuel',
  'Ivan',
  'Linda',
  'Patricia',
  'Angela',
  'Denise',
  'Maria',
  'Sandra',
  'Karen',
  'Tanya',
  'Rosa',
  'Michelle',
];
export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Kowalski',
  'Okafor',
  'Fischer',
  'Russo',
  'Sullivan',
  'Mendoza',
  'Coleman',
  'Brooks',
  'Foster',
  'Price',
];
/** The bulk seed's trucks: model and year as one text. */
export const BULK_TRUCK_MODELS = [
  'Freightliner Cascadia 2021',
  'Freightliner Cascadia 2023',
  'Kenworth T680 2022',
  'Kenworth W900 2019',
  'Peterbilt 579 2020',
  'Peterbilt 389 2022',
  'Volvo VNL 860 2023',
  'Volvo VNL 760 2021',
  'International LT625 2019',
  'Mack Anthem 2022',
  'Western Star 57X 2022',
];
