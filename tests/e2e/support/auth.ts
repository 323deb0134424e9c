import type { Page } from '@playwright/test';
import { expectToast } from './toasts.ts';

export const DEMO_PASSWORD = 'studyloop-demo';

export async function logIn(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^Log in/ }).click();
}

export async function signOutFromUserMenu(page: Page) {
  const menu = page.getByTestId('user-menu');
  await menu.getByRole('button', { name: 'Account menu' }).click();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expectToast(page, 'Logged out successfully');
}

export function toast(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title });
}
