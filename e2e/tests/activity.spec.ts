import { ActivityPage } from '../pages/activity-page';
import { LoadDetailPage } from '../pages/load-detail-page';
import { expect, test } from '../support/fixtures';
import { LoadsApi, uniqueName } from '../support/loads-api';

test.use({ session: 'admin-api' });

// The audit trail end to end (issue 28): a payment changed in the UI is recorded by the server,
// told in words on the load's History tab, and found on the Activity screen filtered to its kind.
// The sentences, paging and filters one by one are the component tests'.
test("a payment changed on the load reads in its History tab and on the Activity screen filtered to 'Payment changed'", async ({ page, request }) => {
  const api = await LoadsApi.admin(request);
  const load = await api.createLoad(uniqueName('Audit'));
  const detail = new LoadDetailPage(page);
  await detail.goto(load.id);
  await detail.payment.selectOption('Paid');
  await expect(detail.toast('Payment status updated to Paid')).toBeVisible();

  await detail.tab('History').click();
  // Newest first: the payment change above the creation.
  await expect(detail.history.first()).toContainText(/ changed payment from Unpaid to Paid\w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);
  await expect(detail.history.last()).toContainText('created the load');

  const activity = new ActivityPage(page);
  await activity.goto();
  await activity.what.selectOption({ label: 'Payment changed' });
  await expect(page).toHaveURL(/[?&]kind=load\.payment_changed/);
  await expect(activity.rows(`changed payment from Unpaid to Paid on load ${load.id} (${load.loadname})`)).toHaveCount(1);
  // The filter holds: no other kind of change is listed.
  await expect(activity.table.getByRole('row').filter({ hasText: /created the load|on truck|deleted/ })).toHaveCount(0);
});
