import { expect } from '@playwright/test';
import { ADMIN, nextYear, requestCreatedToast, signInByApi, toast } from './fixtures';
import { test } from './test';

/** Requests belong to clients by key (issue 23, decision 0065). */
test.describe('Requests linked to their client', () => {
  test('a client picked in a form owns the request: it shows on the client page, and stays there after a rename', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const company = `Lycée Lié ${stamp}`;
    await signInByApi(page, ADMIN.username, ADMIN.password);
    const created = await page.request.post('/api/clients', {
      data: {
        name: company,
        companyName: company,
        contactName: 'Odile Fontaine',
        contactEmail: 'odile@lycee.test',
        contactPhone: '04 72 00 00 01',
        companyAddress: '3 quai Perrache, 69002 Lyon',
      },
    });
    expect(created.status()).toBe(201);
    const clientId = (await created.json()).id as number;

    await page.goto('/material-conditioning');
    // The list's first load on a just-started server can take a while on a busy machine.
    await page.getByRole('button', { name: 'Nouvelle demande' }).click({ timeout: 20_000 });
    const form = page.getByRole('dialog', { name: 'Nouvelle demande de conditionnement' });
    const companyField = form.getByRole('combobox', { name: "Nom de l'entreprise client" });
    await companyField.fill(company);
    await expect(form.getByRole('option', { name: new RegExp(company) })).toBeVisible();
    await companyField.press('ArrowDown');
    await companyField.press('Enter');
    await expect(form.getByLabel('Nom du contact', { exact: true })).toHaveValue('Odile Fontaine');
    await form.getByLabel("Numéro d'offre").fill('7788');
    await form.getByLabel('Date souhaitée').fill(nextYear('10-20'));
    await form.getByLabel('Ordinateurs à collecter').fill('4');
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    const createdToast = requestCreatedToast(page);
    await expect(createdToast).toBeVisible();
    // Linked to a client of the directory: nothing to save.
    await expect(createdToast.getByRole('button', { name: /^Enregistrer ce client/ })).toHaveCount(0);

    await page.goto(`/clients/${clientId}`);
    const requests = page.getByRole('region', { name: 'Demandes de ce client' });
    await expect(
      requests.getByRole('link', { name: /^Envoi Conditionnement ENV-\d{4}-\d{5,}$/ }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(requests.getByText('Odile Fontaine · Offre')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Équipements reçus' })).toContainText(
      'Aucun équipement reçu de ce client',
    );
    await expect(page.getByRole('region', { name: 'Documents' })).toContainText('Aucune attestation');

    // Renamed, the client keeps its request: the link is the key, not the name.
    const renamed = `Lycée Renommé ${stamp}`;
    const { version } = await (await page.request.get(`/api/clients/${clientId}`)).json();
    const put = await page.request.put(`/api/clients/${clientId}`, {
      data: {
        version,
        name: renamed,
        companyName: renamed,
        contactName: 'Odile Fontaine',
        contactEmail: 'odile@lycee.test',
        contactPhone: '04 72 00 00 01',
        companyAddress: '3 quai Perrache, 69002 Lyon',
      },
    });
    expect(put.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(
      requests.getByRole('link', { name: /^Envoi Conditionnement ENV-\d{4}-\d{5,}$/ }),
    ).toBeVisible();

    // Linked requests refuse the client's deletion.
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Erreur')).toContainText('des demandes y font référence');
  });

  test('« Enregistrer ce client » from a transport saves its recipient and links the transport to it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const recipient = `Destinataire Lié ${Date.now()}`;
    await signInByApi(page, ADMIN.username, ADMIN.password);
    await page.goto('/transport');
    await page.getByRole('button', { name: 'Nouvelle demande' }).click({ timeout: 20_000 });
    const form = page.getByRole('dialog', { name: 'Nouvelle demande de transport' });
    // A private sender (no company): only the recipient is offered.
    await form.getByLabel("Contact de l'expéditeur").fill('Hugo Bernard');
    await form.getByLabel("Téléphone de l'expéditeur").fill('01 11 22 33 44');
    await form.getByLabel("Email de l'expéditeur").fill('hugo@example.test');
    await form.getByLabel("Adresse de l'expéditeur").fill('5 rue du Port, 93200 Saint-Denis');
    await form.getByLabel('Entreprise du destinataire (facultatif)').fill(recipient);
    await form.getByLabel('Contact du destinataire').fill('Marc Dest');
    await form.getByLabel('Téléphone du destinataire').fill('04 78 00 00 00');
    await form.getByLabel('Email du destinataire').fill('marc@atelier.test');
    await form.getByLabel('Adresse du destinataire').fill('5 rue de la République, 69001 Lyon');
    await form.getByLabel('Date de collecte').fill(nextYear('06-15'));
    const row = form.getByRole('group', { name: 'Ligne 1', exact: true });
    await row.getByLabel('Largeur (cm)').fill('40');
    await row.getByLabel('Longueur (cm)').fill('30');
    await row.getByLabel('Hauteur (cm)').fill('20');
    await row.getByLabel('Poids (kg)').fill('8');
    await form.getByRole('button', { name: 'Créer la demande' }).click();

    const createdToast = requestCreatedToast(page);
    await expect(
      createdToast.getByRole('button', { name: 'Enregistrer ce client (expéditeur)' }),
    ).toHaveCount(0);
    await createdToast.getByRole('button', { name: 'Enregistrer ce client (destinataire)' }).click();
    await expect(toast(page, 'Client créé')).toBeVisible();

    const found = await page.request.get(`/api/clients?q=${encodeURIComponent(recipient)}`);
    const [client] = (await found.json()) as { id: number; contactName: string }[];
    expect(client?.contactName).toBe('Marc Dest');
    await page.goto(`/clients/${client?.id}`);
    const requests = page.getByRole('region', { name: 'Demandes de ce client' });
    await expect(requests.getByRole('link', { name: /^Transports TRA-\d{4}-\d{5,}$/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(requests.getByText(`Collecte · → ${recipient}`)).toBeVisible();
  });
});
