import { createEventBus } from '../../bus/event-bus';
import { BusEventReplay, type BusEvents } from '../../contracts/bus-events';
import { createTokenStore } from '../../session/token-store';
import { fakeFetch, json, type Handler } from '../../../test/fake-fetch';
import { MemoryStorage } from '../../testing/memory-storage';
import { createHttp } from '../http';
import { adminProfileApi } from './admin-profile';

function client(handler: Handler) {
  const bus = createEventBus<BusEvents>(BusEventReplay);
  const tokens = createTokenStore(new MemoryStorage({ access_token: 'tok', refresh_token: 'r', user_type: 'admin' }), bus);
  const server = fakeFetch(handler);
  const http = createHttp({ baseUrl: '/api/', fetch: () => server.fetch, tokens: () => tokens, bus: () => bus });
  return { ...adminProfileApi(http), server };
}

const profile = {
  id: 1,
  first_name: 'Ada',
  last_name: 'L',
  email: 'a@x.io',
  gender: null,
  dob: null,
  address: null,
  phone_number: null,
  username: null,
  profile: null,
};

describe('the admin profile calls', () => {
  it('changes the profile with PUT admin/ as JSON, carrying the token', async () => {
    const { updateAdminProfile, server } = client(() => json(profile));
    await expect(updateAdminProfile({ first_name: 'Ada', gender: '', dob: '' })).resolves.toEqual(profile);
    expect(server.requests.map((r) => [r.method, r.path, r.contentType, r.authorization, r.json()])).toEqual([
      ['PUT', '/api/admin/', 'application/json', 'Bearer tok', { first_name: 'Ada', gender: '', dob: '' }],
    ]);
  });

  it('sends the picked avatar and the fields as multipart to the same PUT admin/', async () => {
    const { updateAdminProfileWithAvatar, server } = client(() => json({ ...profile, profile: '/api/media/1.png' }));
    const form = new FormData();
    form.append('first_name', 'Ada');
    form.append('avatar', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await expect(updateAdminProfileWithAvatar(form)).resolves.toMatchObject({ profile: '/api/media/1.png' });
    const [req] = server.requests;
    expect([req.method, req.path]).toEqual(['PUT', '/api/admin/']);
    // The browser writes the multipart boundary itself: no JSON content type is set.
    expect(req.contentType).toBeNull();
    expect(req.body).toBe(form);
  });

  it('changes the password with POST admin-update-password/, and says why the server refused', async () => {
    const { updateAdminPassword, server } = client((req) =>
      (req.json() as { old_password: string }).old_password === 'right'
        ? json({ message: 'Password updated successfully.' })
        : json({ detail: 'Current password is incorrect.' }, 400),
    );
    const change = { new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass9' };
    await expect(updateAdminPassword({ old_password: 'right', ...change })).resolves.toEqual({ message: 'Password updated successfully.' });
    await expect(updateAdminPassword({ old_password: 'wrong', ...change })).rejects.toMatchObject({ status: 400, message: 'Current password is incorrect.' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/admin-update-password/', 'POST /api/admin-update-password/']);
  });
});
