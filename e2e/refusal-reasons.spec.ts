import { expect } from '@playwright/test';
import { ADMIN, fillContact, nextYear, signIn, toast } from './fixtures';
import { test } from './test';

// Spec §8 "Requests": a failed creation shows « Erreur » with the server's message; the spec's fallback
// only when the server gives none. A refusal the form could not foresee must say why.
test('a creation the server refuses says why in its toast, and the form keeps what was typed', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Quai éphémère ${stamp}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  const saved = await page.request.post('/api/saved-addresses', {
    data: {
      name,
      companyName: `Dépôt ${stamp}`,
      contactName: 'Hugo Bernard',
      contactEmail: 'hugo.bernard@example.test',
      contactPhone: '01 11 22 33 44',
      deliveryAddress: '5 rue du Port, 59000 Lille',
    },
  });
  const { id } = (await saved.json()) as { id: number };

  await page.goto('/package-pickup');
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  const form = page.getByRole('dialog', { name: "Nouvelle demande d'enlèvement" });
  await fillContact(form, `Refus ${stamp}`);
  await form.getByLabel('Date souhaitée').fill(nextYear('04-15'));
  await form.getByRole('button', { name: "Adresse d'expédition" }).click();
  await form.getByRole('combobox', { name: 'Rechercher une adresse' }).fill(name);
  await form.getByRole('option', { name: new RegExp(name) }).click();
  // Someone deletes the address while the form is open: only the server can know.
  expect((await page.request.delete(`/api/saved-addresses/${id}`)).status()).toBe(204);

  await form.getByRole('button', { name: 'Créer la demande' }).click();
  await expect(toast(page, 'Erreur')).toContainText("L'adresse d'expédition n'existe pas");
  await expect(form.getByLabel("Nom de l'entreprise client", { exact: true })).toHaveValue(`Refus ${stamp}`);
});
