/**
 * The suivi in the browser (issue 21), one test per request kind: the request is created and accepted
 * through the API, then walked from its first stage to its last in the details dialog, each stage's form
 * rendered from its fields; the card shows the stage alone until the last one, then beside « Terminé »
 * (issue 30: « Terminé » on work not started read as done). Along the way: an
 * administrator steps back once (regional collection) and cancels a suivi (a conditioning request, whose
 * packaging goes back to stock), and a user who is not an administrator advances a transport.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  createRequest,
  forgetSession,
  nextYear,
  openStatusTab,
  type RequestKindPath,
  registerUser,
  requestCard,
  requestContact,
  signInByApi,
} from './fixtures';
import { test } from './test';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** Creates a request through the API and accepts it (the page's session is an administrator's). */
async function accepted(page: Page, path: RequestKindPath, data: object): Promise<number> {
  const id = await createRequest(page, path, data);
  const decided = await page.request.patch(`/api/${path}/${id}`, { data: { status: 'completed' } });
  expect(decided.status()).toBe(200);
  return id;
}

/** The details dialog of a request, opened from its link (as the mails do). */
async function openDetails(page: Page, route: string, id: number, title: string): Promise<Locator> {
  await page.goto(`${route}?demande=${id}`);
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByRole('heading', { name: 'Suivi', exact: true })).toBeVisible();
  return details;
}

const currentStep = (details: Locator) =>
  details.getByRole('list', { name: 'Étapes du suivi' }).locator('[aria-current="step"]');

/**
 * « Passer à l'étape : <label> », fills its form with `fill` (the defaults cover the rest), saves it and
 * waits until the request stands at that stage.
 */
async function advance(
  details: Locator,
  label: string,
  fill: (form: Locator) => Promise<void> = async () => {},
) {
  await details.getByRole('button', { name: `Passer à l'étape\u00a0: ${label}`, exact: true }).click();
  const form = details.getByRole('form', { name: `Passer à l'étape «\u00a0${label}\u00a0»` });
  await fill(form);
  await form.getByRole('button', { name: "Enregistrer l'étape" }).click();
  await expect(form).toBeHidden();
  await expect(currentStep(details)).toContainText(label);
  // The focus comes back to the section's heading, which says where the request stands.
  await expect(details.getByRole('heading', { name: 'Suivi', exact: true })).toBeFocused();
}

/** The badge « Terminé » (the tab « Terminées » aside): shown only once the last stage is reached. */
const finishedBadge = (scope: Locator) => scope.getByText('Terminé', { exact: true });

/**
 * Closes the details and finds the last stage's badge on the request's card, in the « Terminées » tab, with
 * « Terminé » beside it.
 */
async function expectCardStage(page: Page, details: Locator, company: string, stage: string | RegExp) {
  // By the keyboard, as the toast of the last step may cover the footer's button (a click would land on
  // it) and Escape would close the toast first (the topmost layer).
  await details.getByRole('button', { name: 'Fermer' }).first().press('Enter');
  await expect(details).toBeHidden();
  await openStatusTab(page, 'Terminées');
  await expect(requestCard(page, company).getByText(stage)).toBeVisible();
  await expect(finishedBadge(requestCard(page, company))).toBeVisible();
}

test('Envoi Conditionnement: shipped with its tracking link, delivered; another one cancelled, its packaging back in stock', async ({
  page,
}) => {
  const stamp = Date.now();
  const company = `Suivi conditionnement ${stamp}`;
  const cancelled = `Annulation conditionnement ${stamp}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const body = { offerNumber: 'OE-000777', desiredDate: nextYear('04-02'), computersToCollect: 2 };
  const id = await accepted(page, 'material-conditioning-requests', { ...requestContact(company), ...body });
  await accepted(page, 'material-conditioning-requests', {
    ...requestContact(cancelled),
    ...body,
  });

  const details = await openDetails(page, '/material-conditioning', id, 'Matériel de Conditionnement');
  await expect(currentStep(details)).toContainText('À préparer');
  // Accepted but not started: its badge says where it stands, not « Terminé ».
  await expect(details.locator('[data-stage]').first()).toContainText('À préparer');
  await expect(finishedBadge(details)).toHaveCount(0);
  await advance(details, 'Expédiée', async (form) => {
    // Colissimo has a tracking page, so its number is required: the server's message lands under the field.
    await form.getByLabel('Transporteur').selectOption({ label: 'Colissimo' });
    await form.getByRole('button', { name: "Enregistrer l'étape" }).click();
    const number = form.getByLabel('Numéro de suivi');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(
      /Renseignez le numéro de suivi donné par le transporteur\./,
    );
    await expect(form.getByRole('alert')).toContainText('Certains champs sont invalides');
    await number.fill(`6A${stamp}`);
  });
  const link = details.getByRole('link', {
    name: new RegExp(`^6A${stamp}, suivre l'envoi sur le site de Colissimo`),
  });
  await expect(link).toHaveAttribute(
    'href',
    `https://www.laposte.fr/outils/suivre-vos-envois?code=6A${stamp}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noreferrer');
  await expect(finishedBadge(details)).toHaveCount(0);
  await advance(details, 'Livrée');
  await expect(details.getByText('Le suivi de cette demande est terminé.')).toBeVisible();
  await expect(finishedBadge(details)).toBeVisible();
  // Delivered: too late to cancel.
  await expect(details.getByRole('button', { name: 'Annuler le suivi…' })).toHaveCount(0);
  await expectCardStage(page, details, company, 'Livrée');
  await expect(
    requestCard(page, company).getByRole('link', { name: new RegExp(`^6A${stamp}`) }),
  ).toBeVisible();

  await expect(requestCard(page, cancelled)).toContainText('À préparer');
  await expect(finishedBadge(requestCard(page, cancelled))).toHaveCount(0);
  await requestCard(page, cancelled).getByRole('button', { name: 'Voir les détails' }).click();
  const second = page.getByRole('dialog', { name: 'Matériel de Conditionnement' });
  // Apart from the steps, saying it is final; the question says so too, and keeping the suivi is the default.
  await expect(
    second.getByText("Annuler le suivi l'arrête définitivement\u00a0: il ne pourra pas reprendre."),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Annuler le suivi…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Annuler définitivement le suivi ?' });
  await expect(confirm).toContainText(
    "c'est définitif, personne ne pourra le reprendre ni revenir à une étape.",
  );
  await expect(confirm).toContainText('Les emballages déduits à son acceptation retournent au stock.');
  await expect(confirm.getByRole('button', { name: 'Garder le suivi' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Annuler définitivement' }).click();
  await expect(confirm.getByText("Indiquez le motif de l'annulation.")).toBeVisible();
  await confirm.getByLabel("Motif de l'annulation").fill('Le client a renoncé');
  await confirm.getByRole('button', { name: 'Annuler définitivement' }).click();
  await expect(confirm).toBeHidden();
  // The toast shows under the details, which hide the rest of the page from assistive technology while open
  // (Radix announces the toast in a live region of its own).
  const toasts = page.getByRole('region', { name: /Notifications/, includeHidden: true });
  await expect(toasts.getByText('Les emballages de la demande sont revenus au stock.')).toBeVisible();
  await expect(second.getByText('Motif\u00a0: Le client a renoncé')).toBeVisible();
  // Cancelled is not finished: « Annulée » alone.
  await expect(finishedBadge(second)).toHaveCount(0);
  await expect(second.getByRole('region', { name: 'Historique' })).toContainText(
    /Suivi annulé( par [^—]+)? — Le client a renoncé/,
  );
});

test('Enlèvement Colis/Palettes: planned with a carrier, picked up, received with its parcels counted', async ({
  page,
}) => {
  const stamp = Date.now();
  const company = `Suivi enlèvement ${stamp}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const address = await page.request.post('/api/saved-addresses', {
    data: {
      name: `Entrepôt suivi ${stamp}`,
      companyName: 'Plateforme Nord',
      contactName: 'Hugo Bernard',
      contactEmail: 'hugo.bernard@example.test',
      contactPhone: '01 11 22 33 44',
      deliveryAddress: '5 rue du Port, 59000 Lille',
    },
  });
  expect(address.status()).toBe(201);
  const id = await accepted(page, 'package-pickup-requests', {
    ...requestContact(company),
    type: 'package',
    shippingAddressId: ((await address.json()) as { id: number }).id,
    desiredDate: nextYear('04-03'),
    packageDetails: [
      { width: 40, length: 30, height: 20, weight: 8 },
      { width: 40, length: 30, height: 20, weight: 9 },
    ],
  });

  const details = await openDetails(page, '/package-pickup', id, 'Enlèvement Colis/Palettes');
  await advance(details, 'Enlèvement planifié', async (form) => {
    // The pickup day starts at the day the client asked for.
    await expect(form.getByLabel("Date d'enlèvement")).toHaveValue(nextYear('04-03'));
    await form.getByLabel('Transporteur').selectOption({ label: 'DHL Express' });
    await form.getByLabel('Numéro de suivi').fill(`JD${stamp}`);
  });
  await expect(
    details.getByRole('link', { name: new RegExp(`^JD${stamp}, suivre .* DHL Express`) }),
  ).toBeVisible();
  await advance(details, 'Enlevée');
  await advance(details, 'Réceptionnée', async (form) => {
    // Two parcels declared: the count starts there, only the difference is typed.
    await expect(form.getByLabel('Colis ou palettes reçus')).toHaveValue('2');
    await form.getByLabel('Colis ou palettes reçus').fill('1');
    await form.getByLabel('Poids reçu (kg)').fill('7.5');
    await form
      .getByLabel('Devenir du lot reçu')
      .selectOption({ label: 'DEEE 16 02 14 — professionnels, autres' });
    await form.getByLabel(/^Remarque/).fill('Un colis manquant');
  });
  const reception = details.getByRole('table', { name: 'Réception' });
  await expect(reception.getByRole('row', { name: /Colis/ })).toContainText(/2\s*1\s*\u22121/);
  await expect(details.getByText('7,5\u00a0kg (pesé)')).toBeVisible();
  await expect(details.getByText('Un colis manquant', { exact: true })).toBeVisible();
  await expectCardStage(page, details, company, 'Réceptionnée');
});

test('Collectes Région Parisienne: planned (and stepped back once), on the calendar at its planned day, collected, received', async ({
  page,
}) => {
  const stamp = Date.now();
  const company = `Suivi collecte ${stamp}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const desired = nextYear('05-04');
  const id = await accepted(page, 'regional-collection-requests', {
    ...requestContact(company),
    desiredDate: desired,
    computersToCollect: 3,
    phonesToCollect: 2,
    preferredTimeSlot: 'morning',
  });

  const details = await openDetails(page, '/regional-collection', id, 'Collecte Région Parisienne');
  await advance(details, 'Planifiée', async (form) => {
    await form.getByLabel('Date de collecte').fill(nextYear('05-06'));
    await form.getByLabel('Heure spécifique').check();
    await form.getByLabel('Heure prévue').fill('14:30');
  });
  // The same « 14 h 30 » in the suivi and in the history's « Créneau : à 14 h 30 » (decision 0092).
  await expect(details.getByText('À 14 h 30', { exact: true })).toBeVisible();
  await expect(details.getByText('Créneau : à 14 h 30')).toBeVisible();

  // An administrator steps back one stage: the planned day is forgotten.
  await details.getByRole('button', { name: "Revenir à l'étape précédente" }).click();
  const confirm = page.getByRole('alertdialog', { name: "Revenir à l'étape précédente ?" });
  await confirm.getByRole('button', { name: 'Revenir à «\u00a0À planifier\u00a0»' }).click();
  await expect(confirm).toBeHidden();
  await expect(currentStep(details)).toContainText('À planifier');
  await expect(details.getByRole('heading', { name: 'Suivi', exact: true })).toBeFocused();
  await expect(details.getByRole('region', { name: 'Historique' })).toContainText(
    "Retour à l'étape «\u00a0À planifier\u00a0»",
  );

  await advance(details, 'Planifiée', async (form) => {
    // A day already past is allowed (recorded after the fact), and said.
    const pastWarning = form.getByText(
      /^Cette date est déjà passée\u00a0: .* ne sera pas comptée en retard\.$/,
    );
    await form.getByLabel('Date de collecte').fill('2020-01-06');
    await expect(pastWarning).toBeVisible();
    await form.getByLabel('Date de collecte').fill(nextYear('05-06'));
    await expect(pastWarning).toBeHidden();
    await form.getByLabel('Matin (8 h – 12 h)').check();
    await form.getByLabel(/^Équipe ou véhicule/).fill('Camion 2');
  });

  // The week's calendar shows it on its planned day, with its stage.
  await page.goto(`/regional-collection?semaine=${nextYear('05-06')}`);
  await openStatusTab(page, 'Terminées');
  const day = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /6 mai/ }) });
  await expect(day.getByRole('article', { name: company })).toContainText('Planifiée · 6\u00a0mai');

  await day.getByRole('button', { name: company }).click();
  const again = page.getByRole('dialog', { name: 'Collecte Région Parisienne' });
  await advance(again, 'Collectée', async (form) => {
    // The quantities start at what was declared.
    await expect(form.getByLabel('Ordinateurs')).toHaveValue('3');
    await form.getByLabel('Téléphones').fill('1');
    await form.getByLabel('Remis par').fill('M. Dupont');
  });
  await advance(again, 'Réceptionnée', async (form) => {
    // The reception starts at what was collected.
    await expect(form.getByLabel('Téléphones', { exact: true })).toHaveValue('1');
    await form.getByLabel('Poids reçu (kg)').fill('12');
    // What each category counted becomes (the waste register): computers reused, phones as DEEE.
    await form.getByLabel('Devenir\u00a0: Ordinateurs').selectOption('reuse');
    await form.getByLabel('Devenir\u00a0: Téléphones').selectOption('20 01 36');
    await form.getByLabel('Poids estimé (non pesé)').check();
  });
  const reception = again.getByRole('table', { name: 'Réception' });
  await expect(reception.getByRole('row', { name: /Téléphones/ })).toContainText(/2\s*1\s*1\s*\u22121/);
  await expect(again.getByText('12\u00a0kg (estimé)')).toBeVisible();
  await expect(again.getByText('DEEE 20 01 36', { exact: true })).toBeVisible();
  await expectCardStage(page, again, company, 'Réceptionnée');
});

test('Transports: a user who is not an administrator walks it to « Livré », without undo or cancel', async ({
  page,
}) => {
  const stamp = Date.now();
  const sender = `Suivi transport ${stamp}`;
  const user = await registerUser(page, `suivi${stamp}`);
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const id = await accepted(page, 'delivery-requests', {
    requestType: 'livraison',
    requester: 'Claire Petit',
    senderCompanyName: sender,
    senderContactName: 'Claire Petit',
    senderPhone: '01 02 03 04 05',
    senderEmail: 'claire.petit@example.test',
    senderAddress: '1 rue de la Paix, 75002 Paris',
    recipientCompanyName: 'Atelier Sud',
    recipientContactName: 'Hugo Bernard',
    recipientPhone: '04 78 00 00 00',
    recipientEmail: 'hugo.bernard@example.test',
    recipientAddress: '5 rue de la République, 69001 Lyon',
    collectionDate: nextYear('04-05'),
    packages: [{ type: 'package', width: 40, length: 30, height: 20, weight: 8 }],
  });
  await forgetSession(page);
  await signInByApi(page, user.username, user.password);

  const details = await openDetails(page, '/transport', id, 'Demande de transport');
  await expect(details.getByRole('button', { name: "Revenir à l'étape précédente" })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Annuler le suivi…' })).toHaveCount(0);
  await advance(details, 'Planifié', async (form) => {
    // A carrier without a tracking page needs no number.
    await form.getByLabel('Transporteur').selectOption({ label: 'Moyens propres (sans page de suivi)' });
  });
  await advance(details, 'En transit');
  await advance(details, 'Livré', async (form) => {
    await expect(form.getByLabel('Date de livraison')).toHaveValue(today());
    await form.getByLabel('Réceptionné par').fill('Mme Durand');
  });
  await expect(currentStep(details)).toContainText('Réceptionné par\u00a0:Mme Durand');
  await expect(
    page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText('Étape mise à jour'),
  ).toBeVisible();
  await expectCardStage(page, details, `${sender} → Atelier Sud`, 'Livré');
});

test('Collectes hors Île-de-France: planned, collected meanwhile by someone else, received — counts only', async ({
  page,
}) => {
  const stamp = Date.now();
  const company = `Suivi hors IDF ${stamp}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const id = await accepted(page, 'collection-requests', {
    clientName: company,
    clientContactName: 'Claire Petit',
    clientPhone: '01 02 03 04 05',
    clientEmail: 'claire.petit@example.test',
    clientAddress: '5 rue de la République, 69001 Lyon',
    materials: '3 ordinateurs, 2 écrans',
  });

  const details = await openDetails(page, '/collection', id, 'Collecte hors Île-de-France');
  await advance(details, 'Planifiée', async (form) => {
    await form.getByLabel('Transporteur').selectOption({ label: 'UPS' });
    await form.getByLabel('Date de collecte').fill(nextYear('04-06'));
    await form.getByLabel('Numéro de suivi').fill(`1Z${stamp}`);
  });
  // Someone else moves it while the form is open: the server's reason says so, the section catches up.
  await details.getByRole('button', { name: "Passer à l'étape\u00a0: Collectée", exact: true }).click();
  const moved = await page.request.post(`/api/collection-requests/${id}/fulfilment`, {
    data: { stage: 'collected' },
  });
  expect(moved.status()).toBe(200);
  await details.getByRole('button', { name: "Enregistrer l'étape" }).click();
  await expect(details.getByRole('alert')).toContainText(
    "La demande est à l'étape «\u00a0Collectée\u00a0»\u00a0: l'étape suivante est «\u00a0Réceptionnée\u00a0».",
  );
  await expect(currentStep(details)).toContainText('Collectée');
  await advance(details, 'Réceptionnée', async (form) => {
    await form.getByLabel('Ordinateurs', { exact: true }).fill('3');
    await form.getByLabel('Écrans', { exact: true }).fill('2');
    await form.getByLabel('Poids reçu (kg)').fill('25');
    await form.getByLabel('Devenir\u00a0: Ordinateurs').selectOption('16 02 14');
    await form.getByLabel('Devenir\u00a0: Écrans').selectOption('16 02 13*');
  });
  const reception = details.getByRole('table', { name: 'Réception' });
  await expect(reception.getByRole('columnheader')).toHaveCount(2);
  await expect(reception.getByRole('columnheader', { name: 'Reçu', exact: true })).toBeVisible();
  await expect(reception.getByRole('row', { name: /Écrans/ })).toContainText('2');
  await expectCardStage(page, details, company, 'Réceptionnée');

  // « Étape » narrows the « Terminées » tab (and its export) to one stage, kept in the URL.
  const stage = page.getByLabel('Étape', { exact: true });
  await stage.selectOption({ label: 'Planifiée' });
  await expect(page).toHaveURL(/[?&]etape=planned/);
  await expect(requestCard(page, company)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Exporter en CSV/ })).toHaveAttribute(
    'href',
    /export\.csv\?status=completed&stage=planned$/,
  );
  await stage.selectOption({ label: 'Réceptionnée' });
  await expect(requestCard(page, company)).toBeVisible();
  await expect(
    requestCard(page, company).getByRole('link', { name: new RegExp(`^1Z${stamp}`) }),
  ).toHaveAttribute('href', `https://www.ups.com/track?loc=fr_FR&tracknum=1Z${stamp}`);
});
