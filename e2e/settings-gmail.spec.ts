/**
 * Mail in a real Chromium: an administrator authorizes Gmail sending through the popup against the local
 * OpenID Connect provider (the e2e peers), a blocked popup is explained, and a request created in the app
 * reaches the logistics address through the Gmail API double. Runs after the request specs (file order),
 * since once Gmail is authorized the creation toast promises a notification.
 */
import { expect, type Page } from '@playwright/test';
import {
  ADMIN,
  fillContact,
  openSettingsTab,
  peerMessages,
  registerUser,
  resetPeers,
  signIn,
  signOut,
  toast,
} from './fixtures';
import { test } from './test';

const LOGISTICS = 'logistique@example.test';

/** The provider's own pages in the popup: its development sign-in form, then the consent form. */
async function passProviderPages(popup: Page, login: string) {
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any-password');
  await popup.locator('button[type="submit"]').click();
  await popup.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Gmail sending', () => {
  test.beforeEach(async ({ request }) => {
    await resetPeers(request);
  });

  test('a blocked popup is explained in French', async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    await openSettingsTab(page, 'Configuration Gmail');
    // As a popup blocker does: window.open answers null.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: "Autoriser l'envoi Gmail" }).click();
    await expect(toast(page, 'Erreur')).toContainText(
      'Les popups sont bloquées. Veuillez les autoriser pour configurer Gmail.',
    );
    await expect(page.getByRole('button', { name: "Autoriser l'envoi Gmail" })).toBeEnabled();
  });

  test('an administrator authorizes Gmail in the popup, then a new request reaches the logistics team', async ({
    page,
  }) => {
    // Two sign-ins, a popup's OAuth round trip, a registration and a mail delivered: about 35 s alone.
    test.setTimeout(75_000);
    await signIn(page, ADMIN.username, ADMIN.password);
    await openSettingsTab(page, 'Configuration Gmail');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText("Jeton d'autorisation Gmail manquant");
    await expect(panel).toContainText(`${page.url().split('/settings')[0]}/auth/gmail/callback`);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: "Autoriser l'envoi Gmail" }).click();
    const popup = await popupOpened;
    await passProviderPages(popup, 'ops.team@acme.test');
    await popup.waitForEvent('close');

    await expect(panel.getByText("L'envoi des e-mails est configuré")).toBeVisible();
    await expect(panel).toContainText('Compte Gmail expéditeur\u00a0:ops.team@acme.test');
    await expect(panel).toContainText('Configuration complète\u00a0: les notifications partent');
    await expect(panel).toContainText(`Notifications envoyées à\u00a0:${LOGISTICS}`);
    // The refresh token is shown once, with its copy button.
    await expect(panel.getByRole('button', { name: 'Copier le jeton' })).toBeVisible();

    // The test message goes out at once.
    await panel.getByRole('button', { name: 'Envoyer un message de test' }).click();
    await expect(toast(page, 'Message de test envoyé')).toBeVisible();
    await expect
      .poll(async () => (await peerMessages(page.request)).map((mail) => mail.subject))
      .toEqual(['Message de test — Gestion Logistique']);

    // The logistics address's card now says the notifications really leave.
    await page.getByRole('tab', { name: 'Général' }).click();
    await expect(page.getByText('Les notifications partent', { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(
      `Chaque nouvelle demande est envoyée par e-mail à ${LOGISTICS}.`,
    );
    await signOut(page);

    // An ordinary user creates a request; the logistics address receives it, once.
    await resetPeers(page.request);
    const member = await registerUser(page, `mail${Date.now()}`);
    await signIn(page, member.username, member.password);
    const company = `Mairie ${Date.now()}`;
    await page.goto('/regional-collection?vue=liste');
    await page.getByRole('button', { name: 'Nouvelle collecte' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle collecte' });
    await fillContact(form, company, 'Adresse de collecte');
    await form.getByLabel('Ordinateurs', { exact: true }).fill('4');
    await form.getByLabel('Date souhaitée').fill('2027-03-04');
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(toast(page, 'Succès')).toContainText("L'équipe logistique va être notifiée par e-mail.");

    await expect
      .poll(async () => (await peerMessages(page.request)).map((mail) => mail.subject), { timeout: 15_000 })
      .toEqual([`Nouvelle demande — Collectes Région Parisienne — ${company}`]);
    const [mail] = await peerMessages(page.request);
    expect(mail?.to).toEqual([LOGISTICS]);
    expect(mail?.text).toContain('Ordinateurs\u00a0: 4');
    const link = mail?.text.match(/https?:\/\/\S+demande=\d+/)?.[0];
    expect(link).toBeTruthy();

    // The link in the mail opens the request's details in the app.
    await page.goto(link as string);
    await expect(page.getByRole('dialog', { name: 'Collecte Région Parisienne' })).toContainText(company);
  });
});
