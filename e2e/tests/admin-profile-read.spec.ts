import { AdminProfilePage } from '../pages/admin-profile-page';
import { seriousAxeViolationsOfScreen } from '../pages/load-form-parts';
import { getAdminProfile } from '../support/api';
import { expect, test } from '../support/fixtures';

// The Profile screen without a save: it changes nothing, so it runs beside the other specs, not
// in the 'profile-writes' project that runs alone at the end (admin-profile.spec.ts). Nothing
// else changes the administrator meanwhile: those writes come after every other test.
test.use({ session: 'admin-api' });

test('edit then cancel: the fields are back as they were and nothing is saved', async ({ page, request }) => {
  const before = (await getAdminProfile(request))[0];
  const profile = new AdminProfilePage(page);
  await profile.goto();
  await expect(profile.field('First Name')).toHaveValue(before.first_name);
  await expect(profile.field('First Name')).toBeDisabled();
  await expect(profile.editEmail).toBeDisabled();
  await expect(profile.updatePassword).toBeDisabled();
  expect(await seriousAxeViolationsOfScreen(page), 'reading').toEqual([]);

  // Keyboard only: Edit, then the fields in order.
  await profile.edit.focus();
  await page.keyboard.press('Enter');
  await expect(profile.field('First Name')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(profile.field('Last Name')).toBeFocused();
  await expect(profile.editEmail).toBeEnabled();
  await expect(profile.avatarInput).toBeEnabled();
  expect(await seriousAxeViolationsOfScreen(page), 'editing').toEqual([]);
  await profile.field('First Name').fill('Not kept');
  await profile.field('Address').fill('Nowhere 1');
  await profile.field('Gender').selectOption(before.gender === 'Male' ? 'Female' : 'Male');
  await profile.cancel.click();

  await expect(profile.field('First Name')).toHaveValue(before.first_name);
  await expect(profile.field('Address')).toHaveValue(before.address ?? '');
  await expect(profile.field('Gender')).toHaveValue(before.gender ?? '');
  await expect(profile.field('First Name')).toBeDisabled();
  await expect(profile.edit).toBeFocused();
  // The picture's link is signed afresh on each read: compared without it.
  const { profile: _now, ...after } = (await getAdminProfile(request))[0];
  const { profile: _then, ...was } = before;
  expect(after).toEqual(was);
});
