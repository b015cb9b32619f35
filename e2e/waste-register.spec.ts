import fs from 'node:fs/promises';
import { type Download, expect } from '@playwright/test';
import { ADMIN, nextYear, receivedRegionalCollection, signIn } from './fixtures';
import { test } from './test';

test('an administrator downloads the waste register of a range of days from the dashboard', async ({
  page,
}) => {
  const stamp = Date.now();
  const company = `Registre ${stamp}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  // A regional collection received today, its phones tagged as DEEE and its computers reused.
  const id = await receivedRegionalCollection(page, company, {
    quantities: { computersToCollect: 2, phonesToCollect: 3 },
    wasteTags: { computersToCollect: 'reuse', phonesToCollect: '20 01 36' },
    weightKg: 6,
  });
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

  await page.goto('/admin-dashboard');
  const register = page.getByRole('group', { name: 'Registre des déchets' });
  const from = register.getByLabel('Du');
  const to = register.getByLabel('Au');
  await expect(to).toHaveValue(today);
  // An inverted range says so and offers no file.
  await from.fill(nextYear('01-01'));
  await expect(register.getByRole('alert')).toHaveText(
    'La date de fin doit être le même jour que la date de début ou après.',
  );
  await expect(register.getByRole('link')).toHaveCount(0);
  await from.fill(today);

  const [file] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    register.getByRole('link', { name: /^Télécharger le registre/ }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^registre-dechets-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await fs.readFile(await file.path()));
  expect(text.startsWith('\uFEFFIdentifiant unique;SIRET du destinataire;Date de réception;')).toBe(true);
  const line = text.split('\r\n').find((row) => row.startsWith(`CRP-${id}-`));
  expect(line).toContain(`CRP-${id}-200136;`);
  expect(line).toContain(';DEEE — Téléphones (3);20 01 36;Non;');
  expect(line).toContain(`;${company};`);
});
