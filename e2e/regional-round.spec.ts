import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { ADMIN, createRequest, nextYear, putCompanyIdentity, requestContact, signIn } from './fixtures';
import { test } from './test';

const PATH = 'regional-collection-requests';

/** A collection accepted and planned on `day` in `timeSlot`; its id. */
async function plannedCollection(page: Page, company: string, day: string, timeSlot: object) {
  const id = await createRequest(page, PATH, {
    ...requestContact(company),
    desiredDate: day,
    computersToCollect: 4,
    preferredTimeSlot: 'morning',
  });
  expect((await page.request.patch(`/api/${PATH}/${id}`, { data: { status: 'completed' } })).ok()).toBe(true);
  const planned = await page.request.post(`/api/${PATH}/${id}/fulfilment`, {
    data: { stage: 'planned', plannedDate: day, timeSlot },
  });
  expect(planned.ok(), await planned.text()).toBe(true);
  return id;
}

test('the day’s round: by slot first, reordered with the keyboard, the order kept after a reload, printed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const day = nextYear('06-17');
  await signIn(page, ADMIN.username, ADMIN.password);
  // The identity the PDF is issued under; PUT /api/settings/company comes with the settings part of issue 22
  // (404 before it: the print is then refused, saying what is missing).
  const identity = await putCompanyIdentity(page, {
    legalName: 'Recyclage Île-de-France E2E',
    siret: '73282932000074',
    address: '12 rue de la Paix, 75002 Paris',
    phone: '01 23 45 67 89',
    email: 'contact@recyclage-e2e.test',
  });
  expect([200, 404], await identity.text()).toContain(identity.status());
  const names = [`Après-midi ${stamp}`, `Matin ${stamp}`, `Dix heures ${stamp}`];
  await plannedCollection(page, names[0] as string, day, { preferredTimeSlot: 'afternoon' });
  await plannedCollection(page, names[1] as string, day, { preferredTimeSlot: 'morning' });
  const tenOClock = await plannedCollection(page, names[2] as string, day, {
    preferredTimeSlot: 'specific_time',
    specificTime: '10:00',
  });

  // From the regional collections' page.
  await page.goto('/regional-collection');
  await page.getByRole('link', { name: 'Tournée du jour' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tournée du jour' })).toBeVisible();
  await page.getByLabel('Jour de la tournée').fill(day);
  await expect(page).toHaveURL(new RegExp(`date=${day}`));

  const stops = page.getByRole('list', { name: 'Ordre de passage' }).getByRole('heading', { level: 3 });
  const ours = async () =>
    (await stops.allInnerTexts())
      .map((text) => text.replace(/^Arrêt \d+\s*:\s*/, ''))
      .filter((text) => text.endsWith(String(stamp)));
  await expect.poll(ours).toEqual([names[1], names[2], names[0]]);
  await expect(page.getByRole('heading', { name: 'Emballages à charger' })).toBeVisible();

  // Keyboard only: focus « Descendre » of the morning stop and press Enter, twice.
  const down = page.getByRole('button', { name: `Descendre « ${names[1]} »` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `« ${names[1]} » est` })).toContainText(
    "l'arrêt 2 sur",
  );
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Ordre enregistré' })).toContainText(
    `« ${names[1]} » est l'arrêt 3 sur`,
  );
  await expect.poll(ours).toEqual([names[2], names[0], names[1]]);

  await page.reload();
  await expect.poll(ours).toEqual([names[2], names[0], names[1]]);
  await expect(page.getByText("Ordre fixé par l'équipe.")).toBeVisible();

  // « Imprimer la tournée »: one PDF, the summary in the saved order, then one bon per stop.
  const print = page.getByRole('button', { name: 'Imprimer la tournée' });
  if (identity.status() === 404) {
    await print.click();
    await expect(page.getByRole('alert')).toContainText("Complétez l'identité de l'entreprise");
  } else {
    const [download] = await Promise.all([page.waitForEvent('download'), print.click()]);
    expect(download.suggestedFilename()).toMatch(/^Tournée du 17 juin \d{4}\.pdf$/);
    const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(await download.path())));
    const { text } = await extractText(pdf, { mergePages: false });
    const pages = (text as string[]).map((page) => page.replace(/[\s\u00a0\u202f]+/g, ' '));
    const at = [names[2], names[0], names[1]].map((name) => pages[0]?.indexOf(name as string) ?? -1);
    expect(
      at.every((position) => position >= 0),
      pages[0],
    ).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(
      pages.filter((page) => page.includes('Bon de collecte') && page.includes(String(stamp))),
    ).toHaveLength(3);
  }

  // Collected: the stop stays in the day's round, saying when, and the day's progress shows.
  const collected = await page.request.post(`/api/${PATH}/${tenOClock}/fulfilment`, {
    data: {
      stage: 'collected',
      collected: {
        computersToCollect: 4,
        pcFixesToCollect: 0,
        phonesToCollect: 0,
        tabletsToCollect: 0,
        screensToCollect: 0,
        d3eBoxes: 0,
      },
      handedOverBy: 'Accueil',
    },
  });
  expect(collected.ok(), await collected.text()).toBe(true);
  await page.reload();
  await expect.poll(ours).toEqual([names[2], names[0], names[1]]);
  const done = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: names[2] as string }) });
  await expect(done.getByText(/^Collectée à \d{1,2}\u00a0h(\u00a0\d{2})?$/)).toBeVisible();
  await expect(page.getByText(/^1\u00a0collectée, \d+\u00a0à faire$/)).toBeVisible();

  // On a 360 px phone (in the van), nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
