/** Settings › Transporteurs: carriers, their tracking page and their waste-transport identity. */
import { expect } from '@playwright/test';
import { ADMIN, discardTyping, listCard, openSettingsTab, signIn, toast } from './fixtures';
import { test } from './test';

test.describe('Paramètres › Transporteurs', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
  });

  test('adds a carrier with its tracking page, edits it and deletes it', async ({ page }) => {
    const name = `Fret Express ${Date.now()}`;
    await openSettingsTab(page, 'Transporteurs');
    await expect(page).toHaveURL(/onglet=transporteurs/);
    // The seeded carriers, with their tracking page as a sample link, or none.
    await expect(listCard(page, 'Colissimo').getByRole('link')).toHaveAttribute(
      'href',
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    await expect(listCard(page, 'Moyens propres')).toContainText('Pas de page de suivi');

    await page.getByRole('button', { name: 'Nouveau transporteur' }).click();
    const create = page.getByRole('dialog', { name: 'Nouveau transporteur' });
    await expect(create).toContainText("avec {numero} à l'endroit du numéro de suivi");
    await create.getByLabel('Nom').fill(name);
    // Checked in the browser by the server's own schema: a web address with {numero}.
    await create.getByLabel('Adresse de suivi').fill('fret.example/suivi');
    await create.getByRole('button', { name: 'Ajouter' }).click();
    await expect(
      create.getByText(/doit être une adresse web \(https:\/\/…\) contenant \{numero\}/),
    ).toBeVisible();
    await create.getByLabel('Adresse de suivi').fill('https://fret.example/suivi?colis={numero}');
    await expect(create).toContainText(
      'Exemple de lien\u00a0: https://fret.example/suivi?colis=6A12345678901',
    );
    await create.getByRole('button', { name: 'Ajouter' }).click();
    await expect(toast(page, 'Transporteur ajouté')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(listCard(page, name).getByRole('link')).toHaveAttribute(
      'href',
      'https://fret.example/suivi?colis=6A12345678901',
    );

    // The server refuses a second carrier of the same name (whatever the case), under the field.
    await page.getByRole('button', { name: 'Nouveau transporteur' }).click();
    await create.getByLabel('Nom').fill(name.toUpperCase());
    await create.getByRole('button', { name: 'Ajouter' }).click();
    await expect(create.getByText('Un transporteur porte déjà ce nom.')).toBeVisible();
    await expect(create.getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');
    await create.getByRole('button', { name: 'Annuler' }).click();
    // What was typed is not saved: the dialog asks before throwing it away.
    await discardTyping(page);
    await expect(create).toBeHidden();

    await page.getByRole('button', { name: `Modifier le transporteur ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le transporteur' });
    await expect(edit.getByLabel('Adresse de suivi')).toHaveValue(
      'https://fret.example/suivi?colis={numero}',
    );
    await edit.getByLabel('Adresse de suivi').fill('');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Transporteur mis à jour')).toBeVisible();
    await expect(listCard(page, name)).toContainText('Pas de page de suivi');

    await page.getByRole('button', { name: `Supprimer le transporteur ${name}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir supprimer ce transporteur ?',
    });
    await expect(confirm).toContainText('il disparaît des choix, mais ces demandes le conservent');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Transporteur supprimé')).toBeVisible();
    await expect(listCard(page, name)).toHaveCount(0);
  });

  test('records a carrier’s SIRET and waste transport receipt, shown on its card (decision 0089)', async ({
    page,
  }) => {
    const name = `Fret Identifié ${Date.now()}`;
    await openSettingsTab(page, 'Transporteurs');
    await page.getByRole('button', { name: 'Nouveau transporteur' }).click();
    const create = page.getByRole('dialog', { name: 'Nouveau transporteur' });
    await create.getByLabel('Nom').fill(name);
    // INSEE's check key, in the browser, by the schema the server uses.
    await create.getByLabel('SIRET (facultatif)').fill('732 829 320 00075');
    await create.getByLabel(/Récépissé de déclaration de transport de déchets/).fill('R-75-2026-0042');
    await create.getByRole('button', { name: 'Ajouter' }).click();
    await expect(
      create.getByText("Ce SIRET n'est pas valide\u00a0: vérifiez ses 14 chiffres (clé de contrôle)"),
    ).toBeVisible();
    await expect(create.getByLabel('SIRET (facultatif)')).toHaveAttribute('aria-invalid', 'true');
    await create.getByLabel('SIRET (facultatif)').fill('73282932000074');
    await create.getByRole('button', { name: 'Ajouter' }).click();
    await expect(toast(page, 'Transporteur ajouté')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(listCard(page, name)).toContainText(/SIRET\s:\s732 829 320 00074/);
    await expect(listCard(page, name)).toContainText(/Récépissé\s:\sR-75-2026-0042/);

    // Edited: the SIRET comes back formatted; a récépissé emptied leaves the card.
    await page.getByRole('button', { name: `Modifier le transporteur ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le transporteur' });
    await expect(edit.getByLabel('SIRET (facultatif)')).toHaveValue('732 829 320 00074');
    await expect(edit.getByLabel(/Récépissé de déclaration/)).toHaveValue('R-75-2026-0042');
    await edit.getByLabel(/Récépissé de déclaration/).fill('');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Transporteur mis à jour')).toBeVisible();
    await expect(listCard(page, name)).toContainText('732 829 320 00074');
    await expect(listCard(page, name)).not.toContainText('Récépissé');

    await page.getByRole('button', { name: `Supprimer le transporteur ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(listCard(page, name)).toHaveCount(0);
  });
});
