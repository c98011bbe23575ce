import { AddLoadPage, type NewLoad } from '../pages/add-load-page';
import { LoadDetailPage } from '../pages/load-detail-page';
import { seriousAxeViolationsOfScreen } from '../pages/load-form-parts';
import { expect, test } from '../support/fixtures';
import { isoDay as day, LoadsApi, uniqueName as uniqueLoadName } from '../support/loads-api';

test.use({ session: 'admin-api' });

const newLoad = (name: string): NewLoad => ({
  name,
  pickup: 'Denver, CO',
  delivery: 'Phoenix, AZ',
  pickupDate: day(2),
  pickupTime: '07:30',
  deliveryDate: day(3),
  deliveryTime: '18:15',
  weight: '24000.5',
  price: '2150.75',
});

// One page: axe on the empty form and on its errors (Create pressed with nothing typed), then the
// same form filled and created.
test('no serious or critical axe violation, empty and with its errors; add a load without a driver: it is created unassigned, with empty fees as null', async ({
  page,
  request,
}) => {
  // Two journeys' work on one page (one context, one cold load instead of two).
  test.slow();
  const api = await LoadsApi.admin(request);
  const add = new AddLoadPage(page);
  await add.goto();
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);
  await add.create.click();
  await expect(add.form.getByText('Load name is required')).toBeVisible();
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);
  const name = uniqueLoadName('No driver');
  await add.fill(newLoad(name));
  await add.create.click();
  await expect(add.toast('Load created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/loads$/);
  const load = await api.findLoad(name);
  expect(load).toMatchObject({ status: 'unassigned', toll_price: null });
});

test('when the assignment step fails, the user is told the load exists without a driver and can assign one', async ({ page, request }) => {
  const api = await LoadsApi.admin(request);
  const [driver] = await api.drivers(1);
  await page.route('**/api/create-assignment/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }));
  const add = new AddLoadPage(page);
  await add.goto();
  const name = uniqueLoadName('Half made');
  await add.fill(newLoad(name));
  await add.pickDriver(driver.full_name);
  await add.create.click();
  await expect(add.toast('Driver not assigned')).toBeVisible();
  const detail = new LoadDetailPage(page);
  await expect(detail.assignmentFailedAlert).toBeVisible();
  await expect(detail.detailsCard.getByText(name)).toBeVisible();
  await expect(detail.tab('Assign Driver')).toHaveAttribute('aria-selected', 'true');
  expect(await api.findLoad(name)).toMatchObject({ status: 'unassigned' });

  await page.unroute('**/api/create-assignment/');
  await detail.pickDriver(detail.driverPicker, driver.full_name);
  await detail.completeAssignment.click();
  await expect(add.toast('Driver assigned successfully!')).toBeVisible();
  expect((await api.findLoad(name))?.status).toBe('assigned');
});
