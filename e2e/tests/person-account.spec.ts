import { ApiPaths } from '@haulboard/shared/contracts';
import { PersonProfilePage } from '../pages/person-profile-page';
import { apiUrl } from '../support/api';
import { expect, test } from '../support/fixtures';
import { PeopleApi, uniqueName } from '../support/people-api';

test.use({ session: 'admin-api' });

// Issue 28, part 2: a person after they are created, at both widths the suite supports.
for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  test(`at ${width} px: edit a driver, deactivate them (their sign-in is refused), reactivate them`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
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
}
