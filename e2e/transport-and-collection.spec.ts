import { expect } from '@playwright/test';
import { ADMIN, fillContact, nextYear, registerUser, requestCreatedToast, signIn, signOut } from './fixtures';
import { test } from './test';

test.describe('Transports and collections outside Île-de-France', () => {
  test('a user asks for a transport with two rows from a saved address; an administrator accepts it', async ({
    page,
  }) => {
    // Three sign-ins (admin, user, admin) and two page journeys: more than one default test's budget.
    test.setTimeout(60_000);
    const stamp = Date.now();
    const addressName = `Entrepôt Transport ${stamp}`;
    const sender = `Expéditeur ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const saved = await page.request.post('/api/saved-addresses', {
      data: {
        name: addressName,
        companyName: sender,
        contactName: 'Hugo Bernard',
        contactEmail: 'hugo.bernard@example.test',
        contactPhone: '01 11 22 33 44',
        deliveryAddress: '5 rue du Port, 93200 Saint-Denis',
      },
    });
    expect(saved.status()).toBe(201);
    await signOut(page);

    const user = await registerUser(page, `transport-${stamp}`);
    await signIn(page, user.username, user.password);
    await page.getByRole('link', { name: 'Transports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transports' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle demande de transport' });
    await expect(form.getByLabel('Demandeur')).toHaveValue('Jeanne Martin');

    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(form.getByText('Le nom du contact expéditeur est requis')).toBeVisible();
    await expect(form.getByText("L'adresse du destinataire est requise")).toBeVisible();
    await expect(form.getByText('La date de collecte est requise')).toBeVisible();

    await form.getByRole('radio', { name: 'Livraison' }).check();
    // The saved address fills the sender's block.
    await form.getByRole('button', { name: "Adresse enregistrée de l'expéditeur (facultatif)" }).click();
    await form.getByRole('combobox', { name: 'Rechercher une adresse' }).fill(addressName);
    await form.getByRole('option', { name: new RegExp(addressName) }).click();
    await expect(form.getByLabel("Entreprise de l'expéditeur (facultatif)")).toHaveValue(sender);
    await expect(form.getByLabel("Adresse de l'expéditeur")).toHaveValue('5 rue du Port, 93200 Saint-Denis');

    await form.getByLabel('Contact du destinataire').fill('Marc Dest');
    await form.getByLabel('Téléphone du destinataire').fill('04 78');
    await form.getByLabel('Email du destinataire').fill('marc@atelier.test');
    await form.getByLabel('Adresse du destinataire').fill('5 rue de la République, 69001 Lyon');
    await form.getByLabel('Date de collecte').fill(nextYear('06-15'));

    const row1 = form.getByRole('group', { name: 'Ligne 1', exact: true });
    await row1.getByLabel('Largeur (cm)').fill('40');
    await row1.getByLabel('Longueur (cm)').fill('30');
    await row1.getByLabel('Hauteur (cm)').fill('20');
    await row1.getByLabel('Poids (kg)').fill('8,5');
    await row1.getByLabel('Valeur (facultatif)').fill('1 200 €');
    await form.getByRole('button', { name: 'Ajouter un colis' }).click();
    const row2 = form.getByRole('group', { name: 'Ligne 2', exact: true });
    await row2.getByLabel('Type').selectOption({ label: 'Palette' });
    await row2.getByLabel('Poids (kg)').fill('300');
    await form.getByRole('button', { name: 'Ajouter un colis' }).click();
    await form.getByRole('button', { name: 'Supprimer : Ligne 3' }).click();
    await expect(form.getByRole('group', { name: 'Ligne 3' })).toHaveCount(0);

    // The recipient's phone is not a number yet: refused with the expected shape; typed again, it is
    // shown as it will be stored once the field is left.
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(form.getByText(/^Numéro de téléphone invalide\u00a0:/)).toBeVisible();
    await form.getByLabel('Téléphone du destinataire').fill('0478000000');
    await form.getByLabel('Téléphone du destinataire').blur();
    await expect(form.getByLabel('Téléphone du destinataire')).toHaveValue('04 78 00 00 00');
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(requestCreatedToast(page)).toBeVisible();
    await expect(form).toBeHidden();
    const title = `${sender} → Marc Dest`;
    const card = page.getByRole('article', { name: title, exact: true });
    await expect(card).toContainText('Livraison · Jeanne Martin');
    await expect(card).toContainText('40 × 30 × 20 cm, 8,5 kg, 1 200 €');
    await expect(card).toContainText('Palette 2');
    await expect(card.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
    await signOut(page);

    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/transport');
    const pending = page.getByRole('article', { name: title, exact: true });
    await pending.getByRole('button', { name: 'Accepter' }).click();
    await page
      .getByRole('alertdialog', { name: 'Accepter la demande ?' })
      .getByRole('button', { name: 'Accepter' })
      .click();
    await expect(pending).toHaveCount(0);
    await page.getByRole('tab', { name: /^Terminées/ }).click();
    const done = page.getByRole('article', { name: title, exact: true });
    await expect(done).toContainText('À planifier');
    await expect(done.getByText('Terminé', { exact: true })).toHaveCount(0);
    await done.getByRole('button', { name: 'Voir les détails' }).click();
    const details = page.getByRole('dialog', { name: 'Demande de transport' });
    await expect(details.getByRole('heading', { name: 'Expéditeur' })).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Destinataire' })).toBeVisible();
    await expect(details).toContainText('Demande acceptée');
  });

  test('the regional form sends an address in Lyon to a collection outside Île-de-France, filled in', async ({
    page,
  }) => {
    const company = `Lyon Recyclage ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/regional-collection?vue=liste');
    await page.getByRole('button', { name: 'Nouvelle collecte' }).click();
    const regional = page.getByRole('dialog', { name: 'Nouvelle collecte' });
    await fillContact(regional, company, 'Adresse de collecte');
    await regional
      .getByLabel('Adresse de collecte', { exact: true })
      .fill('5 rue de la République, 69001 Lyon');
    await regional.getByLabel('Ordinateurs', { exact: true }).fill('3');
    await regional.getByLabel('Écrans', { exact: true }).fill('2');
    await regional.getByLabel('Date souhaitée').fill(nextYear('05-12'));
    await regional.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(
      regional.getByText('La collecte doit se situer en Île-de-France', { exact: false }),
    ).toBeVisible();

    await regional.getByRole('link', { name: 'Créer une collecte hors Île-de-France' }).click();
    await expect(page).toHaveURL(/\/collection$/);
    const form = page.getByRole('dialog', { name: 'Nouvelle collecte hors Île-de-France' });
    await expect(form.getByLabel("Nom de l'entreprise client")).toHaveValue(company);
    await expect(form.getByLabel('Nom du contact')).toHaveValue('Claire Petit');
    await expect(form.getByLabel('Email du contact')).toHaveValue('claire.petit@example.test');
    await expect(form.getByLabel('Téléphone')).toHaveValue('01 02 03 04 05');
    await expect(form.getByLabel('Adresse de collecte')).toHaveValue('5 rue de la République, 69001 Lyon');
    await expect(form.getByLabel('Matériel à collecter')).toHaveValue('3 ordinateurs, 2 écrans');

    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(requestCreatedToast(page)).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByRole('article', { name: company, exact: true });
    await expect(card).toContainText('3 ordinateurs, 2 écrans');
    await expect(card).toContainText('En attente');
    // A reload does not reopen the form: the hand-over was used once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Collectes hors Île-de-France' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the collection form sends an address in Montreuil to a regional collection, filled in', async ({
    page,
  }) => {
    const company = `Montreuil Recyclage ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/collection');
    await page.getByRole('button', { name: 'Nouvelle collecte' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle collecte hors Île-de-France' });
    await form.getByLabel("Nom de l'entreprise client").fill(company);
    await form.getByLabel('Nom du contact').fill('Paul Martin');
    await form.getByLabel('Email du contact').fill('paul.martin@example.test');
    await form.getByLabel('Téléphone').fill('01 48 00 00 00');
    await form.getByLabel('Adresse de collecte').fill('1 place Jean Jaurès, 93100 Montreuil');
    await form.getByLabel('Matériel à collecter').fill('4 ordinateurs, 1 écran');
    await form.getByLabel('Commentaires (facultatif)').fill('Quai de chargement côté cour');
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(form.getByText('Cette adresse est en Île-de-France', { exact: false })).toBeVisible();

    await form.getByRole('link', { name: 'Créer une collecte Région Parisienne' }).click();
    await expect(page).toHaveURL(/\/regional-collection$/);
    const regional = page.getByRole('dialog', { name: 'Nouvelle collecte' });
    await expect(regional.getByLabel("Nom de l'entreprise client")).toHaveValue(company);
    await expect(regional.getByLabel('Nom du contact')).toHaveValue('Paul Martin');
    await expect(regional.getByLabel('Adresse de collecte', { exact: true })).toHaveValue(
      '1 place Jean Jaurès, 93100 Montreuil',
    );
    await expect(regional.getByLabel('Ordinateurs', { exact: true })).toHaveValue('4');
    await expect(regional.getByLabel('Écrans', { exact: true })).toHaveValue('1');
    // The comment comes along, and is saved with the regional collection (issue 30 point 18).
    await expect(regional.getByLabel('Commentaires (facultatif)')).toHaveValue(
      'Quai de chargement côté cour',
    );
    await regional.getByLabel('Date souhaitée').fill(nextYear('05-13'));
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/regional-collection-requests') && response.status() === 201,
    );
    await regional.getByRole('button', { name: 'Créer la demande' }).click();
    expect((await (await created).json()).comments).toBe('Quai de chargement côté cour');
    await expect(requestCreatedToast(page)).toBeVisible();
    await expect(regional).toBeHidden();
  });
});
