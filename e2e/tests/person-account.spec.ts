import { ApiPaths } from '@haulboard/shared/contracts';
import { PersonProfilePage } from '../pages/person-profile-page';
import { apiUrl } from '../support/api';
import { expect, test } from '../support/fixtures';
import { PeopleApi, uniqueName } from '../support/people-api';

test.use({ session: 'admin-api' });

// Issue 28, part 2: a person after they are created. On a phone: the profile's other tests
// (person-profile.spec.ts) run at the desktop width, and nothing here reads differently at 1366 px.
test('on a 390 px phone: edit a driver, deactivate them (their sign-in is refused), reactivate them', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await PeopleApi.admin(request);
  const driver = await api.createDriver(uniqueName('Account'));
  const signIn = () => request.post(apiUrl(ApiPaths.login), { data: { email: driver.login, password: driver.password } });
  const profile = new PersonProfilePage(page, 'driver');
  await profile.goto(driver.login);

  const renamed = uniqueName('Edited');
  await profile.editDetails({ 'First Name': renamed, 'Location/Branch': 'Austin', Address: '9 Elm St' });
  await expect(profile.toast('Driver updated successfully!')).toBeVisible();
  await expect(profile.name).toHaveText(renamed);
  await expect(profile.value(profile.personal, 'Location/Branch')).toHaveText('Austin');
  await expect(profile.value(profile.personal, 'Address')).toHaveText('9 Elm St');
  await expect(profile.editButton).toBeFocused();

  await profile.setActive(false);
  await expect(profile.deactivatedBadge).toBeVisible();
  const refused = await signIn();
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ detail: 'This account has been deactivated. Contact your administrator.' });
  expect((await api.drivers(renamed)).map((d) => d.deactivated_at)).toEqual([expect.any(String)]);

  await profile.setActive(true);
  await expect(profile.deactivatedBadge).toBeHidden();
  await expect(profile.deactivateButton).toBeVisible();
  expect((await signIn()).status()).toBe(200);
});
