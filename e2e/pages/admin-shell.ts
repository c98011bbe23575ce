import type { Locator, Page } from '@playwright/test';

/** The sidebar's links in the spec's order (part 2 section 2), with the company's Activity (issue 28) after Analytics. */
export const SIDEBAR_LINKS = [
  { name: 'Dashboard', href: '/admin' },
  { name: 'Loads', href: '/admin/loads' },
  { name: 'Brokers', href: '/admin/brokers' },
  { name: 'Invoices', href: '/admin/invoices' },
  { name: 'Dispatchers', href: '/admin/dispatchers' },
  { name: 'Drivers', href: '/admin/drivers' },
  { name: 'Settlements', href: '/admin/settlements' },
  { name: 'Trucks', href: '/admin/trucks-trailers' },
  { name: 'Check In/Out', href: '/admin/check-in-out' },
  { name: 'Analytics', href: '/admin/analytics' },
  { name: 'Activity', href: '/admin/activity' },
  { name: 'Profile', href: '/admin/profile' },
] as const;

/** /admin and below: the sidebar (or, on small screens, the navigation sheet) and the screen area. */
export class AdminShell {
  readonly sidebar: Locator;
  readonly nav: Locator;
  readonly logOut: Locator;
  readonly openNavigation: Locator;
  readonly navigationSheet: Locator;
  readonly main: Locator;
  /** The shell's quiet notice that an area was redeployed since the page loaded it. */
  readonly redeployNotice: Locator;

  constructor(readonly page: Page) {
    // The complementary landmark holding the main navigation (the chat panel is another one).
    this.sidebar = page.getByRole('complementary').filter({ has: page.getByRole('navigation', { name: 'Main' }) });
    this.nav = this.sidebar.getByRole('navigation', { name: 'Main' });
    this.logOut = this.sidebar.getByRole('button', { name: 'Log Out' });
    this.openNavigation = page.getByRole('button', { name: 'Open navigation' });
    this.navigationSheet = page.getByRole('dialog', { name: 'Navigation' });
    this.main = page.getByRole('main');
    this.redeployNotice = page.getByRole('status', { name: 'Haulboard has been updated' });
  }

  async goto(path = '/admin') {
    await this.page.goto(path);
  }

  link(name: string, within: Locator = this.nav): Locator {
    return within.getByRole('link', { name, exact: true });
  }

  /** The error panel of an area whose remote could not be loaded. */
  areaError(label: string): Locator {
    return this.main.getByText(`The ${label} area could not be loaded.`, { exact: true });
  }

  get retry(): Locator {
    return this.main.getByRole('button', { name: 'Retry' });
  }
}
