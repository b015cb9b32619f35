import { expect } from '@playwright/test';
import {
  ADMIN,
  counter,
  createRequest,
  fillContact,
  nextYear,
  openStatusTab,
  registerUser,
  requestCard,
  requestContact,
  requestCounts,
  signIn,
  toast,
} from './fixtures';
import { test } from './test';

const PATH = 'material-conditioning-requests';

test.describe('Envoi Conditionnement', () => {
  test('an administrator creates a request, sees it pending, accepts it and refuses another', async ({
    page,
  }) => {
    const stamp = Date.now();
    const company = `Conditionnement ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const before = await requestCounts(page, PATH);
    await expect(counter(page, 'Total Envois')).toContainText(String(before.total));

    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle demande de conditionnement' });
    // PC fixes go to the client, the rest comes back: the group's title says neither, its lines say which.
    await expect(form.getByRole('group', { name: 'Matériel concerné' })).toContainText('PC fixes à envoyer');
    await expect(form.getByRole('group', { name: 'Matériel à collecter' })).toHaveCount(0);
    await form.getByLabel('Email du contact').fill('pas-un-email');
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(form.getByText("Le nom de l'entreprise client est requis")).toBeVisible();
    await expect(form.getByText('Email invalide')).toBeVisible();
    await expect(form.getByText("Le numéro d'offre est requis")).toBeVisible();
    await expect(form.getByText('La date souhaitée est requise')).toBeVisible();

    await fillContact(form, company);
    // Only digits follow the prefix: a letter typed is left out, and the field says why.
    await form.getByLabel("Numéro d'offre").pressSequentially('12a3');
    await expect(form.getByLabel("Numéro d'offre")).toHaveValue('123');
    await expect(form.getByText('Seuls des chiffres peuvent suivre le préfixe OE-000.')).toBeVisible();
    await form.getByLabel('Date souhaitée').fill(nextYear('12-10'));

    // The packaging follows the equipment (spec §9) until it is adjusted.
    await form.getByLabel('Ordinateurs à collecter').fill('10');
    await form.getByLabel('Écrans à collecter').fill('5');
    await expect(form.getByLabel('Enveloppes PC')).toHaveValue('11');
    await expect(form.getByLabel('Cartons standard')).toHaveValue('2');
    await expect(form.getByLabel('Cartons écrans')).toHaveValue('2');
    await form.getByLabel('Cartons écrans').fill('3');
    await form.getByLabel('Écrans à collecter').fill('9');
    await expect(form.getByLabel('Cartons écrans')).toHaveValue('3');
    await form.getByRole('button', { name: 'Recalculer' }).click();
    await expect(form.getByLabel('Cartons écrans')).toHaveValue('3');
    await form.getByLabel('Écrans à collecter').fill('5');
    await expect(form.getByLabel('Cartons écrans')).toHaveValue('2');

    // PC fixes travel on pallets: the option is forced on.
    const pallet = form.getByRole('switch', { name: 'Envoi sur palette' });
    await expect(pallet).not.toBeChecked();
    await form.getByLabel('PC fixes à envoyer').fill('2');
    await expect(pallet).toBeChecked();
    await expect(pallet).toBeDisabled();
    await expect(form.getByText("l'équipe déterminera le nombre optimal de palettes")).toBeVisible();
    await form.getByLabel('Nombre de palettes').fill('2');

    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(toast(page, 'Demande créée avec succès')).toBeVisible();
    await expect(form).toBeHidden();

    const card = requestCard(page, company);
    await expect(card).toContainText('En attente');
    await expect(card).toContainText('OE-000123');
    await expect(card).toContainText('Enveloppes PC');
    await expect(card).toContainText('Nombre de palettes');
    await expect(counter(page, 'Total Envois')).toContainText(String(before.total + 1));
    await expect(counter(page, 'En Attente')).toContainText(String(before.pending + 1));

    await card.getByRole('button', { name: 'Accepter' }).click();
    const acceptance = page.getByRole('alertdialog', { name: 'Accepter la demande ?' });
    await expect(acceptance).toContainText('Enveloppes PC : 11');
    await acceptance.getByRole('button', { name: 'Accepter' }).click();
    // What happens next: the suivi starts at its first stage (issue 30), not « Terminé ».
    await expect(toast(page, 'Statut mis à jour')).toContainText(
      'Demande acceptée\u00a0: elle est maintenant «\u00a0À préparer\u00a0» dans le suivi.',
    );
    await expect(card).toHaveCount(0);
    await expect(counter(page, 'Terminées')).toContainText(String(before.completed + 1));
    await openStatusTab(page, 'Terminées');
    await expect(card).toContainText('À préparer');
    await expect(card.getByText('Terminé', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Accepter' })).toHaveCount(0);

    // The details of a completed request: its decision, and no "Modifier".
    await card.getByRole('button', { name: 'Voir les détails' }).click();
    const details = page.getByRole('dialog', { name: 'Matériel de Conditionnement' });
    await expect(details).toContainText('Demande acceptée');
    await expect(details).toContainText('Par');
    await expect(details.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Fermer' }).first().press('Enter');

    // Another one, refused with a reason.
    const refused = `Refusée ${stamp}`;
    await createRequest(page, PATH, {
      ...requestContact(refused),
      offerNumber: 'OE-000456',
      desiredDate: nextYear('12-11'),
      phonesToCollect: 4,
    });
    await page.reload();
    await openStatusTab(page, 'En attente');
    await requestCard(page, refused).getByRole('button', { name: 'Refuser' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Refuser la demande ?' });
    await confirm.getByLabel('Motif du refus (facultatif)').fill('Client hors zone');
    await confirm.getByRole('button', { name: 'Refuser' }).click();
    await expect(toast(page, 'Statut mis à jour')).toBeVisible();
    await openStatusTab(page, 'Rejetées');
    await expect(requestCard(page, refused)).toContainText('Refusé');
    await expect(requestCard(page, refused)).toContainText('Client hors zone');
    await expect(counter(page, 'Rejetées')).toContainText(String(before.rejected + 1));
  });

  test('a pending request is edited from its details', async ({ page }) => {
    const company = `À modifier ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    await createRequest(page, PATH, {
      ...requestContact(company),
      offerNumber: 'OE-000789',
      desiredDate: nextYear('12-12'),
      tabletsToCollect: 3,
    });
    await page.reload();

    await requestCard(page, company).getByRole('button', { name: 'Voir les détails' }).click();
    const details = page.getByRole('dialog', { name: 'Matériel de Conditionnement' });
    await details.getByRole('button', { name: 'Modifier' }).click();
    const form = page.getByRole('dialog', { name: 'Modifier la demande de conditionnement' });
    await expect(form.getByLabel("Numéro d'offre")).toHaveValue('789');
    await expect(form.getByLabel('Tablettes à collecter')).toHaveValue('3');
    await expect(form.getByLabel('Enveloppes tablettes')).toHaveValue('4');
    await form.getByLabel('Nom du contact').fill('Paul Martin');
    await form.getByLabel('Tablettes à collecter').fill('10');
    await expect(form.getByLabel('Enveloppes tablettes')).toHaveValue('11');
    await form.getByRole('button', { name: 'Modifier la demande' }).click();
    await expect(toast(page, 'Demande modifiée')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(requestCard(page, company)).toContainText('Paul Martin');
    await expect(requestCard(page, company)).toContainText('11');
  });

  test('the list is searched by company, contact or offer number', async ({ page }) => {
    const stamp = Date.now();
    await signIn(page, ADMIN.username, ADMIN.password);
    await createRequest(page, PATH, {
      ...requestContact(`Recherche Alpha ${stamp}`),
      // Its own digits: every word typed is looked for in every field, and Beta's company holds the stamp.
      offerNumber: `OE-${stamp}1`,
      desiredDate: nextYear('12-16'),
      computersToCollect: 1,
    });
    await createRequest(page, PATH, {
      ...requestContact(`Recherche Beta ${stamp}`),
      contactName: `Contact ${stamp}`,
      offerNumber: 'OE-000999',
      desiredDate: nextYear('12-16'),
      computersToCollect: 1,
    });
    await page.reload();
    const search = page.getByRole('searchbox', { name: 'Rechercher une demande' });

    await search.fill(`alpha ${stamp}`);
    await expect(page).toHaveURL(/q=alpha/);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
    await expect(requestCard(page, `Recherche Alpha ${stamp}`)).toBeVisible();
    await expect(page.getByRole('tab', { name: /^En attente/ })).toContainText('1');

    await search.fill(`CONTACT ${stamp}`);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
    await expect(requestCard(page, `Recherche Beta ${stamp}`)).toBeVisible();

    await search.fill(`OE-${stamp}1`);
    await expect(requestCard(page, `Recherche Alpha ${stamp}`)).toBeVisible();
    await page.reload();
    await expect(search).toHaveValue(`OE-${stamp}1`);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);

    await search.fill(`introuvable-${stamp}`);
    await expect(page.getByText(`Aucune demande ne correspond à « introuvable-${stamp} »`)).toBeVisible();
    await search.fill('');
    await expect(page).not.toHaveURL(/q=/);
  });

  test('the list shows 20 cards, then the next ones on "Charger plus"', async ({ page }) => {
    const stamp = Date.now();
    await signIn(page, ADMIN.username, ADMIN.password);
    for (let n = 1; n <= 21; n++) {
      await createRequest(page, PATH, {
        ...requestContact(`Page ${stamp} n°${n}`),
        offerNumber: `OE-${stamp}`,
        desiredDate: nextYear('12-17'),
        computersToCollect: 1,
      });
    }
    await page.goto(`/material-conditioning?q=${stamp}`);
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(20);
    await expect(page.getByText('20 sur 21 demandes affichées')).toBeVisible();
    // Newest first: the first request created is the one left for the next page.
    await expect(requestCard(page, `Page ${stamp} n°1`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Charger plus' }).click();
    await expect(cards).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Charger plus' })).toBeHidden();

    // The card carries only its own fields; the details load the whole request.
    await requestCard(page, `Page ${stamp} n°1`).getByRole('button', { name: 'Voir les détails' }).click();
    const details = page.getByRole('dialog', { name: 'Matériel de Conditionnement' });
    await expect(details).toContainText(`OE-${stamp}`);
    await expect(details.getByRole('button', { name: 'Modifier' })).toBeVisible();
  });

  test('an ordinary user creates requests but cannot decide them', async ({ page }) => {
    const company = `Demande agent ${Date.now()}`;
    const user = await registerUser(page, `agent-cond-${Date.now()}`);
    await signIn(page, user.username, user.password);
    await createRequest(page, PATH, {
      ...requestContact(company),
      offerNumber: 'OE-000321',
      desiredDate: nextYear('12-13'),
      computersToCollect: 1,
    });
    await page.reload();
    const card = requestCard(page, company);
    await expect(card).toContainText('Seuls les administrateurs peuvent valider ou rejeter les demandes');
    await expect(card.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Refuser' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Voir les détails' }).click();
    const details = page.getByRole('dialog', { name: 'Matériel de Conditionnement' });
    await expect(details.getByRole('button', { name: 'Modifier' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Refuser' })).toHaveCount(0);
  });

  test('an administrator accepts a request from its details, after confirming', async ({ page }) => {
    const company = `Depuis les détails ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    await createRequest(page, PATH, {
      ...requestContact(company),
      offerNumber: 'OE-000654',
      desiredDate: nextYear('12-14'),
      phonesToCollect: 3,
    });
    await page.reload();
    await requestCard(page, company).getByRole('button', { name: 'Voir les détails' }).click();
    const details = page.getByRole('dialog', { name: 'Matériel de Conditionnement' });
    await details.getByRole('button', { name: 'Accepter' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Accepter la demande ?' });
    await expect(confirm).toContainText(
      `La demande de ${company} sera acceptée. Cette décision est définitive.`,
    );
    await expect(confirm).toContainText('Enveloppes téléphones : 4');
    await confirm.getByRole('button', { name: 'Accepter' }).click();
    await expect(confirm).toBeHidden();
    // The details stay open on the decided request.
    await expect(details).toContainText('Demande acceptée');
    await expect(details.locator('[data-stage]').first()).toContainText('À préparer');
    await expect(details.getByText('Terminé', { exact: true })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
  });

  test('a list that cannot be loaded says what happened in French, and what to do', async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    const lists = /\/api\/material-conditioning-requests\?/;
    const failure = page.getByRole('alert').filter({ hasText: 'Impossible de charger' });

    await page.route(lists, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.reload();
    await expect(failure).toContainText(
      'Le serveur a rencontré une erreur. Réessayez dans quelques instants.',
    );
    await expect(failure).not.toContainText('500');
    await expect(failure).not.toContainText('Internal Server Error');

    await page.unrouteAll();
    await page.route(lists, (route) => route.abort('connectionrefused'));
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await expect(failure).toContainText(
      'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
    );

    await page.unrouteAll();
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await expect(failure).toHaveCount(0);
  });
});
