import { expect, type Page } from '@playwright/test';
import { ADMIN, discardTyping, openSettingsTab, registerUser, signIn, signOut, toast } from './fixtures';
import { test } from './test';

/** A card of a settings list, found by its title. */
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('settings for administrators', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
  });

  test('shows the ten tabs, Général first and selected, and keeps the chosen tab on reload', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Général',
      "Identité de l'entreprise",
      'Articles',
      "Adresses d'expédition",
      'Transporteurs',
      'Configuration Gmail',
      'Utilisateurs',
      'Sauvegarde',
      'Journal',
      'Mon compte',
    ]);
    await expect(page.getByRole('tab', { name: 'Général' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Sauvegarde' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('button', { name: 'Télécharger maintenant' }),
    ).toBeVisible();
    // What to ask of whoever runs the server, not a command nor a file only they can read.
    await expect(page.getByRole('tabpanel')).toContainText(
      'demandez à la personne qui administre le serveur de le faire',
    );
    await expect(page.getByRole('tabpanel')).not.toContainText('npm run restore');

    await page.getByRole('tab', { name: 'Configuration Gmail' }).click();
    await expect(page).toHaveURL(/onglet=gmail/);
    const gmail = page.getByRole('tabpanel');
    await expect(gmail.getByRole('heading', { name: 'Configuration Gmail' })).toBeVisible();
    await expect(gmail.getByRole('button', { name: 'Actualiser le statut' })).toBeEnabled();
    await expect(gmail.getByRole('heading', { name: 'État des envois' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Configuration Gmail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('changes the carton dimensions and finds them after a reload', async ({ page }) => {
    // Values that differ from whatever is stored, so the test proves the save.
    const width = 41 + (Date.now() % 50);
    const height = 31 + (Date.now() % 40);
    const palletLength = 121 + (Date.now() % 60);
    await openSettingsTab(page, 'Général');

    const standard = page.getByRole('group', { name: 'Carton standard' });
    const large = page.getByRole('group', { name: 'Grand carton' });
    const pallet = page.getByRole('group', { name: 'Europalette' });
    await expect(pallet.getByLabel('Hauteur (cm)')).toHaveCount(0);

    // The tab has a second form (the notification address) with its own "Enregistrer".
    const dimensions = page.getByRole('form', { name: 'Paramètres généraux' });

    // A zero dimension is refused under its field, in French.
    await standard.getByLabel('Largeur (cm)').fill('0');
    await dimensions.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(standard.getByText("La dimension doit être d'au moins 1 cm")).toBeVisible();

    await standard.getByLabel('Largeur (cm)').fill(String(width));
    await large.getByLabel('Hauteur (cm)').fill(String(height));
    await pallet.getByLabel('Longueur (cm)').fill(String(palletLength));
    await expect(page.getByText("ne saisissent que les 3 derniers chiffres du numéro d'offre")).toBeVisible();
    await dimensions.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(toast(page, 'Paramètres mis à jour')).toContainText(
      'Les dimensions des cartons ont été sauvegardées.',
    );

    await page.reload();
    await expect(standard.getByLabel('Largeur (cm)')).toHaveValue(String(width));
    await expect(large.getByLabel('Hauteur (cm)')).toHaveValue(String(height));
    await expect(pallet.getByLabel('Longueur (cm)')).toHaveValue(String(palletLength));
  });

  test("saves the logistics team's notification email", async ({ page }) => {
    const address = `logistique${Date.now()}@example.test`;
    await openSettingsTab(page, 'Général');
    const notifications = page.getByRole('form', { name: 'Notifications' });
    const field = notifications.getByLabel('Email de notification');

    await field.fill('pas-un-email');
    await notifications.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(notifications.getByText('Email invalide')).toBeVisible();

    await field.fill(address);
    await notifications.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    // Saying where the notifications go, or that none will until mail is configured (settings-gmail.spec.ts
    // configures it: whether it ran first depends on the order).
    await expect(toast(page, 'Paramètres mis à jour')).toContainText(
      new RegExp(`${address.replaceAll('.', '\\.')}|Aucune notification ne partira`),
    );
    await page.reload();
    await expect(field).toHaveValue(address);
  });

  test('creates, edits and deletes a shipping address', async ({ page }) => {
    const name = `Entrepôt ${Date.now()}`;
    await openSettingsTab(page, "Adresses d'expédition");
    await expect(page).toHaveURL(/onglet=adresses/);

    await page.getByRole('button', { name: 'Nouvelle adresse' }).click();
    const create = page.getByRole('dialog', { name: 'Nouvelle adresse' });
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(create.getByText("Le nom de l'adresse est requis")).toBeVisible();

    await create.getByLabel("Nom de l'adresse").fill(name);
    await create.getByLabel('Nom de la société').fill('Recyclage Nord');
    await create.getByLabel('Nom du contact').fill('Paul Leroy');
    await create.getByLabel('Email du contact').fill('pas-un-email');
    await create.getByLabel('Téléphone du contact').fill('+33123456789');
    await create.getByLabel('Adresse de livraison').fill('12 rue des Lilas');
    await expect(create.getByLabel('Téléphone du contact')).toHaveValue('01 23 45 67 89');
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(create.getByText('Email invalide')).toBeVisible();
    await expect(create.getByText(/^Adresse incomplète\u00a0:/)).toBeVisible();
    await create.getByLabel('Email du contact').fill('paul.leroy@example.test');
    await create.getByLabel('Adresse de livraison').fill('12 rue des Lilas\n59000 Lille');
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(toast(page, 'Adresse créée')).toBeVisible();
    await expect(create).toBeHidden();

    const created = card(page, name);
    await expect(created).toContainText('Recyclage Nord');
    await expect(created).toContainText('Paul Leroy');
    await expect(created).toContainText('59000 Lille');
    await expect(created).toContainText('paul.leroy@example.test');
    await expect(created).toContainText('01 23 45 67 89');

    await page.getByRole('button', { name: `Modifier l'adresse ${name}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'adresse" });
    await expect(edit.getByLabel("Nom de l'adresse")).toHaveValue(name);
    await edit.getByLabel('Nom de la société').fill('Recyclage Sud');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Adresse mise à jour')).toBeVisible();
    await expect(card(page, name)).toContainText('Recyclage Sud');

    await page.getByRole('button', { name: `Supprimer l'adresse ${name}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cette adresse ?',
    });
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(card(page, name)).toBeVisible();

    await page.getByRole('button', { name: `Supprimer l'adresse ${name}` }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Adresse supprimée')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
  });

  test('creates, edits and deletes an article', async ({ page }) => {
    const name = `Cartons ${Date.now()}`;
    await openSettingsTab(page, 'Articles');
    await expect(page).toHaveURL(/onglet=articles/);

    await page.getByRole('button', { name: 'Nouvel article' }).click();
    const create = page.getByRole('dialog', { name: 'Nouvel article' });
    await expect(create.getByLabel('Unité')).toHaveValue('pièces');
    await create.getByRole('button', { name: 'Ajouter' }).click();
    await expect(create.getByText('Le nom est requis')).toBeVisible();

    await create.getByLabel('Nom').fill(name);
    await create.getByLabel('Description').fill('Cartons 40×30×20 pour ordinateurs portables');
    await create.getByLabel('Stock actuel').fill('25');
    await create.getByRole('button', { name: 'Ajouter' }).click();
    await expect(toast(page, 'Article ajouté')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(card(page, name)).toContainText('Stock\u00a0: 25 pièces');
    await expect(card(page, name)).toContainText('Cartons 40×30×20 pour ordinateurs portables');

    // The tab survives a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: `Modifier l'article ${name}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'article" });
    await expect(edit.getByLabel('Stock actuel')).toHaveValue('25');
    await edit.getByLabel('Unité').fill('cartons');
    await edit.getByLabel('Stock actuel').fill('40');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Article modifié')).toBeVisible();
    await expect(card(page, name)).toContainText('Stock\u00a0: 40 cartons');

    await page.getByRole('button', { name: `Supprimer l'article ${name}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cet article ?',
    });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Article supprimé')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);

    // The stock edit made it part of the ledger: the item is archived, gone from the stock page, and its
    // movement is still listed under its name.
    await page.goto('/packaging-stock');
    const recent = page.getByRole('region', { name: 'Mouvements de Stock Récents' });
    await expect(recent.getByRole('listitem').filter({ hasText: name }).first()).toContainText('+15 cartons');
    await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
  });

  test('adds a carrier with its tracking page, edits it and deletes it', async ({ page }) => {
    const name = `Fret Express ${Date.now()}`;
    await openSettingsTab(page, 'Transporteurs');
    await expect(page).toHaveURL(/onglet=transporteurs/);
    // The seeded carriers, with their tracking page as a sample link, or none.
    await expect(card(page, 'Colissimo').getByRole('link')).toHaveAttribute(
      'href',
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    await expect(card(page, 'Moyens propres')).toContainText('Pas de page de suivi');

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
    await expect(card(page, name).getByRole('link')).toHaveAttribute(
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
    await expect(card(page, name)).toContainText('Pas de page de suivi');

    await page.getByRole('button', { name: `Supprimer le transporteur ${name}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir supprimer ce transporteur ?',
    });
    await expect(confirm).toContainText('il disparaît des choix, mais ces demandes le conservent');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Transporteur supprimé')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
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
    await expect(card(page, name)).toContainText(/SIRET\s:\s732 829 320 00074/);
    await expect(card(page, name)).toContainText(/Récépissé\s:\sR-75-2026-0042/);

    // Edited: the SIRET comes back formatted; a récépissé emptied leaves the card.
    await page.getByRole('button', { name: `Modifier le transporteur ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le transporteur' });
    await expect(edit.getByLabel('SIRET (facultatif)')).toHaveValue('732 829 320 00074');
    await expect(edit.getByLabel(/Récépissé de déclaration/)).toHaveValue('R-75-2026-0042');
    await edit.getByLabel(/Récépissé de déclaration/).fill('');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Transporteur mis à jour')).toBeVisible();
    await expect(card(page, name)).toContainText('732 829 320 00074');
    await expect(card(page, name)).not.toContainText('Récépissé');

    await page.getByRole('button', { name: `Supprimer le transporteur ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(card(page, name)).toHaveCount(0);
  });

  test('creates a user who then signs in and sees only "Mon compte"', async ({ page }) => {
    const username = `agent${Date.now()}`;
    const password = 'mot-de-passe-agent';
    await openSettingsTab(page, 'Utilisateurs');
    await expect(
      page.getByRole('button', { name: `Modifier l'utilisateur ${ADMIN.username}` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    const create = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
    await create.getByLabel("Nom d'utilisateur").fill(username);
    await create.getByLabel('Email').fill(`${username}@example.test`);
    await create.getByLabel('Prénom').fill('Lucie');
    await create.getByLabel('Nom', { exact: true }).fill('Bernard');
    await expect(create.getByLabel('Rôle')).toHaveValue('user');
    await expect(create.getByRole('switch', { name: 'Compte actif' })).toBeChecked();
    await create.getByLabel('Mot de passe').fill('court');
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(create.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await create.getByLabel('Mot de passe').fill(password);
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(toast(page, 'Utilisateur créé')).toBeVisible();

    const created = card(page, 'Lucie Bernard').filter({ hasText: username });
    await expect(created).toContainText(`${username}@example.test`);
    await expect(created).toContainText('Actif');
    await expect(created.getByText('Admin', { exact: true })).toHaveCount(0);
    await expect(created).toContainText(/Créé le \d{1,2}(er)?\s[a-zéû]+ \d{4}/);

    // The same username again: the server's message goes under the field.
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    await create.getByLabel("Nom d'utilisateur").fill(username);
    await create.getByLabel('Email').fill(`autre-${username}@example.test`);
    await create.getByLabel('Prénom').fill('Lucie');
    await create.getByLabel('Nom', { exact: true }).fill('Bernard');
    await create.getByLabel('Mot de passe').fill(password);
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(toast(page, 'Erreur lors de la création')).toBeVisible();
    await expect(create.getByText("Ce nom d'utilisateur est déjà utilisé")).toBeVisible();
    await create.getByRole('button', { name: 'Annuler' }).click();
    // What was typed is not saved: the dialog asks before throwing it away.
    await discardTyping(page);

    await signOut(page);
    await signIn(page, username, password);
    await page.goto('/settings');
    await expect(page.getByRole('tab')).toHaveText(['Mon compte']);
    await expect(page.getByRole('tab', { name: 'Mon compte' })).toHaveAttribute('aria-selected', 'true');

    // An administrators' tab in the URL is refused.
    await page.goto('/settings?onglet=utilisateurs');
    await expect(page.getByText('Accès réservé aux administrateurs')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Mon compte']);
  });

  test('edits a user (Inactif badge) and cannot demote the last administrator', async ({ page }) => {
    const username = `inactif${Date.now()}`;
    await registerUser(page, username);
    await signIn(page, ADMIN.username, ADMIN.password);
    await openSettingsTab(page, 'Utilisateurs');

    await page.getByRole('button', { name: `Modifier l'utilisateur ${username}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
    await expect(edit.getByLabel("Nom d'utilisateur")).toHaveValue(username);
    await expect(edit.getByText('Laisser vide pour ne pas changer')).toBeVisible();
    await edit.getByRole('switch', { name: 'Compte actif' }).click();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Utilisateur modifié')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: username })).toContainText('Inactif');

    // The last active administrator cannot be demoted: the server's message is shown.
    await page.getByRole('button', { name: `Modifier l'utilisateur ${ADMIN.username}` }).click();
    // The bootstrap account has no last name and an @localhost email, which the form refuses.
    await edit.getByLabel('Nom', { exact: true }).fill('Principal');
    await edit.getByLabel('Email').fill('admin@example.test');
    await edit.getByLabel('Rôle').selectOption('user');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Erreur')).toContainText('il doit rester au moins un administrateur actif');
    await expect(edit).toBeVisible();
  });
});

test.describe('Mon compte', () => {
  test('a user changes their password and signs in again with the new one', async ({ page }) => {
    const user = await registerUser(page, `mdp${Date.now()}`);
    const newPassword = 'nouveau-mot-de-passe';
    await signIn(page, user.username, user.password);
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Mon compte' })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe').fill('autre-chose');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

    await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(toast(page, 'Erreur lors de la modification du mot de passe')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Le mot de passe actuel est incorrect')).toBeVisible();

    await page.getByLabel('Mot de passe actuel').fill(user.password);
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(toast(page, 'Mot de passe modifié')).toBeVisible();
    await expect(page.getByLabel('Nouveau mot de passe')).toHaveValue('');

    await signOut(page);
    await signIn(page, user.username, newPassword);
  });

  test('a profile name change shows in the sidebar', async ({ page }) => {
    const user = await registerUser(page, `profil${Date.now()}`);
    await signIn(page, user.username, user.password);
    const sidebar = page.getByRole('complementary', { name: 'Barre latérale' });
    await expect(sidebar).toContainText('Jeanne Martin');

    await openSettingsTab(page, 'Mon compte');
    await expect(page.getByLabel('Prénom')).toHaveValue('Jeanne');
    await page.getByLabel('Prénom').fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill('Durand');
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(toast(page, 'Profil mis à jour')).toBeVisible();
    await expect(sidebar).toContainText('Camille Durand');
    await expect(sidebar).toContainText('CD');

    await page.reload();
    await expect(sidebar).toContainText('Camille Durand');
  });

  test('a user chooses whether to get a mail when their requests are decided', async ({ page }) => {
    const user = await registerUser(page, `suivi${Date.now()}`);
    await signIn(page, user.username, user.password);
    await openSettingsTab(page, 'Mon compte');

    const toggle = page.getByRole('switch', {
      name: "Recevoir un e-mail lorsqu'une de mes demandes est acceptée ou refusée",
    });
    const before = await toggle.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    await toggle.click();
    await expect(toast(page, 'Profil mis à jour')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', after);

    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', after);
  });

  test('a user saves Odoo credentials without the password ever being shown again', async ({ page }) => {
    const user = await registerUser(page, `odoo${Date.now()}`);
    await signIn(page, user.username, user.password);
    await openSettingsTab(page, 'Mon compte');

    const odoo = page.getByRole('region', { name: 'Intégration Odoo' });
    await expect(odoo.getByLabel('Mot de passe Odoo')).toHaveAttribute('type', 'password');
    await odoo.getByLabel('Identifiant Odoo').fill('jeanne.martin@example.test');
    await odoo.getByLabel('Mot de passe Odoo').fill('secret-odoo');
    await odoo.getByRole('button', { name: 'Enregistrer les identifiants' }).click();
    await expect(toast(page, 'Identifiants Odoo mis à jour')).toBeVisible();

    await page.reload();
    await expect(odoo.getByLabel('Identifiant Odoo')).toHaveValue('jeanne.martin@example.test');
    await expect(odoo.getByLabel('Mot de passe Odoo')).toHaveValue('');
    await expect(odoo).toContainText('Un mot de passe est enregistré.');
  });
});
