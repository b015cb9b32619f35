import fs from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';
import { ADMIN, createRequest, nextYear, openStatusTab, requestContact, signIn } from './fixtures';
import { test } from './test';

const PATH = 'material-conditioning-requests';

/** Clicks the export link and answers the downloaded file's name and text (the BOM kept). */
async function download(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.getByRole('link', { name: /^Exporter en CSV/ }).click(),
  ]);
  const bytes = await fs.readFile(await file.path());
  return {
    name: file.suggestedFilename(),
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

/** The records of a file whose cells hold no `;`, quote or line break (the companies below). */
const records = (text: string) =>
  text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));

test('a request page exports its current tab and search as a CSV file French Excel opens', async ({
  page,
}) => {
  const stamp = Date.now();
  const pending = `Export Attente ${stamp}`;
  const refused = `Export Refus ${stamp}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  await createRequest(page, PATH, {
    ...requestContact(pending),
    offerNumber: 'OE-000321',
    desiredDate: nextYear('12-14'),
    computersToCollect: 7,
  });
  const refusedId = await createRequest(page, PATH, {
    ...requestContact(refused),
    offerNumber: 'OE-000322',
    desiredDate: nextYear('12-15'),
    phonesToCollect: 3,
  });
  const decision = await page.request.patch(`/api/${PATH}/${refusedId}`, {
    data: { status: 'rejected', rejectionReason: 'Client injoignable' },
  });
  expect(decision.ok()).toBe(true);

  // The search keeps its text in the URL; the export link carries it with the tab's status.
  await page.goto(`/?q=${stamp}`);
  const link = page.getByRole('link', { name: /^Exporter en CSV/ });
  await expect(link).toHaveAttribute('href', `/api/${PATH}/export.csv?status=pending&q=${stamp}`);

  const first = await download(page);
  expect(first.name).toMatch(/^envoi-conditionnement-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(first.text.startsWith('\uFEFFN°;Référence;Créée le;Statut;Entreprise;Contact;')).toBe(true);
  const [header = [], ...rows] = records(first.text);
  expect(rows).toHaveLength(1);
  const row = Object.fromEntries(header.map((name, i) => [name, rows[0]?.[i]]));
  expect(row).toMatchObject({
    Statut: 'En attente',
    Entreprise: pending,
    "N° d'offre": 'OE-000321',
    'Date souhaitée': `14/12/${nextYear('12-14').slice(0, 4)}`,
    'Ordinateurs à collecter': '7',
  });
  expect(row.Référence).toMatch(/^ENV-\d{4}-\d{5}$/);
  expect(row['Créée le']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  await openStatusTab(page, 'Rejetées');
  const second = await download(page);
  const [, ...rejected] = records(second.text);
  // N°, Référence, Créée le, Statut, Entreprise.
  expect(rejected.map((r) => r[4])).toEqual([refused]);
  expect(rejected.map((r) => r[1])).toEqual([expect.stringMatching(/^ENV-\d{4}-\d{5}$/)]);
  expect(second.text).toContain(';Refusé;');
  expect(second.text).toContain(';Client injoignable;');
});
