import { expect } from '@playwright/test';
import {
  ADMIN,
  createRequest,
  nextYear,
  registerUser,
  requestContact,
  signIn,
  signOut,
  toast,
} from './fixtures';
import { test } from './test';

const PATH = 'material-conditioning-requests';

test('a request shows its history in its details: created, edited, accepted, and its mail', async ({
  page,
}) => {
  // Three sign-ins and a mail delivered by the Gmail double: more than one default test's budget on a busy machine.
  test.setTimeout(60_000);
  const stamp = Date.now();
  const company = `Historique ${stamp}`;
  const author = await registerUser(page, `histo${stamp}`);
  await signIn(page, author.username, author.password);
  const id = await createRequest(page, PATH, {
    ...requestContact(company),
    offerNumber: 'OE-000321',
    desiredDate: nextYear('10-10'),
    computersToCollect: 4,
  });

  // The author edits it from its details (the link of the mails opens them).
  await page.goto(`/material-conditioning?demande=${id}`);
  const details = page.getByRole('dialog', { name: 'Matériel de Conditionnement' });
  const history = details.getByRole('region', { name: 'Historique' });
  await expect(history.getByRole('listitem').first()).toContainText('Créée par Jeanne Martin');
  await details.getByRole('button', { name: 'Modifier' }).click();
  const form = page.getByRole('dialog', { name: 'Modifier la demande de conditionnement' });
  await form.getByLabel('Nom du contact').fill('Louis Moreau');
  // A long word (an address with nothing to break at) must wrap in the timeline, even on a phone.
  await form
    .getByLabel('Email du contact')
    .fill(`louis.moreau.logistique.${stamp}@etablissements-informatiques.example.test`);
  await form.getByRole('button', { name: 'Modifier la demande' }).click();
  await expect(toast(page, 'Demande modifiée')).toBeVisible();
  await signOut(page);

  // An administrator accepts it from the details, which then tell the whole story.
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto(`/material-conditioning?demande=${id}`);
  await expect(history.getByText('Modifiée par Jeanne Martin')).toBeVisible();
  await details.getByRole('button', { name: 'Accepter' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Accepter la demande ?' });
  await confirm.getByRole('button', { name: 'Accepter' }).click();
  await expect(confirm).toBeHidden();

  const events = history.getByRole('list').first().locator(':scope > li');
  await expect(events.filter({ hasText: /^(Créée|Modifiée|Acceptée)/ })).toHaveText([
    /^Créée par Jeanne Martin/,
    /^Modifiée par Jeanne Martin.*Nom du contact\u00a0: Claire Petit → Louis Moreau/,
    /^Acceptée par /,
  ]);
  // The team's mail: sent, waiting or not configured, depending on the mail set-up of the run.
  await expect(events.filter({ hasText: /Notification|Mail non configuré/ }).first()).toBeVisible();
  await expect(history.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  // On a 360 px phone the timeline stays within the dialog: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(history.getByText(/^Email du contact/)).toBeVisible();
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    dialog: [...document.querySelectorAll('[role="dialog"] *')].filter(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 &&
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    ).length,
  }));
  expect(overflow).toEqual({ page: 360, dialog: 0 });

  // The author reads who decided: the name the history recorded, not an anonymous "Un administrateur".
  const accepted = await events
    .filter({ hasText: /^Acceptée par / })
    .first()
    .innerText();
  const decider = /^Acceptée par ([^\n]+)/.exec(accepted)?.[1]?.trim() ?? '';
  expect(decider).not.toBe('');
  await page.setViewportSize({ width: 1280, height: 800 });
  // "Fermer", not Escape: Escape would first dismiss the decision's toast if it is still shown. By the
  // keyboard, as that toast may cover the footer's button (a click lands on the toast, and the pointer
  // resting on it holds it open), as in fulfilment.spec.ts.
  await details.getByRole('button', { name: 'Fermer' }).first().press('Enter');
  await expect(details).toBeHidden();
  await signOut(page);
  await signIn(page, author.username, author.password);
  await page.goto(`/material-conditioning?demande=${id}`);
  const decision = details.getByRole('region', { name: 'Demande acceptée' });
  await expect(decision).toContainText(`Par${decider}`);
  await expect(decision).not.toContainText('Un administrateur');
});
