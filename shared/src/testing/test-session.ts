/** The session a screen test starts signed in with (the admin area is the administrator's). */
export const TEST_SESSION = { access_token: 'test-access', refresh_token: 'test-refresh', user_type: 'admin' } as const;
