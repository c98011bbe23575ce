import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '@haulboard/shared/router';
import { anAdmin, FAKE_RESET_CODE, renderScreen, type Answer, type RouteOverride, type RouteOverrides } from '@haulboard/shared/testing';
import PasswordRecoveryPage from './password-recovery-page';

/** A 200 of the reset calls as the contract has it (ResetResponseSchema). */
const ok = (message: string): Answer => ({ status: 200, body: { message, status: 200 } });

/**
 * The recovery screen drawn at `path` as the host mounts it, signed out, on the fake backend
 * holding Ada's account (its reset mail carries FAKE_RESET_CODE); `routes` take a call before it.
 */
async function draw(path: string = AppRoutes.forgotPassword, routes: RouteOverrides = {}) {
  const view = renderScreen(<PasswordRecoveryPage />, { route: path, path, session: {}, data: { admin: anAdmin({ email: 'ada@haulboard.local' }) }, routes });
  // The screen is drawn once its heading shows.
  await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
  return view;
}
afterEach(() => {
  jest.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;
const setupUser = () => userEvent.setup({ delay: null });
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const stepText = () => screen.getByText(/^Step \d of 3$/);
const circles = () => screen.getAllByTestId('step-circle').map((c) => c.getAttribute('data-state'));
const errorBanner = () => screen.findByRole('alert');
/** The green banner (role status), told apart from the address probe by its text. */
const successBanner = (text: string) => screen.findByText(text, { selector: '[role="status"] *' });

async function toStep2(user: User) {
  await fill(user, screen.getByLabelText(/^Email/), 'ada@haulboard.local');
  await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  await screen.findByText('Step 2 of 3');
}
async function toStep3(user: User) {
  await toStep2(user);
  await fill(user, screen.getByPlaceholderText('Enter 6-digit code'), FAKE_RESET_CODE);
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await screen.findByText('Step 3 of 3');
}
const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/);

describe('the password-recovery screen (spec part 1 sections 2 and 4)', () => {
  it.each(['/forgot-password', '/reset-password'])('%s shows step 1', async (path) => {
    await draw(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    expect(stepText()).toHaveTextContent('Step 1 of 3');
    expect(circles()).toEqual(['current', 'todo', 'todo']);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('We will e-mail you a 6-digit code.');
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('step 1 -> 2: sends the e-mail, says so in green, and shows the code step', async () => {
    const user = setupUser();
    const view = await draw();
    await toStep2(user);

    expect(view.server.to('POST', '/api/auth/request-reset/').map((r) => r.body)).toEqual([{ email: 'ada@haulboard.local' }]);
    expect(view.backend.db.mail).toEqual([{ to: 'ada@haulboard.local', code: FAKE_RESET_CODE }]);
    expect(await successBanner('Reset code sent to your email!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(circles()).toEqual(['done', 'current', 'todo']);
    const code = screen.getByPlaceholderText('Enter 6-digit code');
    expect(code).toHaveAttribute('maxLength', '6');
    expect(screen.getByText('Check your email for the verification code')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription('Check your email for the verification code');
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('step 2 -> 3 only when the answer is exactly "Code is valid"', async () => {
    const user = setupUser();
    const view = await draw();
    await toStep3(user);

    expect(view.server.to('POST', '/api/auth/verify-code/').map((r) => r.body)).toEqual([{ code: FAKE_RESET_CODE, email: 'ada@haulboard.local' }]);
    expect(await successBanner('Code verified successfully!')).toBeInTheDocument();
    expect(circles()).toEqual(['done', 'done', 'current']);
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Verification' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it.each(['Code is valid.', 'code is valid', 'Code is invalid', ''])('a 200 answer reading %j stays on step 2 with the step 2 message', async (message) => {
    const user = setupUser();
    await draw(AppRoutes.forgotPassword, { 'POST /api/auth/verify-code/': () => ok(message) });
    await toStep2(user);
    await fill(user, screen.getByPlaceholderText('Enter 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await errorBanner()).toHaveTextContent('Invalid verification code. Please try again.');
    expect(stepText()).toHaveTextContent('Step 2 of 3');
  });

  it('the back buttons go from step 3 to 2 and from 2 to 1', async () => {
    const user = setupUser();
    await draw();
    await toStep3(user);
    await user.click(screen.getByRole('button', { name: 'Back to Verification' }));
    expect(stepText()).toHaveTextContent('Step 2 of 3');
    expect(circles()).toEqual(['done', 'current', 'todo']);
    await user.click(screen.getByRole('button', { name: 'Back to Email' }));
    expect(stepText()).toHaveTextContent('Step 1 of 3');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@haulboard.local');
  });

  it('step 3: resets, says so in green, and goes to /login after 3000 ms', async () => {
    const user = setupUser();
    const view = await draw();
    await toStep3(user);
    await fill(user, newPassword(), 'New-pass-123');
    await fill(user, confirmPassword(), 'New-pass-123');

    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    // Lets the (promise-only) fake API answer; no time passes.
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByText('Password reset successfully! You can now login with your new password.')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/auth/confirm-reset/').map((r) => r.body)).toEqual([
      { code: FAKE_RESET_CODE, email: 'ada@haulboard.local', new_password: 'New-pass-123', confirm_password: 'New-pass-123' },
    ]);
    expect(view.backend.db.passwords['ada@haulboard.local']).toBe('New-pass-123');
    expect(newPassword()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(view.location().pathname).toBe('/forgot-password');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(view.location().pathname).toBe('/login');
  });

  it('the password fields show and hide what was typed', async () => {
    const user = setupUser();
    await draw();
    await toStep3(user);
    const [showNew, showConfirm] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showNew);
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    await user.click(showConfirm);
    expect(confirmPassword()).toHaveAttribute('type', 'text');
  });
});

describe('recovery messages (spec part 1 sections 5 and 8)', () => {
  it('step 1 needs an e-mail address, shown in a red banner', async () => {
    const user = setupUser();
    const view = await draw();
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await errorBanner()).toHaveTextContent('Email is required');
    await fill(user, screen.getByLabelText(/^Email/), 'ada@haulboard');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await errorBanner()).toHaveTextContent('Invalid email address');
    expect(view.server.requests).toHaveLength(0);
  });

  it('step 2 needs a code', async () => {
    const user = setupUser();
    const view = await draw();
    await toStep2(user);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await errorBanner()).toHaveTextContent('Verification code is required');
    expect(view.server.to('POST', '/api/auth/verify-code/')).toHaveLength(0);
  });

  it.each([
    ['differing passwords', 'New-pass-123', 'New-pass-124', 'Passwords do not match'],
    ['a short password', 'Short1!', 'Short1!', 'Password must be at least 8 characters long'],
    ['an empty confirmation', 'New-pass-123', '', 'Enter the new password and its confirmation'],
  ])('step 3 refuses %s without calling the API', async (_, first, second, message) => {
    const user = setupUser();
    const view = await draw();
    await toStep3(user);
    await fill(user, newPassword(), first);
    if (second) await fill(user, confirmPassword(), second);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await errorBanner()).toHaveTextContent(message);
    expect(view.server.to('POST', '/api/auth/confirm-reset/')).toHaveLength(0);
  });

  describe.each([
    ['step 1', 'POST /api/auth/request-reset/', 'Failed to send reset code. Please try again.', async (_: User) => undefined],
    ['step 2', 'POST /api/auth/verify-code/', 'Invalid verification code. Please try again.', toStep2],
    ['step 3', 'POST /api/auth/confirm-reset/', 'Failed to reset password. Please try again.', toStep3],
  ])('%s failing', (step, route, fallback, reach) => {
    async function submitStep(user: User) {
      if (step === 'step 1') {
        await fill(user, screen.getByLabelText(/^Email/), 'ada@haulboard.local');
        await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
      } else if (step === 'step 2') {
        await fill(user, screen.getByPlaceholderText('Enter 6-digit code'), '000000');
        await user.click(screen.getByRole('button', { name: 'Verify Code' }));
      } else {
        await fill(user, newPassword(), 'New-pass-123');
        await fill(user, confirmPassword(), 'New-pass-123');
        await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      }
    }

    it.each<[string, Answer, string | null]>([
      ['the server message', { status: 400, body: { detail: 'Too many attempts. Try again later.' } }, 'Too many attempts. Try again later.'],
      ['the fallback without a message', { status: 500, body: {} }, null],
      ['the fallback when no answer comes', new TypeError('Failed to fetch'), null],
    ])('shows %s', async (_, answer, message) => {
      const user = setupUser();
      await draw(AppRoutes.forgotPassword, { [route]: () => answer });
      await reach(user);
      await submitStep(user);
      expect(await errorBanner()).toHaveTextContent(message ?? fallback);
      expect(stepText()).toHaveTextContent(`Step ${step.slice(-1)} of 3`);
    });
  });

  it('typing in any field clears the error, not a success message', async () => {
    const user = setupUser();
    await draw();

    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await errorBanner();
    await user.type(screen.getByLabelText(/^Email/), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await toStep2(user);
    await fill(user, screen.getByPlaceholderText('Enter 6-digit code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    // The backend's refusal of a wrong code, in its words.
    expect(await errorBanner()).toHaveTextContent('Invalid or expired verification code.');
    await user.type(screen.getByPlaceholderText('Enter 6-digit code'), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('typing in the step 3 fields clears the error but keeps the green "verified" banner until then', async () => {
    const user = setupUser();
    await draw();
    await toStep3(user);
    await fill(user, newPassword(), 'New-pass-123');
    await user.type(newPassword(), 'x');
    expect(await successBanner('Code verified successfully!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await errorBanner()).toHaveTextContent('Enter the new password and its confirmation');
    await user.type(confirmPassword(), 'N');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Sending...', 'Verifying...' and 'Resetting...' with the inputs disabled while each call runs", async () => {
    const held: (() => void)[] = [];
    const hold: RouteOverride = (_req, next) => new Promise<Answer>((r) => held.push(() => r(next())));
    const user = setupUser();
    await draw(AppRoutes.forgotPassword, { 'POST /api/auth/request-reset/': hold, 'POST /api/auth/verify-code/': hold, 'POST /api/auth/confirm-reset/': hold });
    const release = async () => {
      await act(async () => held.shift()!());
    };

    await fill(user, screen.getByLabelText(/^Email/), 'ada@haulboard.local');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    await release();

    await fill(user, await screen.findByPlaceholderText('Enter 6-digit code'), FAKE_RESET_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to Email' })).toBeDisabled();
    expect(screen.getByPlaceholderText('Enter 6-digit code')).toBeDisabled();
    await release();

    await fill(user, await screen.findByLabelText(/^New Password/), 'New-pass-123');
    await fill(user, confirmPassword(), 'New-pass-123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const form = screen.getByRole('form', { name: 'Set a new password' });
    expect(within(form).getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    expect(newPassword()).toBeDisabled();
    await release();
    expect(await successBanner('Password reset successfully! You can now login with your new password.')).toBeInTheDocument();
  });
});
