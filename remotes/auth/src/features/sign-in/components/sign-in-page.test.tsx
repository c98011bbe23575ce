import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '@haulboard/shared/router';
import { aDispatcher, aDriver, anAdmin, MemoryStorage, renderScreen, type Answer, type FakeData, type RouteOverrides } from '@haulboard/shared/testing';
import SignInPage from './sign-in-page';

const LOGIN = 'ada@haulboard.local';
const PASSWORD = 'correct-horse';
/** The fake backend: Ada, the administrator, signs in with PASSWORD. */
const adminData: FakeData = { admin: anAdmin({ email: LOGIN }), passwords: { [LOGIN]: PASSWORD } };

/** The sign-in screen drawn at /login, as the host mounts it, signed out; `routes` take a call before the backend. */
async function draw(options: { onLogin?: () => void; routes?: RouteOverrides; data?: FakeData; storage?: MemoryStorage } = {}) {
  const { onLogin, ...rest } = options;
  const view = renderScreen(<SignInPage onLogin={onLogin} />, { route: AppRoutes.login, path: AppRoutes.login, session: {}, data: adminData, ...rest });
  // The screen is drawn once its heading shows.
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  return view;
}
afterEach(() => {
  document.head.querySelectorAll('meta[name="haulboard:support-email"]').forEach((m) => m.remove());
});

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: /^(Sign in|Signing in\.\.\.)$/ });
/** The sign-in screen is gone: the page moved on. */
const signInGone = () => expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument();

type User = ReturnType<typeof userEvent.setup>;
/** No pause between keystrokes: the default yields to the event loop after each one. */
const setupUser = () => userEvent.setup({ delay: null });

/** Fills a field the way a password manager or a paste does: one change. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function signIn(user: User, e = LOGIN, p = PASSWORD) {
  if (e) await fill(user, email(), e);
  if (p) await fill(user, password(), p);
  await user.click(submit());
}

describe('the sign-in screen (spec part 1 section 2)', () => {
  it('shows the title, the fields, Remember me, the links and the button', async () => {
    await draw();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Only admin users can sign in to Haulboard.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(submit()).toHaveTextContent('Sign in');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact admin' })).toBeInTheDocument();
  });

  it('Contact admin writes to the address the page names in its meta tag', async () => {
    const meta = document.createElement('meta');
    meta.name = 'haulboard:support-email';
    meta.content = ' support@example.test ';
    document.head.append(meta);
    await draw();
    expect(screen.getByRole('link', { name: 'Contact admin' })).toHaveAttribute('href', 'mailto:support@example.test');
  });

  it('Contact admin falls back to admin@haulboard.local without the meta tag (or with an empty one)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'haulboard:support-email';
    meta.content = '  ';
    document.head.append(meta);
    await draw();
    expect(screen.getByRole('link', { name: 'Contact admin' })).toHaveAttribute('href', 'mailto:admin@haulboard.local');
  });

  it('the eye control shows and hides the password', async () => {
    const user = setupUser();
    await draw();
    await fill(user, password(), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveValue('secret-pass');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });
});

describe('validation (spec part 1 section 5)', () => {
  it('asks for both fields, and sends nothing', async () => {
    const user = setupUser();
    const view = await draw();
    await user.click(submit());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(view.server.requests).toHaveLength(0);
  });

  it('refuses a malformed e-mail and a password under 8 characters', async () => {
    const user = setupUser();
    const view = await draw();
    await signIn(user, 'ada@haulboard', 'seven77');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(view.server.requests).toHaveLength(0);
  });

  it('marks each refused field invalid and describes it by its message', async () => {
    const user = setupUser();
    await draw();
    expect(email()).toBeRequired();
    expect(password()).toBeRequired();
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Password is required');
    await fill(user, email(), LOGIN);
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(email()).not.toHaveAttribute('aria-describedby');
  });

  it('shows no message before the first submit, then re-checks as the fields change', async () => {
    const user = setupUser();
    await draw();
    await fill(user, email(), 'not-an-email');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    await user.type(email(), '@x.co');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await fill(user, password(), '12345678');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });
});

describe('signing in (spec part 1 sections 4 and 8)', () => {
  it('stores exactly the three keys and goes to /admin; Remember me is not sent', async () => {
    const onLogin = jest.fn();
    const user = setupUser();
    const view = await draw({ onLogin });
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn(user, `  ${LOGIN} `, PASSWORD);

    await waitFor(() => expect(view.location().pathname).toBe('/admin'));
    signInGone();
    expect(view.storage.snapshot()).toEqual({ access_token: 'access-1', refresh_token: 'refresh-1', user_type: 'admin' });
    expect(view.server.requests).toEqual([expect.objectContaining({ authorization: null, body: { email: LOGIN, password: PASSWORD } })]);
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it("reads 'Signing in...' with every input disabled while the call runs", async () => {
    let answer!: () => void;
    const held = new Promise<void>((r) => (answer = r));
    const user = setupUser();
    await draw({ routes: { 'POST login/': async (_req, next) => (await held, next()) } });
    await signIn(user, LOGIN, 'wrong-horse');

    expect(submit()).toHaveTextContent('Signing in...');
    expect(submit()).toBeDisabled();
    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();

    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(submit()).toHaveTextContent('Sign in');
    expect(submit()).toBeEnabled();
    expect(email()).toBeEnabled();
  });

  it.each<[string, () => Answer, string]>([
    ['the server detail', () => ({ status: 401, body: { detail: 'Invalid email or password.' } }), 'Invalid email or password.'],
    ['a fallback when there is no detail', () => ({ status: 400, body: {} }), 'Login failed. Please check your credentials.'],
    ['a fallback for a server error without a body', () => ({ status: 500 }), 'Login failed. Please check your credentials.'],
    ['the network message when no answer comes', () => new TypeError('Failed to fetch'), 'Network error. Please check your connection and try again.'],
  ])('a failed call shows %s in a red banner', async (_, answer, message) => {
    const user = setupUser();
    const view = await draw({ routes: { 'POST login/': answer } });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(view.location().pathname).toBe('/login');
    expect(view.storage.snapshot()).toEqual({});
  });

  it('any other failure shows the unexpected-error message', async () => {
    // The browser refuses to store (storage disabled or full).
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const user = setupUser();
    const view = await draw({ storage });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(view.location().pathname).toBe('/login');
  });

  it.each(['dispatcher', 'driver'])('refuses a %s: nothing stored, access denied', async (userType) => {
    // Ada signs in, but as a dispatcher or a driver.
    const person = { email: LOGIN, id: 2 };
    const people: FakeData = userType === 'dispatcher' ? { dispatchers: [aDispatcher(person)] } : { drivers: [aDriver(person)] };
    const onLogin = jest.fn();
    const user = setupUser();
    const view = await draw({ onLogin, data: { ...people, passwords: { [LOGIN]: PASSWORD } } });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Only admin users can login.');
    expect(view.server.to('POST', '/api/login/')).toHaveLength(1);
    expect(view.storage.snapshot()).toEqual({});
    expect(view.location().pathname).toBe('/login');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('typing in either field clears the error', async () => {
    const user = setupUser();
    await draw();
    await signIn(user, LOGIN, 'wrong-horse');
    await screen.findByRole('alert');
    await user.type(password(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(submit());
    await screen.findByRole('alert');
    await user.type(email(), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
