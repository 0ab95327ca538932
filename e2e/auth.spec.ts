import { MeSchema } from '@beats/contract';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import type { Page } from '@playwright/test';
import { parsed } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';
import { freshEmail, TEST_ACCOUNT_PASSWORD, testAccount } from './test-accounts.ts';

/**
 * Every test uses its own account, so tests never depend on each other: a new one through the
 * sign-up form where sign-up is tested (an address of its own, `freshEmail`), one of the test
 * store's accounts elsewhere.
 */
const PASSWORD = 'first-secret-1';

async function logIn(page: Page, email: string, password = TEST_ACCOUNT_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const toast = (page: Page, text: string) => page.locator('.toaster').getByText(text, { exact: true });

test('sign up, log in, log out with the toast', async ({ page }) => {
  const email = freshEmail('signup');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Get Started - It’s Free' })).toBeVisible();
  // Navigation and footer are hidden on the sign-up page.
  await expect(page.locator('header.site-header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);

  await page.getByLabel('Name').fill('Maya Rivers');
  await page.getByLabel('Phone Number').fill('+1 555 0100');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Passwords do not match.');

  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').getByText('Registration successful! Redirecting...')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await page.waitForURL('**/auth/login');

  await logIn(page, email, 'wrong-password');
  await expect(toast(page, 'Login failed. Check credentials.')).toBeVisible();

  await logIn(page, email, PASSWORD);
  // A flashed success toast shows for 2 s as the page's scripts run: waiting for the load event
  // (every cover in) could outlast it on a slow machine.
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  await expect(toast(page, 'Login successful!')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Maya Rivers: account menu' });
  await expect(menu).toBeVisible();

  await menu.click();
  await expect(page.getByRole('link', { name: 'View Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/order-history');
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  await expect(toast(page, 'You have been logged out successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});

test('forgot password: the mail in the outbox, reset, log in with the new password', async ({ page }) => {
  const email = await testAccount('Maya Rivers');

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forget Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password?' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText('Password reset link sent to your email.')).toBeVisible();

  // The mail is sent just after the answer: reload the outbox until it is there.
  const mail = page.locator('article', { hasText: email });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(mail.getByRole('heading')).toHaveText(`Reset your ${STORE_IDENTITY.name} password`);
  await mail.getByRole('link', { name: /\/reset-password\?oobCode=/ }).click();

  await page.waitForURL('**/reset-password?oobCode=*');
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(reset.getByText(`Enter a new password for ${email}`)).toBeVisible();
  await reset.getByLabel('New Password').fill('short');
  await reset.getByLabel('Confirm Password').fill('short');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Password must be at least 6 characters long.');
  await reset.getByLabel('New Password').fill('second-secret-2');
  await reset.getByLabel('Confirm Password').fill('second-secret-2');
  await reset.getByRole('button', { name: 'Reset Password' }).click();

  await page.waitForURL('**/auth/login', { waitUntil: 'commit' });
  await expect(toast(page, 'Your password has been successfully reset.')).toBeVisible();
  await logIn(page, email, TEST_ACCOUNT_PASSWORD);
  await expect(toast(page, 'Login failed. Check credentials.')).toBeVisible();
  await logIn(page, email, 'second-secret-2');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a used reset link says it is no longer valid', async ({ page, request }) => {
  const email = await testAccount('Maya Rivers');
  expect((await request.post('/api/users/forgot-password', { data: { email } })).status()).toBe(200);
  let href: string | null = null;
  await expect(async () => {
    await page.goto('/dev/outbox');
    href = await page.locator('article', { hasText: email }).getByRole('link').getAttribute('href', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  const code = new URL(href ?? '').searchParams.get('oobCode') ?? '';
  const used = await request.post('/api/users/reset-password', {
    data: { oobCode: code, password: 'second-secret-2', confirmPassword: 'second-secret-2' },
  });
  expect(used.status()).toBe(200);

  await page.goto(`/reset-password?oobCode=${code}`);
  const dialog = page.getByRole('dialog', { name: 'Forgot Password?' });
  await expect(dialog.getByText('Invalid or expired password reset link.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL('**/auth/login');
});

test('Google sign-in through the local provider', async ({ page }) => {
  const email = freshEmail('google');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Sign in With Google' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in as' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Gia Google');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.locator('main').getByText('Google sign-in successful!')).toBeVisible();
  // 1.2 s later: home, signed in.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Gia Google: account menu' })).toBeVisible();
  const me = await parsed(await page.request.get('/api/users/me'), MeSchema);
  expect(me.user).toMatchObject({ email, name: 'Gia Google', role: 'user' });
});

test("the Google button is drawn in Google's colours, white with dark text, on both forms", async ({ page }) => {
  // The shared button style once came after the forms' own and painted it the store's grey.
  for (const [path, name] of [
    ['/auth/login', 'Sign in With Google'],
    ['/auth/register', 'Continue with Google'],
  ] as const) {
    await page.goto(path);
    const google = page.getByRole('link', { name });
    await expect(google).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(google).toHaveCSS('color', 'rgb(31, 31, 31)');
  }
});

test('Google sign-in cancelled at the provider', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/register');
  await expect(toast(page, 'Google sign-in cancelled by user.')).toBeVisible();
  await expect(page.locator('main').getByText('Google sign-in cancelled by user.')).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});

test('guards: a protected page sends a visitor to log in and back; signed-in users skip the login page', async ({
  page,
}) => {
  const email = await testAccount('Kai Loop');

  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount$/);
  await expect(page.getByRole('heading', { name: "Get Started - It's Free" })).toBeVisible();
  // Switching between the two forms keeps where to go back to.
  await page.getByRole('link', { name: 'Sign Up now' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?next=%2Faccount$/);
  await page.getByRole('link', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount$/);
  await logIn(page, email);
  await page.waitForURL('**/account');
  await expect(page.getByRole('heading', { name: 'Credentials' })).toBeVisible();

  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('the admin lands in the dashboard after logging in', async ({ page }) => {
  await page.goto('/admin/songs');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin%2Fsongs$/);
  await logIn(page, 'admin@example.com', 'admin-demo-2026');
  await page.waitForURL('**/admin');
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Nova Beats: account menu' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/order-history');
});

test('the account page changes name, phone, password and profile image', async ({ page, request }) => {
  const email = await testAccount('Kai Loop');
  await page.goto('/auth/login?next=%2Faccount');
  await logIn(page, email);
  await page.waitForURL('**/account');

  const credentials = page.getByRole('region', { name: 'Credentials' });
  await expect(credentials.getByText(email)).toBeVisible();

  await credentials.getByRole('button', { name: 'Change name' }).click();
  await credentials.getByLabel('New name').fill('Kai L.');
  await credentials.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, 'Your name has been updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kai L.: account menu' })).toBeVisible();

  await credentials.getByRole('button', { name: 'Change phone' }).click();
  await credentials.getByLabel('New phone number').fill('+44 20 7946 0958');
  await credentials.getByRole('button', { name: 'Save phone number' }).click();
  await expect(credentials.getByText('+44 20 7946 0958')).toBeVisible();

  await credentials.getByRole('button', { name: 'Change password' }).click();
  await credentials.getByLabel('Current password').fill('not-my-password');
  await credentials.getByLabel('New Password').fill('second-secret-2');
  await credentials.getByLabel('Confirm Password').fill('second-secret-2');
  await credentials.getByRole('button', { name: 'Save password' }).click();
  await expect(credentials.getByRole('alert')).toHaveText('Your current password is incorrect.');
  await credentials.getByLabel('Current password').fill(TEST_ACCOUNT_PASSWORD);
  await credentials.getByRole('button', { name: 'Save password' }).click();
  await expect(toast(page, 'Your password has been updated.')).toBeVisible();

  await credentials.getByRole('button', { name: 'Change profile image' }).click();
  // A 1 × 1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await credentials
    .getByLabel(/New profile image/)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await credentials.getByRole('button', { name: 'Save image' }).click();
  await expect(toast(page, 'Your profile image has been updated.')).toBeVisible();
  await expect(page.locator('.account-profile img')).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f]+\.png$/);

  // The new password is the one that works now.
  const fresh = await request.post('/api/users/login', { data: { email, password: 'second-secret-2' } });
  expect(fresh.status()).toBe(200);
});

test('closing a change form on the account page, saved or cancelled, puts the focus back on its Change button', async ({
  page,
}) => {
  const email = await testAccount('Ada Focus');
  await page.goto('/auth/login?next=%2Faccount');
  await logIn(page, email);
  await page.waitForURL('**/account');
  const credentials = page.getByRole('region', { name: 'Credentials' });

  // Cancel: the keyboard carries on from the button that opened the form, not from the top of the page.
  const changeName = credentials.getByRole('button', { name: 'Change name' });
  await changeName.click();
  await credentials.getByRole('button', { name: 'Cancel' }).click();
  await expect(credentials.getByLabel('New name')).toHaveCount(0);
  await expect(changeName).toBeFocused();

  // Save, by the Enter key as a keyboard user would: the same.
  const changePhone = credentials.getByRole('button', { name: 'Change phone' });
  await changePhone.click();
  await credentials.getByLabel('New phone number').fill('+44 20 7946 0101');
  await credentials.getByLabel('New phone number').press('Enter');
  await expect(toast(page, 'Your phone number has been updated.')).toBeVisible();
  await expect(changePhone).toBeFocused();
});

test('a refused sign-in, sign-up or password change, and a sent reset link, leave the keyboard on the button it pressed', async ({
  page,
}) => {
  const email = await testAccount('Theo Keys');
  // Each button says it is busy while the store answers; it must not drop the focus to the top of
  // the page (or out of the reset dialog) when it does.
  const press = async (button: ReturnType<Page['getByRole']>) => {
    await (await hydrated(button)).focus();
    await page.keyboard.press('Enter');
  };

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await press(signIn);
  await expect(toast(page, 'Login failed. Check credentials.')).toBeVisible();
  await expect(signIn).toBeFocused();

  await page.getByRole('button', { name: 'Forget Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password?' });
  const send = dialog.getByRole('button', { name: 'Send Reset Link' });
  await press(send);
  await expect(dialog.getByText('Password reset link sent to your email.')).toBeVisible();
  await expect(send).toBeFocused();

  await page.goto('/auth/register');
  await page.getByLabel('Name', { exact: true }).fill('Theo Keys');
  await page.getByLabel('Phone Number').fill('+1 555 0100');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await press(signUp);
  await expect(page.getByRole('alert').filter({ hasText: 'Email already in use. Please login.' })).toBeVisible();
  await expect(signUp).toBeFocused();

  await page.goto('/auth/login?next=%2Faccount');
  await logIn(page, email);
  await page.waitForURL('**/account');
  const credentials = page.getByRole('region', { name: 'Credentials' });
  await (await hydrated(credentials.getByRole('button', { name: 'Change password' }))).click();
  await credentials.getByLabel('Current password').fill('not-my-password');
  await credentials.getByLabel('New Password').fill('second-secret-2');
  await credentials.getByLabel('Confirm Password').fill('second-secret-2');
  const save = credentials.getByRole('button', { name: 'Save password' });
  await press(save);
  await expect(credentials.getByRole('alert')).toHaveText('Your current password is incorrect.');
  await expect(save).toBeFocused();
});

test('a customer deletes their account: asked for the password, signed out, and that login no longer works', async ({
  page,
  request,
}) => {
  const email = await testAccount('Noa Leaving');
  await page.goto('/auth/login?next=%2Faccount');
  await logIn(page, email);
  await page.waitForURL('**/account');

  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section).toContainText('you will no longer be able to download their files');
  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  // Cancel closes it and changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await section.getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your current password.');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is incorrect.');
  await dialog.getByLabel('Your password').fill(TEST_ACCOUNT_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  const again = await request.post('/api/users/login', { data: { email, password: TEST_ACCOUNT_PASSWORD } });
  expect(again.status()).toBe(401);
  await page.goto('/account');
  await page.waitForURL((url) => url.pathname === '/auth/login');
});

test('My Dashboard opens the order history; /dashboard leads there too', async ({ page }) => {
  const email = await testAccount('Maya Rivers');
  await page.goto('/auth/login');
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Maya Rivers: account menu' }).click();
  await page.getByRole('link', { name: 'My Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/order-history');
  await expect(page.getByRole('heading', { name: 'My Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();

  const res = await page.goto('/dashboard');
  expect(res?.url()).toMatch(/\/order-history$/);
});

test("the header's 'Log In' shows at once to visitors and never to a signed-in user while the page asks who it is", async ({
  page,
}) => {
  // Whether 'Log In' could be seen as the page's HTML was parsed, before any module ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const link = [...document.querySelectorAll('header a')].find((a) => a.textContent?.trim() === 'Log In');
      document.documentElement.dataset.logInAtParse = link ? getComputedStyle(link).visibility : 'none';
    });
  });
  const logInAtParse = () => page.evaluate(() => document.documentElement.dataset.logInAtParse);

  await page.goto('/tracks');
  expect(await logInAtParse()).toBe('visible');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await page.goto('/auth/login');
  await logIn(page, await testAccount('Maya Rivers'));
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/tracks');
  expect(await logInAtParse()).toBe('hidden');
  await expect(page.getByRole('button', { name: 'Maya Rivers: account menu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
});

test("the header's 'Log In' comes back to the page it was followed from, also after a client-side move", async ({
  page,
}) => {
  await page.goto('/tracks?search=rain');
  // A page the client router brought in: the header (kept across pages) must take this one along.
  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fabout$/);
  await logIn(page, await testAccount('Rae Return'));
  await page.waitForURL((url) => url.pathname === '/about');

  // From a search: the search too.
  await page.getByRole('button', { name: 'Rae Return: account menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/tracks?search=rain');
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await logIn(page, await testAccount('Rae Search'));
  await page.waitForURL((url) => url.pathname === '/tracks' && url.search === '?search=rain');
});
