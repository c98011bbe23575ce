import { seriousAxeViolations } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { FleetApi, uniqueName, uniqueTruckNumber } from '../support/fleet-api';
import { DELETE_TRAILER_TEXT, TrailersPage } from '../pages/trailers-page';

// The All Trailers card. Each test makes its own trucks and trailers under unique names and
// numbers and removes them at the end: the card lists every trailer of the shared server, so
// rows are found by name, never by position or count.
test.use({ session: 'admin-api' });

/** The serious and critical axe violations in `selector` (this card, or a dialog drawn in a portal). */
const seriousIn = (page: Page, testInfo: TestInfo, what: string, selector: string) => seriousAxeViolations(page, { what, testInfo, include: [selector] });

// One trailer, one page: added, assigned and unassigned, its details, then deleted after the
// spec's question; axe on the card and each dialog on the way (only this card and its dialogs:
// the trucks card is checked by its own spec).
test("adds a trailer (Save disabled until both required fields), assigns it to a truck, then unassigns it; the card, the assign form, the details and the delete question have no serious or critical axe violation; the trailer is deleted after the spec's question", async ({
  page,
  request,
}, testInfo) => {
  // Two journeys' work on one page (one context, one cold load instead of two).
  test.slow();
  const api = await FleetApi.admin(request);
  const truck = await api.createTruck();
  const trailers = new TrailersPage(page);
  const name = uniqueName('Trailer');
  const number = uniqueTruckNumber('E2E-TR');
  try {
    await trailers.goto();
    await trailers.addButton.click();
    const add = trailers.form('add');
    await expect(add.dialog).toBeVisible();
    await expect(add.submit).toBeDisabled();
    await add.name.fill(name);
    await expect(add.submit).toBeDisabled();
    await add.number.fill(number);
    await expect(add.submit).toBeEnabled();
    await expect(add.truck).toHaveValue('');
    await add.submit.click();
    await expect(page.getByText('Trailer added successfully')).toBeVisible();
    await expect(add.dialog).toBeHidden();
    await trailers.expectRow(name, [name, number, 'Unassigned']);
    expect(await seriousIn(page, testInfo, 'trailers card', '[aria-labelledby="trailers-card-title"]')).toEqual([]);

    // Assign Truck is not the edit form: the truck is its one field, the trailer named as text (issue 27).
    await trailers.assign(name);
    const assign = trailers.form('assign');
    await expect(assign.context).toHaveText([name, number]);
    await expect(assign.dialog.getByRole('textbox')).toHaveCount(0);
    await expect(assign.truck).toBeEnabled();
    expect(await seriousIn(page, testInfo, 'assign form', '[role="dialog"]')).toEqual([]);
    await trailers.chooseTruck('assign', truck.truck_number);
    await assign.submit.click();
    await expect(page.getByText('Trailer assigned successfully')).toBeVisible();
    await expect(assign.dialog).toBeHidden();
    await trailers.expectRow(name, [name, number, truck.truck_number]);
    expect((await api.findTrailer(number))?.truck_id).toBe(truck.id);

    await trailers.assign(name);
    await expect(assign.truck).toHaveValue(truck.truck_number);
    await trailers.chooseTruck('assign', '');
    await assign.submit.click();
    await expect(page.getByText('Trailer assigned successfully').first()).toBeVisible();
    await trailers.expectRow(name, [name, number, 'Unassigned']);
    expect((await api.findTrailer(number))?.truck_id).toBeNull();

    await trailers.view(name);
    await expect(trailers.detailsDialog.getByRole('definition').first()).toHaveText(name);
    await expect(trailers.detailsDialog.getByRole('region', { name: 'History' })).toContainText('created the trailer');
    expect(await seriousIn(page, testInfo, 'details', '[role="dialog"]')).toEqual([]);
    await trailers.detailsDialog.getByRole('button', { name: 'Close' }).first().click();
    await trailers.delete(name);
    await expect(trailers.confirmDialog).toContainText(DELETE_TRAILER_TEXT(name));
    expect(await seriousIn(page, testInfo, 'delete question', '[role="alertdialog"]')).toEqual([]);
    await trailers.confirmDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Trailer deleted successfully')).toBeVisible();
    await expect(trailers.confirmDialog).toBeHidden();
    await expect(trailers.row(name)).toHaveCount(0);
    expect(await api.findTrailer(number)).toBeUndefined();
  } finally {
    const made = await api.findTrailer(number);
    if (made) await api.deleteTrailer(made.id);
    await api.deleteTruck(truck.id);
  }
});

test("edits a trailer's truck with its name and number locked, and opens the edit form from its details", async ({ page, request }) => {
  const api = await FleetApi.admin(request);
  const [first, second] = [await api.createTruck(), await api.createTruck()];
  const trailer = await api.createTrailer({ truck_number: first.truck_number });
  const trailers = new TrailersPage(page);
  const name = trailer.tailer_name;
  try {
    await trailers.goto();
    await trailers.expectRow(name, [name, trailer.trailer_number, first.truck_number]);

    // The suite's primary blue, read before the dialog hides the page from the accessibility tree.
    const blue = await trailers.addButton.evaluate((b) => getComputedStyle(b).backgroundColor);
    await trailers.edit(name);
    const edit = trailers.form('edit');
    await expect(edit.name).toBeDisabled();
    await expect(edit.number).toBeDisabled();
    // Locked values read as values, not as faded placeholders; Save is the suite's blue, not black (issue 27).
    await expect(edit.name).toHaveCSS('opacity', '1');
    await expect(edit.number).toHaveCSS('opacity', '1');
    await expect(edit.submit).toHaveCSS('background-color', blue);
    await expect(edit.truck).toHaveValue(first.truck_number);
    await trailers.chooseTruck('edit', second.truck_number);
    await edit.submit.click();
    await expect(page.getByText('Trailer updated successfully')).toBeVisible();
    await expect(edit.dialog).toBeHidden();
    await trailers.expectRow(name, [name, trailer.trailer_number, second.truck_number]);

    await trailers.view(name);
    const details = trailers.detailsDialog;
    await expect(details.getByRole('definition')).toHaveText([name, trailer.trailer_number, second.truck_number]);
    // The change just saved reads in its History (issue 28), newest first; the actor's name is left
    // out of the match, as the profile tests may rename the administrator meanwhile.
    const history = details.getByRole('region', { name: 'History' }).getByRole('listitem');
    await expect(history.first()).toContainText(
      new RegExp(` changed the truck from ${first.truck_number} to ${second.truck_number}\\w{3} \\d{1,2}, \\d{1,2}:\\d{2} [AP]M$`),
    );
    await expect(history.last()).toContainText(' created the trailer');
    await details.getByRole('button', { name: 'Edit' }).click();
    await expect(details).toBeHidden();
    await expect(edit.dialog).toBeVisible();
    await expect(edit.name).toHaveValue(name);
    await expect(edit.truck).toHaveValue(second.truck_number);
  } finally {
    await api.deleteTrailer(trailer.id);
    await api.deleteTruck(first.id);
    await api.deleteTruck(second.id);
  }
});

test('on a 390 px phone each trailer is a card with its number, truck and the four actions, and nothing scrolls sideways', async ({ page, request }) => {
  const api = await FleetApi.admin(request);
  const truck = await api.createTruck();
  const trailer = await api.createTrailer({ truck_number: truck.truck_number });
  const trailers = new TrailersPage(page);
  const name = trailer.tailer_name;
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await trailers.goto();
    await expect(trailers.table).toBeHidden();
    const card = trailers.phoneCard(name);
    await expect(card.getByRole('definition')).toHaveText([trailer.trailer_number, truck.truck_number]);
    // Whole, not cut at the screen's sides. Measured across, not as "in the viewport": other tests add
    // and delete trailers meanwhile, and the live list moves this card up or down under a scroll.
    for (const action of [`View trailer ${name}`, `Edit trailer ${name}`, `Delete trailer ${name}`, `Assign Truck to trailer ${name}`]) {
      const box = await card.getByRole('button', { name: action, exact: true }).boundingBox();
      expect(box, action).not.toBeNull();
      expect([action, box!.x >= 0 && box!.x + box!.width <= 390]).toEqual([action, true]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole('button', { name: `Assign Truck to trailer ${name}`, exact: true }).click();
    await expect(trailers.formDialog('assign')).toBeInViewport();
  } finally {
    await api.deleteTrailer(trailer.id);
    await api.deleteTruck(truck.id);
  }
});
