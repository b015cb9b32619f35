import { expect, type Page } from '@playwright/test';
import { ADMIN, nextYear, registerUser, signIn } from './fixtures';
import { test } from './test';

type Kind = 'material-conditioning' | 'package-pickup' | 'regional-collection' | 'delivery' | 'collection';
interface DashboardAnswer {
  requests: Record<Kind, { total: number; pending: number; completed: number; rejected: number }>;
  packagingRequests: { pending: number; ordered: number };
}

const contact = (stamp: number) => ({
  clientCompanyName: `Société ${stamp}`,
  contactName: 'Marc Dupont',
  contactEmail: 'marc.dupont@example.test',
  contactPhone: '01 98 76 54 32',
  companyAddress: '10 avenue de France, 75013 Paris',
  desiredDate: nextYear('12-15'),
});

async function post(page: Page, url: string, data: object) {
  const response = await page.request.post(url, { data });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A counter card by its title, and the number it shows. */
const counter = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

test.describe('Tableau de Bord Admin', () => {
  test('shows the low-stock alert, the pending counts, the request types and the stock grid', async ({
    page,
  }) => {
    const stamp = Date.now();
    const lowItem = `Papier bulle ${stamp}`;
    const fullItem = `Palettes ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);

    const before = (await (await page.request.get('/api/dashboard')).json()) as DashboardAnswer;
    await post(page, '/api/packaging/items', { name: lowItem, currentStock: 2, minStock: 10, maxStock: 50 });
    await post(page, '/api/packaging/items', {
      name: fullItem,
      currentStock: 40,
      minStock: 10,
      maxStock: 50,
    });
    await post(page, '/api/material-conditioning-requests', {
      ...contact(stamp),
      offerNumber: 'OE-000101',
      computersToCollect: 2,
    });
    await post(page, '/api/material-conditioning-requests', {
      ...contact(stamp + 1),
      offerNumber: 'OE-000102',
      phonesToCollect: 3,
    });
    await post(page, '/api/regional-collection-requests', {
      ...contact(stamp + 2),
      computersToCollect: 4,
      preferredTimeSlot: 'morning',
    });
    // Packaging requests wait on an administrator too — one for a decision, one supply ordered for its
    // reception: « Total en attente » counts both.
    const items = (await (await page.request.get('/api/packaging/items')).json()) as {
      id: number;
      name: string;
    }[];
    const supplied = items.find((item) => item.name === fullItem);
    const supply = () =>
      post(page, '/api/packaging/requests', {
        itemId: supplied?.id,
        quantity: 5,
        type: 'supply',
        requester: 'Atelier',
      });
    await supply();
    const ordered = await supply();
    const approved = await page.request.patch(`/api/packaging/requests/${ordered.id}`, {
      data: { status: 'approved' },
    });
    expect(((await approved.json()) as { status: string }).status).toBe('ordered');
    const pending = {
      'material-conditioning': before.requests['material-conditioning'].pending + 2,
      'package-pickup': before.requests['package-pickup'].pending,
      'regional-collection': before.requests['regional-collection'].pending + 1,
    };
    const toApprove = before.packagingRequests.pending + 1;
    const toReceive = before.packagingRequests.ordered + 1;
    const packagingPending = toApprove + toReceive;
    const total =
      pending['material-conditioning'] +
      pending['package-pickup'] +
      pending['regional-collection'] +
      before.requests.delivery.pending +
      before.requests.collection.pending +
      packagingPending;

    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de Bord Admin' })).toBeVisible();

    const alert = page.getByRole('region', { name: /^Alerte : \d+ articles? en stock faible$/ });
    const lowEntry = alert.getByRole('listitem').filter({ hasText: lowItem });
    await expect(lowEntry).toContainText('Stock : 2 pièces');
    await expect(lowEntry).toContainText('Minimum : 10');
    await expect(alert.getByRole('listitem').filter({ hasText: fullItem })).toHaveCount(0);

    await expect(counter(page, 'Total en attente').getByText(String(total), { exact: true })).toBeVisible();
    await expect(counter(page, 'Total en attente')).toContainText('À traiter');
    await expect(
      counter(page, "Demandes d'emballages en attente").getByText(String(packagingPending), { exact: true }),
    ).toBeVisible();
    await expect(counter(page, "Demandes d'emballages en attente")).toContainText(
      `${toApprove} à approuver, ${toReceive} à réceptionner`,
    );
    await expect(
      counter(page, 'Conditionnements en attente').getByText(String(pending['material-conditioning']), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(counter(page, 'Conditionnements en attente')).toContainText('En attente');
    await expect(
      counter(page, 'Collectes en attente').getByText(String(pending['regional-collection']), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      counter(page, 'Enlèvements en attente').getByText(String(pending['package-pickup']), { exact: true }),
    ).toBeVisible();
    await expect(counter(page, 'Enlèvements en attente')).toContainText(
      pending['package-pickup'] > 0 ? 'En attente' : 'Aucune',
    );

    const conditioning = page.getByRole('article', { name: 'Envoi Conditionnement' });
    await expect(conditioning.getByRole('term')).toHaveText([
      'En attente',
      'Terminées',
      'Rejetées',
      'À préparer',
      'En retard',
      'En transit',
    ]);
    await expect(conditioning.getByRole('definition').first()).toHaveText(
      String(pending['material-conditioning']),
    );
    await expect(conditioning).toContainText(/en attente depuis/);
    await expect(page.getByRole('article', { name: 'Enlèvement Colis/Palettes' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Collectes Région Parisienne' })).toContainText(
      /en attente depuis/,
    );

    // The weekly chart: an image with a text summary, and the figures of the current week in the table.
    await expect(
      page.getByRole('img', { name: /^Demandes créées par semaine sur les 12 dernières semaines/ }),
    ).toBeVisible();
    const weekly = page.getByRole('table', { name: 'Demandes créées par semaine, par type de demande' });
    await expect(weekly.getByRole('row')).toHaveCount(13);

    const grid = page.getByRole('region', { name: "Stocks d'emballages" });
    const lowCell = grid.getByRole('listitem').filter({ hasText: lowItem });
    await expect(lowCell).toContainText('Stock faible');
    await expect(lowCell).toContainText('Minimum : 10');
    await expect(grid.getByRole('listitem').filter({ hasText: fullItem })).not.toContainText('Stock faible');

    await page.getByRole('link', { name: 'Voir les demandes : Envoi Conditionnement' }).click();
    await expect(page).toHaveURL(/\/material-conditioning$/);
  });

  test('shows the suivi: to plan, late with links to their details, received this month, on a phone too', async ({
    page,
  }) => {
    const stamp = Date.now();
    // A long word, nothing to break it at: the hardest case for a narrow screen.
    const late = `RetardÉtablissementsInformatiquesDuRéemploi${stamp}`;
    const received = `Réception ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const quantities = {
      computersToCollect: 4,
      pcFixesToCollect: 0,
      phonesToCollect: 1,
      tabletsToCollect: 0,
      screensToCollect: 0,
      d3eBoxes: 0,
    };
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Paris',
    });
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    /** A regional collection accepted, then moved through `stages` ({stage, …fields}) by the API. */
    async function regional(company: string, stages: object[]) {
      const { id } = await post(page, '/api/regional-collection-requests', {
        ...contact(stamp),
        clientCompanyName: company,
        computersToCollect: 3,
        preferredTimeSlot: 'morning',
      });
      const url = `/api/regional-collection-requests/${id}`;
      expect((await page.request.patch(url, { data: { status: 'completed' } })).status()).toBe(200);
      for (const data of stages) {
        const moved = await page.request.post(`${url}/fulfilment`, { data });
        expect(moved.status(), await moved.text()).toBe(200);
      }
      return id;
    }
    const planned = (plannedDate: string) => ({
      stage: 'planned',
      plannedDate,
      timeSlot: { preferredTimeSlot: 'morning' },
    });
    const lateId = await regional(late, [planned(yesterday)]);
    const receivedId = await regional(received, [
      planned(today),
      { stage: 'collected', collected: quantities, handedOverBy: 'M. Martin' },
      {
        stage: 'received',
        received: quantities,
        receivedWeightKg: 18.5,
        wasteTags: { computersToCollect: 'reuse', phonesToCollect: '20 01 36' },
      },
    ]);
    const { suivi } = (await (await page.request.get('/api/dashboard')).json()) as {
      suivi: {
        late: Record<string, number>;
        receivedThisMonth: { categories: Record<string, { declared: number; received: number }> };
      };
    };
    const totalLate = Object.values(suivi.late).reduce((sum, n) => sum + n, 0);
    const computers = suivi.receivedThisMonth.categories.computersToCollect;

    await page.goto('/admin-dashboard');
    const overview = page.getByRole('region', { name: 'Suivi des demandes acceptées' });
    await expect(counter(page, 'En retard')).toContainText(String(totalLate));
    await expect(counter(page, 'En retard')).toContainText('Date prévue dépassée');
    await expect(page.getByRole('article', { name: 'Collectes Région Parisienne' })).toContainText('Suivi');

    const receptions = overview.getByRole('region', { name: /^Reçu depuis le 1er / });
    const computersRow = receptions.getByRole('row', { name: /^Ordinateurs/ });
    await expect(computersRow.getByRole('cell')).toHaveText([
      String(computers?.declared),
      String(computers?.received),
      /^([+−]\d+|0)$/,
    ]);
    // The lot just received, newest of the month: 5 units counted, no device inventoried yet (issue 32).
    const lots = receptions.getByRole('list', { name: 'Derniers lots reçus et leur inventaire' });
    const lot = lots.getByRole('listitem').filter({ hasText: received });
    await expect(lot).toContainText('5\u00a0reçus · 0\u00a0inventorié');
    await expect(lot).toContainText('écart −5');
    await expect(lot.getByRole('link')).toHaveAttribute('href', `/lots/regional-collection/${receivedId}`);

    // The late request links to its details on its page.
    const lateList = overview.getByRole('region', { name: 'Demandes en retard' });
    const link = lateList.getByRole('link', { name: new RegExp(`^${late} \\(n°\\s${lateId}\\)$`) });
    await expect(lateList.getByRole('listitem').filter({ hasText: late })).toContainText(
      /Collectes Région Parisienne · Planifiée.*en retard de \d+\u00a0jours?/s,
    );
    await page.setViewportSize({ width: 360, height: 780 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(360);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/regional-collection\\?demande=${lateId}$`));
    await expect(page.getByRole('dialog').filter({ hasText: late })).toBeVisible();
  });

  test('tells a non-administrator both admin pages are reserved, without loading them, and offers the way back', async ({
    page,
  }) => {
    const user = await registerUser(page, `tableau${Date.now()}`);
    await signIn(page, user.username, user.password);
    // The admin pages' own data: their components must not even ask for it.
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(dashboard|packaging\/)/.test(pathname)) adminCalls.push(pathname);
    });
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Cette page est réservée aux administrateurs',
    });
    for (const [path, name] of [
      ['/admin-dashboard', 'Tableau de Bord Admin'],
      ['/packaging-stock', "Stocks d'Emballages"],
    ] as const) {
      await page.goto(path);
      await expect(heading).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle('Accès réservé · Gestion Logistique');
      await expect(page.getByRole('main')).toContainText(
        `La page « ${name} » n'est accessible qu'aux comptes administrateurs.`,
      );
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    }
    expect(adminCalls).toEqual([]);

    await page.getByRole('link', { name: 'Retour à Envoi Conditionnement' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Envoi Conditionnement' })).toBeVisible();
    expect((await page.request.get('/api/dashboard')).status()).toBe(403);
  });
});

test('« Mise en route » lists what the install still lacks, each step linking to its settings tab', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const { missing } = (await (await page.request.get('/api/dashboard/setup')).json()) as {
    missing: { step: string }[];
  };
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de Bord Admin' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Mise en route' });
  if (missing.length === 0) {
    await expect(card).toHaveCount(0);
    return;
  }
  const titles: Record<string, string> = {
    'company-identity': "Compléter l'identité de l'entreprise",
    'shipping-address': "Ajouter une adresse d'expédition",
    articles: 'Créer les articles du stock',
    mail: "Configurer l'envoi des e-mails",
  };
  const tabs: Record<string, string> = {
    'company-identity': "Identité de l'entreprise",
    'shipping-address': "Adresses d'expédition",
    articles: 'Articles',
    mail: 'Configuration Gmail',
  };
  await expect(card.getByRole('listitem')).toHaveCount(missing.length);
  for (const { step } of missing) await expect(card).toContainText(titles[step] as string);
  const first = missing[0]?.step as string;
  await card.getByRole('link', { name: `Configurer : ${titles[first]}` }).click();
  await expect(page.getByRole('tab', { name: tabs[first] })).toHaveAttribute('aria-selected', 'true');
});
