import { AppRoutes, AppScreens, areaOf, isAdminPath } from './routes';

describe('the screen table', () => {
  it('gives every screen its own path, and AppRoutes names each by its entry (and / besides)', () => {
    const paths = Object.values(AppScreens).map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(AppRoutes).toEqual({ root: '/', ...Object.fromEntries(Object.entries(AppScreens).map(([name, s]) => [name, s.path])) });
    expect(AppRoutes.loads).toBe('/admin/loads');
  });

  it('names each remote screen <area>/<Expose>, as the host loads it', () => {
    for (const s of Object.values(AppScreens)) expect(s.remote).toMatch(/^[a-z][a-z0-9]*\/[A-Z][A-Za-z0-9]*$/);
    expect(areaOf(AppScreens.trucksTrailers)).toBe('fleet');
  });

  it('draws /admin and what is below it in the admin shell, nothing else', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/loads')).toBe(true);
    expect(isAdminPath('/login')).toBe(false);
    expect(isAdminPath('/administration')).toBe(false);
  });
});
