import { LoadDetailPage } from '../pages/load-detail-page';
import { seriousAxeViolationsOfScreen } from '../pages/load-form-parts';
import { apiLogin } from '../support/api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, stateOf, test } from '../support/fixtures';
import { LoadsApi, uniqueName } from '../support/loads-api';

test.use({ session: 'admin-api' });

// Issue 29: two sessions edit the same load. The second save is refused and told why (who changed
// which field), nothing of it is written; Keep editing then saves it over theirs, and Reload takes
// theirs. What the notice says in every case and the server's rule are edit-conflict and
// load-detail-conflict tests'; this proves it across two real browsers and the real API.
test('a second session’s save over a change is refused and says who changed what; Keep editing and Reload both work', async ({ page, request, browser }) => {
  const api = await LoadsApi.admin(request);
  const load = await api.createLoad(uniqueName('Shared'));
  const other = await browser.newContext({ baseURL: BASE_URL, storageState: stateOf(await apiLogin(request, ADMIN.email, ADMIN.password)) });
  try {
    const mine = new LoadDetailPage(page);
    const theirs = new LoadDetailPage(await other.newPage());
    await mine.goto(load.id);
    // The load detail screen reading, then editing (load-detail.spec.ts's journey left these here).
    await expect(mine.detailsCard.getByText(load.loadname)).toBeVisible();
    expect(await seriousAxeViolationsOfScreen(page), 'reading').toEqual([]);
    await theirs.goto(load.id);
    await mine.editDetails.click();
    await expect(mine.saveAll).toBeVisible();
    expect(await seriousAxeViolationsOfScreen(page), 'editing').toEqual([]);
    await theirs.editDetails.click();

    // They save a new toll price first.
    await theirs.field('Toll Price').fill('66');
    await theirs.saveAll.click();
    await expect(theirs.toast('Load details, fees and payment status updated successfully!')).toBeVisible();

    // My save, started before theirs, is refused and told why; nothing of it is written.
    const myName = uniqueName('Mine');
    await mine.field('Load Name').fill(myName);
    await mine.saveAll.click();
    const notice = page.getByRole('alert').filter({ hasText: 'after you opened it' });
    await expect(notice).toContainText(/This load was changed by .+ \(toll price\) after you opened it\. Nothing was saved/);
    expect(await api.getLoad(load.id)).toMatchObject({ loadname: load.loadname, toll_price: 66 });

    // Keep editing: my values stay, now on their version, and the next save is accepted.
    await notice.getByRole('button', { name: 'Keep editing' }).click();
    await expect(notice).toBeHidden();
    await expect(mine.field('Load Name')).toHaveValue(myName);
    await mine.saveAll.click();
    await expect(mine.toast('Load details, fees and payment status updated successfully!')).toBeVisible();
    await expect.poll(async () => (await api.getLoad(load.id)).loadname).toBe(myName);

    // Again, and this time Reload: theirs is shown and mine is dropped.
    await theirs.page.reload();
    await theirs.editDetails.click();
    await mine.editDetails.click();
    await theirs.field('Toll Price').fill('77');
    await theirs.saveAll.click();
    await expect(theirs.toast('Load details, fees and payment status updated successfully!')).toBeVisible();
    await mine.field('Load Name').fill(uniqueName('Dropped'));
    await mine.saveAll.click();
    await expect(notice).toContainText(/\(toll price\)/);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toBeHidden();
    await expect(mine.editDetails).toBeVisible();
    await expect(mine.detailsCard.getByText(myName)).toBeVisible();
    await expect(mine.feesCard.getByText('$77.00')).toBeVisible();
    expect(await api.getLoad(load.id)).toMatchObject({ loadname: myName, toll_price: 77 });
  } finally {
    await other.close();
  }
});
