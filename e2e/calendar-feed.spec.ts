import { expect } from '@playwright/test';
import { ADMIN, createRequest, nextYear, openSettingsTab, requestContact, signIn, toast } from './fixtures';
import { test } from './test';

const PATH = 'regional-collection-requests';

test('a user turns the calendar feed on, copies its address, reads it, then regenerates it: the old address is gone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const company = `Agenda ${Date.now()}`;
  const day = nextYear('05-12');
  await signIn(page, ADMIN.username, ADMIN.password);
  // A planned collection, so the feed has an event of ours.
  const id = await createRequest(page, PATH, {
    ...requestContact(company),
    desiredDate: day,
    computersToCollect: 2,
    preferredTimeSlot: 'morning',
  });
  expect((await page.request.patch(`/api/${PATH}/${id}`, { data: { status: 'completed' } })).ok()).toBe(true);
  const planned = await page.request.post(`/api/${PATH}/${id}/fulfilment`, {
    data: { stage: 'planned', plannedDate: day, timeSlot: { preferredTimeSlot: 'afternoon' } },
  });
  expect(planned.ok(), await planned.text()).toBe(true);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSettingsTab(page, 'Mon compte');
  const card = page.getByRole('region', { name: 'Agenda' });
  await card.getByRole('button', { name: "Activer l'agenda" }).click();
  await expect(toast(page, 'Agenda activé')).toBeVisible();
  await card.getByRole('button', { name: "Copier l'adresse" }).click();
  await expect(toast(page, 'Adresse copiée')).toBeVisible();
  const first = await page.evaluate(() => navigator.clipboard.readText());
  expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(card.getByLabel('Adresse de votre agenda')).toHaveValue(first);

  // The address needs no session: a calendar app fetches it as it is.
  const feed = await fetch(first);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain(`UID:regional-collection-${id}@`);
  expect(text).toContain(`DTSTART;TZID=Europe/Paris:${day.replaceAll('-', '')}T140000`);

  await card.getByRole('button', { name: 'Générer une nouvelle adresse' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Générer une nouvelle adresse' }).click();
  await expect(toast(page, "Nouvelle adresse d'agenda créée")).toBeVisible();
  await expect(card.getByLabel('Adresse de votre agenda')).not.toHaveValue(first);
  const second = await card.getByLabel('Adresse de votre agenda').inputValue();
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(second)).status).toBe(200);
});
