import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type Answer } from '@haulboard/shared/testing';
import { MemoryStorage } from '@haulboard/shared/testing';
import { renderAuth } from '../../../../test/render-auth';

const adminAnswer = { status: 200, body: { access_token: 'acc-1', refresh_token: 'ref-1', user_type: 'admin' } };

let api: ReturnType<typeof installFakeApi>;
/** The API answers POST /api/login/ with `answer`. */
const login = (answer: () => Answer | Promise<Answer>) => (api = installFakeApi({ 'POST /api/login/': answer }));
afterEach(() => {
  api?.restore();
  document.head.querySelectorAll('meta[name="haulboard:support-email"]').forEach((m) => m.remove());
});

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: /^(Sign in|Signing in\.\.\.)$/ });
/** The path the address bar would show. */
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

type User = ReturnType<typeof userEvent.setup>;
/** No pause between keystrokes: the default yields to the event loop after each one. */
const setupUser = () => userEvent.setup({ delay: null });

/** Fills a field the way a password manager or a paste does: one change. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function signIn(user: User, e = 'ada@haulboard.local', p = 'correct-horse') {
  if (e) await fill(user, email(), e);
  if (p) await fill(user, password(), p);
  await user.click(submit());
}

describe('the sign-in screen (spec part 1 section 2)', () => {
  it('shows the title, the fields, Remember me, the links and the button', () => {
    renderAuth('/login');
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

  it('Contact admin writes to the address the page names in its meta tag', () => {
    const meta = document.createElement('meta');
    meta.name = 'haulboard:support-email';
    meta.content = ' support@example.test ';
    document.head.append(meta);
    renderAuth('/login');
    expect(screen.getByRole('link', { name: 'Contact admin' })).toHaveAttribute('href', 'mailto:support@example.test');
  });

  it('Contact admin falls back to admin@haulboard.local without the meta tag (or with an empty one)', () => {
    const meta = document.createElement('meta');
    meta.name = 'haulboard:support-email';
    meta.content = '  ';
    document.head.append(meta);
    renderAuth('/login');
    expect(screen.getByRole('link', { name: 'Contact admin' })).toHaveAttribute('href', 'mailto:admin@haulboard.local');
  });

  it('the eye control shows and hides the password', async () => {
    const user = setupUser();
    renderAuth('/login');
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
    login(() => adminAnswer);
    const user = setupUser();
    renderAuth('/login');
    await user.click(submit());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a malformed e-mail and a password under 8 characters', async () => {
    login(() => adminAnswer);
    const user = setupUser();
    renderAuth('/login');
    await signIn(user, 'ada@haulboard', 'seven77');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows no message before the first submit, then re-checks as the fields change', async () => {
    const user = setupUser();
    renderAuth('/login');
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
    login(() => adminAnswer);
    const onLogin = jest.fn();
    const user = setupUser();
    const { storage } = renderAuth('/login', { onLogin });
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn(user, '  ada@haulboard.local ', 'correct-horse');

    expect(await screen.findByText('The admin area')).toBeInTheDocument();
    expect(address()).toBe('/admin');
    expect((storage as MemoryStorage).snapshot()).toEqual({ access_token: 'acc-1', refresh_token: 'ref-1', user_type: 'admin' });
    expect(api.requests).toEqual([expect.objectContaining({ authorization: null, body: { email: 'ada@haulboard.local', password: 'correct-horse' } })]);
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it("reads 'Signing in...' with every input disabled while the call runs", async () => {
    let answer!: (a: Answer) => void;
    login(() => new Promise<Answer>((r) => (answer = r)));
    const user = setupUser();
    renderAuth('/login');
    await signIn(user);

    expect(submit()).toHaveTextContent('Signing in...');
    expect(submit()).toBeDisabled();
    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();

    answer({ status: 401, body: { detail: 'Invalid credentials' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
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
    login(answer);
    const user = setupUser();
    const { storage } = renderAuth('/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(address()).toBe('/login');
    expect((storage as MemoryStorage).snapshot()).toEqual({});
  });

  it('any other failure shows the unexpected-error message', async () => {
    login(() => adminAnswer);
    // The browser refuses to store (storage disabled or full).
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const user = setupUser();
    renderAuth('/login', { storage });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(address()).toBe('/login');
  });

  it.each(['dispatcher', 'driver'])('refuses a %s: nothing stored, access denied', async (userType) => {
    login(() => ({ status: 200, body: { access_token: 'a', refresh_token: 'r', user_type: userType } }));
    const onLogin = jest.fn();
    const user = setupUser();
    const { storage } = renderAuth('/login', { onLogin });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Only admin users can login.');
    expect((storage as MemoryStorage).snapshot()).toEqual({});
    expect(address()).toBe('/login');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('typing in either field clears the error', async () => {
    login(() => ({ status: 401, body: { detail: 'Invalid credentials' } }));
    const user = setupUser();
    renderAuth('/login');
    await signIn(user);
    await screen.findByRole('alert');
    await user.type(password(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(submit());
    await screen.findByRole('alert');
    await user.type(email(), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
