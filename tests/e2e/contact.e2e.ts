import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile } from './browser';

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened), { width: 390, height: 844 });

describe('contact form', () => {
  it('explains what is missing, then sends and confirms the message', async () => {
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    await form.waitFor();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter your name').waitFor();
    await form.getByText('Email is required').waitFor();
    await form.getByText('Please write at least 10 characters').waitFor();

    await form.getByLabel('Your name').fill('Tsion Alemu');
    await form.getByLabel('Email').fill('tsion@example.com');
    await form.getByLabel('Message').fill('Do you make the Axum kemis in a longer length?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('contact-sent').waitFor();
    assert.equal(await form.getByLabel('Your name').inputValue(), '', 'the form is cleared after sending');
    assert.deepEqual(errors, []);
  });
});
