import type { APIRequestContext } from '@playwright/test';
import { ApiPaths, type Truck } from '@haulboard/shared/contracts';
import { LoadDetailPage } from '../pages/load-detail-page';
import { driverOptions, seriousAxeViolationsOfScreen } from '../pages/load-form-parts';
import { apiLogin } from '../support/api';
import { ADMIN } from '../support/env';
import { FleetApi, isoDay, uniqueName } from '../support/fleet-api';
import { expect, test } from '../support/fixtures';
import { LoadsApi } from '../support/loads-api';
import type { ApiPerson } from '../support/people-api';

// Issue 15, "expiry you cannot miss": a driver whose truck's registration or insurance has expired
// by a load's pickup date is marked in the loads area's driver picker and warned about before the
// assignment, as the server judges the truck on that day. The warning does not block.

test.use({ session: 'admin-api' });

/** 'Nov 3, 2026' for '2026-11-03', as the screens write a date. */
const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
};

type Setup = { fleet: FleetApi; driver: ApiPerson; truck: Truck };

/**
 * A fresh driver on a fresh truck whose registration expired 3 days ago and whose insurance runs
 * out in 5 days; both are removed after the test, with any load it names in `loads`.
 */
async function withExpiredTruck(request: APIRequestContext, run: (s: Setup, loads: number[]) => Promise<void>) {
  const fleet = await FleetApi.admin(request);
  const driver = await fleet.createDriver(uniqueName('Expiry Driver'));
  const truck = await fleet.createTruck({ registration_expiration_date: isoDay(-3), insurance_expiration_date: isoDay(5) });
  const loads: number[] = [];
  try {
    await fleet.assignDrivers(truck.id, [driver.id]);
    await run({ fleet, driver, truck }, loads);
  } finally {
    const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
    for (const id of loads) await request.delete(`/api/${ApiPaths.deleteLoad(id)}`, { headers: { authorization: `Bearer ${access_token}` } });
    await fleet.deleteTruck(truck.id);
    await fleet.deleteDriver(driver.id);
  }
}

test("the load's Assign Driver tab marks the driver and warns, as of the pickup date, before Complete Assignment; it still assigns", async ({
  page,
  request,
}) => {
  await withExpiredTruck(request, async ({ driver, truck }, created) => {
    const api = await LoadsApi.admin(request);
    // Picked up in 10 days: the registration has expired by then, and so has the insurance.
    const load = await api.createLoad(uniqueName('E2E Expiry'), { pickupInDays: 10 });
    created.push(load.id);
    const detail = new LoadDetailPage(page);
    await detail.goto(load.id);

    const option = await driverOptions(page, detail.driverPicker, driver.full_name);
    await expect(option).toContainText('Registration, insurance expired');
    await option.click();
    await expect(detail.chosenDriver).toContainText(driver.full_name);

    await expect(detail.truckExpiryAlert).toContainText(`Truck ${truck.truck_number}: Registration expired on ${shortDate(isoDay(-3))}`);
    await expect(detail.truckExpiryAlert).toContainText(`Truck ${truck.truck_number}: Insurance expired on ${shortDate(isoDay(5))}`);
    await expect(detail.truckExpiryAlert).toContainText(`As of the pickup date, ${shortDate(isoDay(10))}.`);
    await expect(detail.completeAssignment).toBeEnabled();
    expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);

    await detail.completeAssignment.click();
    await expect(detail.toast('Driver assigned successfully!')).toBeVisible();
    expect((await api.getLoad(load.id)).assigned_driver?.id).toBe(driver.id);
  });
});
