import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { pagePerFile } from './browser';

let context: BrowserContext;
let page: Page;
let errors: string[];
pagePerFile((opened) => ({ context, page, errors } = opened), { width: 390, height: 844 });

describe('accounts', () => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'Tibeb!2026x';

  it('signs up, survives a reload, signs out and signs in again', async () => {
    await page.goto('/login?tab=sign-up');
    const form = page.getByTestId('sign-up-form');
    await form.waitFor();
    // The browser shows the server's rules before it sends anything.
    await form.getByLabel('Full name').fill('Meron Haile');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByLabel('Confirm password').fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText('Password must be at least 8 characters').waitFor();

    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('page-home-root').waitFor();

    await page.reload();
    await page.getByTestId('account-menu').click();
    assert.equal(await page.getByTestId('account-name').textContent(), 'Meron Haile');
    await page.getByTestId('sign-out').click();
    await page.getByText('Signed out').waitFor();

    await page.goto('/login');
    const signIn = page.getByTestId('sign-in-form');
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('Wrong!pass1');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Sign In Failed').waitFor();

    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('page-home-root').waitFor();
    await page.getByTestId('account-menu').click();
    assert.equal(await page.getByTestId('account-name').textContent(), 'Meron Haile');

    // The failed sign-in answered 401 on purpose; nothing else may have logged an error.
    assert.deepEqual(errors.filter((e) => !/status of 401/.test(e)), []);
  });

  it('asks a guest to sign up in a dialog before becoming a designer', async () => {
    // Signed out again: the session cookie from the journey above is dropped.
    await context.clearCookies();
    const p = await context.newPage();
    await p.goto('/');
    await p.getByRole('button', { name: 'Become a Designer' }).first().click();
    const dialog = p.getByRole('dialog');
    await dialog.getByText('Sign in to become a designer').waitFor();
    const form = dialog.getByTestId('sign-up-form');
    await form.getByLabel('Full name').fill('Liya Designer');
    await form.getByLabel('Email').fill(`designer-${Date.now()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await p.getByTestId('page-designer-register-root').waitFor();
    assert.equal(new URL(p.url()).pathname, '/designer-register');
    await p.close();
  });
});
