import { expect, type Page } from '@playwright/test';
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

const PATH = 'regional-collection-requests';

const weekHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Semaine du / });
/** A day of the calendar, by its heading ("Jeudi 4 mars"). */
const day = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
/** A collection in the calendar, by its company. */
const calendarCard = (page: Page, company: string) =>
  page.getByRole('article', { name: company, exact: true });

test.describe('Collectes Région Parisienne', () => {
  test('the calendar moves week by week and comes back to the current week', async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/regional-collection');
    await expect(page.getByRole('heading', { level: 1, name: 'Collectes Région Parisienne' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calendrier' })).toHaveAttribute('aria-pressed', 'true');
    const current = await weekHeading(page).innerText();

    await page.getByRole('button', { name: 'Suivante' }).click();
    await expect(weekHeading(page)).not.toHaveText(current);
    await expect(page).toHaveURL(/semaine=\d{4}-\d{2}-\d{2}/);
    await page.getByRole('button', { name: 'Précédente' }).click();
    await expect(weekHeading(page)).toHaveText(current);
    await page.getByRole('button', { name: 'Précédente' }).click();
    await expect(weekHeading(page)).not.toHaveText(current);
    await page.getByRole('button', { name: "Aujourd'hui" }).click();
    await expect(weekHeading(page)).toHaveText(current);
    await expect(page.locator('[aria-current="date"]')).toHaveCount(1);

    await page.goto('/regional-collection?semaine=2027-03-03');
    await expect(weekHeading(page)).toHaveText('Semaine du 1er au 7 mars 2027');
    const days = page
      .getByRole('list', { name: 'Semaine du 1er au 7 mars 2027' })
      .getByRole('heading', { level: 3 });
    await expect(days).toHaveText([
      'Lundi 1er mars',
      'Mardi 2 mars',
      'Mercredi 3 mars',
      'Jeudi 4 mars',
      'Vendredi 5 mars',
      'Samedi 6 mars',
      'Dimanche 7 mars',
    ]);
  });

  test('a collection created for another week brings the calendar to that week, on the pending tab', async ({
    page,
  }) => {
    const company = `Semaine prochaine ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/regional-collection');
    const thisWeek = await weekHeading(page).innerText();
    // Created while looking at the rejected requests of this week.
    await openStatusTab(page, 'Rejetées');
    await page.getByRole('button', { name: 'Nouvelle collecte' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle collecte' });
    await fillContact(form, company, 'Adresse de collecte');
    await form.getByLabel('Ordinateurs', { exact: true }).fill('2');
    // A Wednesday of next year: its week starts on the Monday two days before.
    const wednesday = nextYear('03-10');
    const monday = new Date(`${wednesday}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    await form.getByLabel('Date souhaitée').fill(wednesday);
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`semaine=${monday.toISOString().slice(0, 10)}`));
    await expect(weekHeading(page)).not.toHaveText(thisWeek);
    await expect(page.getByRole('tab', { name: /^En attente/ })).toHaveAttribute('aria-selected', 'true');
    await expect(calendarCard(page, company)).toBeVisible();
  });

  test('an administrator creates a collection, edits it from its details and decides in the calendar', async ({
    page,
  }) => {
    const stamp = Date.now();
    const company = `Collecte ${stamp}`;
    const refused = `Collecte refusée ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const before = await requestCounts(page, PATH);
    await page.goto('/regional-collection?semaine=2027-03-01');
    await expect(counter(page, 'Total Collectes')).toContainText(String(before.total));

    await page.getByRole('button', { name: 'Nouvelle collecte' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle collecte' });
    await expect(form).toContainText("L'adresse doit se situer en Île-de-France.");
    await fillContact(form, company, 'Adresse de collecte');
    await form.getByLabel('Ordinateurs', { exact: true }).fill('10');
    await form.getByLabel('Téléphones', { exact: true }).fill('-2');
    await form.getByLabel('Écrans', { exact: true }).fill('5');
    const packaging = form.getByRole('region', { name: 'Emballages calculés' });
    await expect(packaging).toContainText('Enveloppes PC11');
    await expect(packaging).toContainText('Grands cartons (écrans)2');
    await form.getByLabel('Date souhaitée').fill('2027-03-04');
    await form.getByRole('radio', { name: 'Heure spécifique' }).check();
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(form.getByText('Le nombre de téléphones doit être positif')).toBeVisible();
    await expect(
      form.getByText("Veuillez spécifier l'heure si vous choisissez un créneau spécifique"),
    ).toBeVisible();
    await form.getByLabel('Téléphones', { exact: true }).fill('0');
    await form.getByLabel('Heure souhaitée').fill('10:30');
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(toast(page, 'Demande créée avec succès')).toBeVisible();
    await expect(form).toBeHidden();

    const card = day(page, 'Jeudi 4 mars').getByRole('article', { name: company });
    await expect(card).toContainText('À 10 h 30');
    await expect(card).toContainText('10 ordinateurs · 5 écrans');
    await expect(counter(page, 'En Attente')).toContainText(String(before.pending + 1));

    // Edit from the details dialog: the form switches to edit mode.
    await card.getByRole('button', { name: company }).click();
    const details = page.getByRole('dialog', { name: 'Collecte Région Parisienne' });
    await expect(details).toContainText('Enveloppes PC');
    await details.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la collecte' });
    await expect(edit.getByLabel('Ordinateurs', { exact: true })).toHaveValue('10');
    await expect(edit.getByLabel('Heure souhaitée')).toHaveValue('10:30');
    await edit.getByLabel('Nom du contact').fill('Louis Moreau');
    await edit.getByRole('radio', { name: 'Après-midi (14 h – 18 h)' }).check();
    await edit.getByLabel('Date souhaitée').fill('2027-03-05');
    await edit.getByRole('button', { name: 'Modifier la demande' }).click();
    await expect(toast(page, 'Demande modifiée')).toBeVisible();
    await expect(edit).toBeHidden();
    const moved = day(page, 'Vendredi 5 mars').getByRole('article', { name: company });
    await expect(moved).toContainText('Louis Moreau');
    await expect(moved).toContainText('Après-midi (14 h – 18 h)');
    await expect(day(page, 'Jeudi 4 mars').getByRole('article', { name: company })).toHaveCount(0);

    // Quick decisions in the calendar.
    await moved.getByRole('button', { name: 'Accepter' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Accepter la demande ?' });
    await expect(confirm).toContainText("Elle ne déduit rien du stock d'emballages.");
    await confirm.getByRole('button', { name: 'Accepter' }).click();
    await expect(toast(page, 'Statut mis à jour')).toBeVisible();
    await expect(calendarCard(page, company)).toHaveCount(0);
    await createRequest(page, PATH, { ...requestContact(refused), desiredDate: '2027-03-02' });
    await page.reload();
    await day(page, 'Mardi 2 mars')
      .getByRole('article', { name: refused })
      .getByRole('button', { name: 'Refuser' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refuser' }).click();
    await expect(toast(page, 'Statut mis à jour')).toBeVisible();

    await openStatusTab(page, 'Terminées');
    const accepted = day(page, 'Vendredi 5 mars').getByRole('article', { name: company });
    await expect(accepted).toContainText('À planifier');
    await expect(accepted.getByText('Terminé', { exact: true })).toHaveCount(0);
    await openStatusTab(page, 'Rejetées');
    await expect(day(page, 'Mardi 2 mars').getByRole('article', { name: refused })).toContainText('Refusé');
    await expect(counter(page, 'Terminées')).toContainText(String(before.completed + 1));
    await expect(counter(page, 'Rejetées')).toContainText(String(before.rejected + 1));

    // The list view: the same tabs with full cards.
    await page.getByRole('button', { name: 'Liste' }).click();
    await expect(page).toHaveURL(/vue=liste/);
    await expect(page.getByRole('tab', { name: /^Rejetées/ })).toHaveAttribute('aria-selected', 'true');
    await expect(requestCard(page, refused)).toContainText('1 rue de la Paix, 75002 Paris');
    await expect(requestCard(page, refused).getByRole('button', { name: 'Voir les détails' })).toBeVisible();
  });

  test('an ordinary user sees the collections without the decision buttons', async ({ page }) => {
    const company = `Collecte agent ${Date.now()}`;
    const user = await registerUser(page, `agent-reg-${Date.now()}`);
    await signIn(page, user.username, user.password);
    await createRequest(page, PATH, {
      ...requestContact(company),
      desiredDate: '2027-04-07',
      computersToCollect: 2,
      preferredTimeSlot: 'morning',
    });
    await page.goto('/regional-collection?semaine=2027-04-05');
    const card = day(page, 'Mercredi 7 avril').getByRole('article', { name: company });
    await expect(card).toContainText('Matin (8 h – 12 h)');
    await expect(card.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
    await expect(
      page.getByText('Seuls les administrateurs peuvent valider ou rejeter les demandes'),
    ).toBeVisible();
    // The server refuses the decision too.
    const list = (await (await page.request.get(`/api/${PATH}?q=${encodeURIComponent(company)}`)).json()) as {
      id: number;
    }[];
    const refused = await page.request.patch(`/api/${PATH}/${list[0]?.id}`, {
      data: { status: 'completed' },
    });
    expect(refused.status()).toBe(403);
  });
  test('a crowded day shows its first cards, says how many others it has and lists them all', async ({
    page,
  }) => {
    const stamp = Date.now();
    // A week of its own, far ahead (a Monday from 2031 on): its days hold only this test's collections.
    const monday = new Date(Date.UTC(2031, 0, 6 + 7 * (stamp % 400)));
    const iso = monday.toISOString().slice(0, 10);
    await signIn(page, ADMIN.username, ADMIN.password);
    for (let n = 1; n <= 11; n += 1) {
      await createRequest(page, PATH, {
        ...requestContact(`Journée chargée ${stamp} n°${n}`),
        desiredDate: iso,
      });
    }
    await page.goto(`/regional-collection?semaine=${iso}`);
    const crowded = page
      .getByRole('list', { name: /^Semaine du / })
      .getByRole('listitem')
      .first();
    await expect(crowded).toContainText('11 collectes');
    await expect(crowded.getByRole('article')).toHaveCount(8);
    await crowded.getByRole('button', { name: 'Voir les 3 autres' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('11 collectes');
    await expect(dialog.getByRole('article')).toHaveCount(11);
    await expect(
      dialog.getByRole('article', { name: `Journée chargée ${stamp} n°11`, exact: true }),
    ).toBeVisible();
    // A card opens the collection's details, in place of the day's list.
    await dialog.getByRole('article', { name: `Journée chargée ${stamp} n°11`, exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(`Journée chargée ${stamp} n°11`);
  });
});
