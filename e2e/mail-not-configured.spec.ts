/**
 * While no mail can be sent (before settings-gmail.spec.ts authorizes Gmail: this file sorts first), no
 * screen promises one: saving the logistics address says nothing will leave, Mon compte's switch says its
 * mails wait for the setup, and administrators are shown where to configure it.
 */
import { expect } from '@playwright/test';
import { ADMIN, openSettingsTab, registerUser, signIn, toast } from './fixtures';
import { test } from './test';

// The address the e2e server was started with (NOTIFICATION_EMAIL): saved again unchanged, since later
// specs expect their mails there.
const LOGISTICS = 'logistique@example.test';

test('an administrator is told that no notification leaves, and where to set up sending', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await openSettingsTab(page, 'Général');
  const notifications = page.getByRole('form', { name: 'Notifications' });
  await expect(page.getByText("Aucune notification ne part pour l'instant")).toBeVisible();

  await notifications.getByLabel('Email de notification').fill(LOGISTICS);
  await notifications.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const saved = toast(page, 'Paramètres mis à jour');
  await expect(saved).toContainText(
    "Adresse enregistrée. Aucune notification ne partira tant que l'envoi d'e-mails n'est pas configuré.",
  );
  await expect(saved).not.toContainText('seront notifiées');

  await openSettingsTab(page, 'Mon compte');
  await expect(page.getByText("Aucun e-mail n'est envoyé pour l'instant")).toBeVisible();
  await page.getByRole('link', { name: "Configurer l'envoi des e-mails" }).click();
  await expect(page.getByRole('tab', { name: 'Configuration Gmail' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText("Jeton d'autorisation Gmail manquant");
  // The address Google must send back to is the one this browser uses.
  await expect(panel.locator('#gmail-redirect-uri')).toHaveText(
    `${new URL(page.url()).origin}/auth/gmail/callback`,
  );
});

test('a user keeps the choice of decision mails, told that none is sent for now', async ({ page }) => {
  const member = await registerUser(page, `sansmail${Date.now()}`);
  await signIn(page, member.username, member.password);
  await page.goto('/settings');
  const caveat = page.getByText("Aucun e-mail n'est envoyé pour l'instant").locator('..');
  await expect(caveat).toContainText('Un administrateur doit le configurer.');
  await expect(page.getByRole('link', { name: "Configurer l'envoi des e-mails" })).toHaveCount(0);

  const choice = page.getByRole('switch', {
    name: "Recevoir un e-mail lorsqu'une de mes demandes est acceptée ou refusée",
  });
  await expect(choice).toBeChecked();
  await choice.click();
  await expect(choice).not.toBeChecked();
  await choice.click();
  await expect(choice).toBeChecked();
  await expect(toast(page, 'Profil mis à jour').last()).toContainText(
    "Votre choix est enregistré. Aucun e-mail ne partira tant que l'envoi d'e-mails n'est pas configuré.",
  );
});
