import { expect, type Locator, type Page } from '@playwright/test';
import { weekLabel, type Week } from '../support/weeks';

/** The five cards, in the spec's order (part 1 "Dashboard"). */
export const CARDS = ['Active Dispatchers', 'Active Drivers', 'Total Loads', 'Upcoming Loads', 'Transit Loads'] as const;
export type CardLabel = (typeof CARDS)[number];

export const DASHBOARD_ERROR = 'Failed to load dashboard data. Please try again.';
export const ACTIVITY_ERROR = 'Failed to load truck activity data. Please try again.';
export const EMPTY_WEEK = 'No truck activity data for this week';
/** The filter one types into (a month holds thousands of load numbers); the others are plain selects. */
export type SearchedFilter = 'Load No';
/** How many matches its list draws. */
export const LIST_LIMIT = 30;

/** 'Truck Activity' under the dashboard (spec part 1 "Truck Activity section"). */
export class TruckActivitySection {
  readonly root: Locator;
  readonly next: Locator;
  readonly calendar: Locator;
  readonly weekLabel: Locator;
  readonly truckNo: Locator;
  readonly date: Locator;
  readonly driver: Locator;
  readonly grid: Locator;
  readonly loading: Locator;
  readonly empty: Locator;
  /** The failure message, and the same as an alert (what a screen reader announces). */
  readonly error: Locator;
  readonly errorAlert: Locator;
  readonly tryAgain: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('main').getByRole('region', { name: 'Truck Activity' });
    this.next = this.root.getByRole('button', { name: 'Next week' });
    this.calendar = this.root.getByRole('button', { name: 'Choose a date range' });
    this.weekLabel = this.root.getByText(/^Week \d+ of [A-Z][a-z]+ \d{4}$/);
    this.truckNo = this.root.getByRole('combobox', { name: 'Truck No' });
    this.date = this.root.getByRole('combobox', { name: 'Date' });
    this.driver = this.root.getByRole('combobox', { name: 'Driver' });
    this.grid = this.root.getByRole('table', { name: 'Truck activity' });
    this.loading = this.root.getByText('Loading truck activity...', { exact: true });
    this.empty = this.root.getByText(EMPTY_WEEK, { exact: true });
    this.error = this.root.getByText(ACTIVITY_ERROR, { exact: true });
    this.errorAlert = this.root.getByRole('alert').filter({ hasText: ACTIVITY_ERROR });
    this.tryAgain = this.root.getByRole('button', { name: 'Try again' });
  }

  get columnHeaders(): Locator {
    return this.grid.getByRole('columnheader');
  }

  /** The data rows (the grid is virtualised: only those in view exist). */
  get rows(): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  }

  row(truck: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('rowheader', { name: truck, exact: true }) });
  }

  /** The grid or the empty-week text: the week has been drawn. */
  async settled() {
    await expect(this.grid.or(this.empty)).toBeVisible();
  }

  /** The week label reads `label` and its data is drawn. */
  async showsWeek(label: string) {
    await expect(this.weekLabel).toHaveText(label);
    await this.settled();
  }

  /**
   * A plain select's choices, as a user opening it sees them (a long list is drawn only once the
   * select takes focus).
   */
  async choices(select: Locator): Promise<Locator> {
    await select.focus();
    return select.getByRole('option');
  }

  filter(name: SearchedFilter): Locator {
    return this.root.getByRole('combobox', { name, exact: true });
  }

  /** Opens a searched filter's list with a click and returns it ('All' first, then at most LIST_LIMIT matches). */
  async open(name: SearchedFilter): Promise<Locator> {
    await this.filter(name).click();
    const list = this.root.getByRole('listbox', { name, exact: true });
    await expect(list).toBeVisible();
    return list;
  }

  /** Closes an open list with Escape. */
  async close(name: SearchedFilter) {
    await this.filter(name).press('Escape');
    await expect(this.root.getByRole('listbox', { name, exact: true })).toHaveCount(0);
  }
}

/** /admin: the dashboard (spec part 1 "Dashboard"). */
export class DashboardPage {
  readonly main: Locator;
  readonly heading: Locator;
  /** The failure message, and the same as an alert (what a screen reader announces). */
  readonly error: Locator;
  readonly errorAlert: Locator;
  readonly tryAgain: Locator;
  readonly hours: Locator;
  readonly hoursTable: Locator;
  readonly sortBy: Locator;
  readonly loadingPlaceholders: Locator;
  readonly activity: TruckActivitySection;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { name: 'Dashboard', level: 1 });
    this.error = this.main.getByText(DASHBOARD_ERROR, { exact: true });
    this.errorAlert = this.main.getByRole('alert').filter({ hasText: DASHBOARD_ERROR });
    // The button beside the message (the truck activity's failure has its own).
    this.tryAgain = this.error.locator('xpath=..').getByRole('button', { name: 'Try again' });
    this.hours = this.main.getByRole('region', { name: 'Drivers Daily Hours' });
    this.hoursTable = this.hours.getByRole('table');
    this.sortBy = this.hours.getByRole('combobox', { name: 'Sort by' });
    this.loadingPlaceholders = this.main.getByLabel(/^Loading /);
    this.activity = new TruckActivitySection(page);
  }

  async goto() {
    await this.page.goto('/admin');
    await expect(this.heading).toBeVisible();
  }

  /** Opens /admin, whose grid opens on `week` (today's), and waits for that week to be drawn. */
  async gotoWeek(week: Week) {
    await this.goto();
    await this.activity.showsWeek(weekLabel(week));
  }

  card(label: CardLabel): Locator {
    return this.main.getByRole('article', { name: label, exact: true });
  }

  cardValue(label: CardLabel): Locator {
    return this.card(label).getByTestId('stat-value');
  }

  topList(title: 'Top Working Drivers' | 'Top Working Dispatchers'): Locator {
    return this.main.getByRole('region', { name: title, exact: true });
  }

  topEntries(title: 'Top Working Drivers' | 'Top Working Dispatchers'): Locator {
    return this.topList(title).getByRole('listitem');
  }

  /** The body rows of 'Drivers Daily Hours'. */
  get hoursRows(): Locator {
    return this.hoursTable.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  /** Every section has drawn its data: the five values, the three sections' contents, the grid. */
  async loaded() {
    for (const label of CARDS) await expect(this.cardValue(label)).toBeVisible();
    await expect(this.loadingPlaceholders).toHaveCount(0);
    await this.activity.settled();
  }
}
