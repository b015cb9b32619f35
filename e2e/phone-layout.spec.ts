/**
 * On a 360 px phone no page scrolls sideways (hardening issue, item 12): every screen of spec §2, and each
 * dialog a page opens, fits the viewport's width. Each page is visited with data in it (cards, calendar,
 * stock, addresses), since long cards and tables are what overflow.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  createRequest,
  forgetSession,
  requestCard,
  requestContact,
  signIn,
  signInThroughPage,
} from './fixtures';
import { test } from './test';

test.use({ viewport: { width: 360, height: 780 } });

interface Overflow {
  viewport: number;
  documentWidth: number;
  /** Scroll containers of open dialogs wider inside than out: "<what> (<scrollWidth> > <clientWidth>)". */
  dialogs: string[];
  /** The elements whose right edge passes the viewport's, to say what to fix. */
  culprits: string[];
}

/** Measures the page, and the scroll containers of the dialogs open on it. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = [...element.classList].slice(0, 4).join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      // The innermost ones say the most: leave out the ancestors of another culprit.
      .filter((element, _index, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 8)
      .map((element) => `${describe(element)} right=${Math.round(element.getBoundingClientRect().right)}`);
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].flatMap(
      (dialog) =>
        [dialog, ...dialog.querySelectorAll('*')]
          .filter((element) => {
            const { overflowX } = getComputedStyle(element);
            return (
              (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth
            );
          })
          .map((element) => `${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`),
    );
    return { viewport, documentWidth: document.documentElement.scrollWidth, dialogs, culprits };
  });
}

/** Waits until no section of the page is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('status', { name: /^Chargement/ })).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  await settled(page);
  const overflow = await measure(page);
  expect(
    overflow.documentWidth,
    `${where} is ${overflow.documentWidth} px wide for a ${overflow.viewport} px viewport: ${overflow.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(overflow.viewport);
  expect(overflow.dialogs, `${where}: a dialog scrolls sideways`).toEqual([]);
}

/** Opens a dialog from a button, checks it, and closes it with Escape. */
async function checkDialog(page: Page, where: string, open: Locator, dialog: Locator) {
  await open.click();
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, where);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

test('no page scrolls sideways on a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  // Long words (names, e-mail addresses) are the hardest case for a narrow card: nothing to break them at.
  const company = `ÉtablissementsInformatiquesDuRéemploi${stamp}`;
  const contact = {
    ...requestContact(company),
    contactEmail: `claire.petit.logistique.${stamp}@etablissements-informatiques.example.test`,
  };
  await signIn(page, ADMIN.username, ADMIN.password);

  const address = await page.request.post('/api/saved-addresses', {
    data: {
      name: `Entrepôt ${stamp}`,
      companyName: `PlateformeLogistiqueNationale${stamp}`,
      contactName: 'Hugo Bernard',
      contactEmail: `hugo.bernard.logistique.${stamp}@example.test`,
      contactPhone: '01 11 22 33 44',
      deliveryAddress: '5 rue du Port, 59000 Lille',
    },
  });
  expect(address.status()).toBe(201);
  const shippingAddressId = ((await address.json()) as { id: number }).id;
  const item = await page.request.post('/api/packaging/items', {
    data: {
      name: `CartonsÉcransRenforcésDoubleCannelure${stamp}`,
      currentStock: 12,
      minStock: 5,
      maxStock: 100,
    },
  });
  expect(item.status()).toBe(201);
  const itemId = ((await item.json()) as { id: number }).id;
  const movement = await page.request.post(`/api/packaging/items/${itemId}/movements`, {
    data: { direction: 'in', quantity: 3, comments: `Livraison du fournisseur n°${stamp}, palette filmée` },
  });
  expect(movement.status()).toBe(201);
  await createRequest(page, 'material-conditioning-requests', {
    ...contact,
    offerNumber: `OE-${stamp}`,
    desiredDate: today(),
    computersToCollect: 12,
    screensToCollect: 5,
    usesPalletShipping: true,
    palletQuantity: 2,
    palletLength: 120,
    palletWidth: 80,
    palletHeight: 150,
    palletWeight: 300,
  });
  await createRequest(page, 'package-pickup-requests', {
    ...contact,
    type: 'package',
    shippingAddressId,
    customShippingAddress: 'Quai de déchargement numéro 4, bâtiment B',
    desiredDate: today(),
    packageDetails: [{ width: 400, length: 300, height: 200, weight: 1200 }],
  });
  await createRequest(page, 'regional-collection-requests', {
    ...contact,
    desiredDate: today(),
    computersToCollect: 8,
    phonesToCollect: 3,
    preferredTimeSlot: 'specific_time',
    specificTime: '10:30',
  });

  const requestPages = [
    { path: '/', create: 'Nouvelle demande', form: 'Nouvelle demande de conditionnement' },
    {
      path: '/material-conditioning',
      create: 'Nouvelle demande',
      form: 'Nouvelle demande de conditionnement',
    },
    { path: '/package-pickup', create: 'Nouvelle demande', form: "Nouvelle demande d'enlèvement" },
    { path: '/regional-collection?vue=liste', create: 'Nouvelle collecte', form: 'Nouvelle collecte' },
  ];
  for (const { path, create, form } of requestPages) {
    await page.goto(path);
    await expect(requestCard(page, company)).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await checkDialog(
      page,
      `${path}, form`,
      page.getByRole('button', { name: create }),
      page.getByRole('dialog', { name: form }),
    );
    await checkDialog(
      page,
      `${path}, details`,
      requestCard(page, company).getByRole('button', { name: 'Voir les détails' }),
      page.getByRole('dialog').filter({ hasText: company }),
    );
    await checkDialog(
      page,
      `${path}, acceptance`,
      requestCard(page, company).getByRole('button', { name: 'Accepter' }),
      page.getByRole('alertdialog', { name: 'Accepter la demande ?' }),
    );
  }

  // A transport's card is named "sender → recipient"; a collection outside Île-de-France's, its client.
  const recipient = `AtelierDeReconditionnementRégional${stamp}`;
  await createRequest(page, 'delivery-requests', {
    requestType: 'livraison',
    requester: 'Claire Petit',
    senderCompanyName: company,
    senderContactName: contact.contactName,
    senderPhone: contact.contactPhone,
    senderEmail: contact.contactEmail,
    senderAddress: contact.companyAddress,
    recipientCompanyName: recipient,
    recipientContactName: 'Hugo Bernard',
    recipientPhone: '04 78 00 00 00',
    recipientEmail: `hugo.bernard.logistique.${stamp}@example.test`,
    recipientAddress: '5 rue de la République, 69001 Lyon',
    collectionDate: today(),
    packages: [{ type: 'pallet', width: 120, length: 80, height: 150, weight: 1200.5, value: '12 000 €' }],
  });
  await createRequest(page, 'collection-requests', {
    clientName: company,
    clientContactName: contact.contactName,
    clientPhone: contact.contactPhone,
    clientEmail: contact.contactEmail,
    clientAddress: '5 rue de la République, 69001 Lyon',
    materials: `OrdinateursPortablesReconditionnésSansChargeur${stamp}, 4 écrans`,
  });
  for (const { path, card, create, form } of [
    {
      path: '/transport',
      card: `${company} → ${recipient}`,
      create: 'Nouvelle demande',
      form: 'Nouvelle demande de transport',
    },
    {
      path: '/collection',
      card: company,
      create: 'Nouvelle collecte',
      form: 'Nouvelle collecte hors Île-de-France',
    },
  ]) {
    await page.goto(path);
    await expect(requestCard(page, card)).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await checkDialog(
      page,
      `${path}, form`,
      page.getByRole('button', { name: create }),
      page.getByRole('dialog', { name: form }),
    );
    await checkDialog(
      page,
      `${path}, details`,
      requestCard(page, card).getByRole('button', { name: 'Voir les détails' }),
      page.getByRole('dialog').filter({ hasText: company }),
    );
  }

  await page.goto('/regional-collection');
  await expect(page.getByRole('article', { name: company, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, '/regional-collection (calendrier)');

  // An accepted collection's details with its suivi (issue 21): the stages, declared vs collected, and the
  // reception's form open (six counts, a weight).
  const collected = await createRequest(page, 'regional-collection-requests', {
    ...contact,
    desiredDate: today(),
    computersToCollect: 12,
    phonesToCollect: 3,
  });
  const regionalPath = `/api/regional-collection-requests/${collected}`;
  expect((await page.request.patch(regionalPath, { data: { status: 'completed' } })).status()).toBe(200);
  for (const data of [
    { stage: 'planned', plannedDate: today(), timeSlot: { preferredTimeSlot: 'morning' }, team: 'Camion 2' },
    {
      stage: 'collected',
      handedOverBy: `ResponsableDuParcInformatiqueEtDesMoyensGénéraux${stamp}`,
      collected: { computersToCollect: 11, phonesToCollect: 3, screensToCollect: 1 },
    },
  ]) {
    expect((await page.request.post(`${regionalPath}/fulfilment`, { data })).status()).toBe(200);
  }
  await page.goto(`/regional-collection?vue=liste&demande=${collected}`);
  const suivi = page.getByRole('dialog').getByRole('region', { name: 'Suivi' });
  await expect(suivi.getByRole('table', { name: 'Collecte' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/regional-collection, details with the suivi');
  await suivi.getByRole('button', { name: "Passer à l'étape\u00a0: Réceptionnée" }).click();
  await expect(suivi.getByLabel('Poids reçu (kg)')).toBeVisible();
  await expectNoSidewaysScroll(page, '/regional-collection, details with a stage form');
  await page.keyboard.press('Escape');

  for (const tab of [
    'general',
    'entreprise',
    'articles',
    'adresses',
    'transporteurs',
    'gmail',
    'utilisateurs',
    'journal',
    'mon-compte',
  ]) {
    await page.goto(`/settings?onglet=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expectNoSidewaysScroll(page, `/settings?onglet=${tab}`);
  }
  // The journal reads as one card per entry on a phone: nothing inside scrolls sideways either.
  // An article created is an administrative act: the journal has at least that entry.
  expect(
    (
      await page.request.post('/api/packaging/items', { data: { name: `Carton journal ${Date.now()}` } })
    ).status(),
  ).toBe(201);
  await page.goto('/settings?onglet=journal');
  const journal = page.getByRole('list', { name: "Journal d'administration" });
  await expect(journal.getByRole('listitem').first()).toContainText('Article ajouté');
  await expect(page.getByRole('table', { name: /Journal d'administration/ })).toBeHidden();
  await expectNoSidewaysScroll(page, '/settings?onglet=journal, its cards');
  const settingsDialogs = [
    { tab: 'articles', open: 'Nouvel article', dialog: 'Nouvel article' },
    { tab: 'adresses', open: 'Nouvelle adresse', dialog: 'Nouvelle adresse' },
    { tab: 'transporteurs', open: 'Nouveau transporteur', dialog: 'Nouveau transporteur' },
    { tab: 'utilisateurs', open: 'Nouvel utilisateur', dialog: 'Nouvel utilisateur' },
  ];
  for (const { tab, open, dialog } of settingsDialogs) {
    await page.goto(`/settings?onglet=${tab}`);
    await checkDialog(
      page,
      `/settings?onglet=${tab}, ${dialog}`,
      page.getByRole('button', { name: open }),
      page.getByRole('dialog', { name: dialog }),
    );
  }

  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de Bord Admin' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/admin-dashboard');

  await page.goto('/packaging-stock');
  const itemCard = page.getByRole('article', { name: `CartonsÉcransRenforcésDoubleCannelure${stamp}` });
  await expect(itemCard).toBeVisible();
  await expectNoSidewaysScroll(page, '/packaging-stock');
  for (const action of ['Modifier le stock', 'Ajouter au stock', 'Retirer du stock']) {
    await checkDialog(
      page,
      `/packaging-stock, ${action}`,
      itemCard.getByRole('button', { name: new RegExp(`^${action}`) }),
      page.getByRole('dialog', { name: new RegExp(`^${action}`) }),
    );
  }

  // An administrator sees everyone's packaging requests there, with the confirmation of an approval.
  const packagingRequest = await page.request.post('/api/packaging/requests', {
    data: {
      itemId,
      quantity: 20,
      type: 'withdrawal',
      requester: 'Claire Petit',
      comments: `Pour la collecte ${company}`,
    },
  });
  expect(packagingRequest.status()).toBe(201);
  await page.goto('/packaging-requests');
  const packagingCard = page.getByRole('article', { name: `CartonsÉcransRenforcésDoubleCannelure${stamp}` });
  await expect(packagingCard).toBeVisible();
  await expectNoSidewaysScroll(page, '/packaging-requests');
  await checkDialog(
    page,
    '/packaging-requests, form',
    page.getByRole('button', { name: 'Nouvelle demande' }),
    page.getByRole('dialog', { name: "Demande d'emballages" }),
  );
  await checkDialog(
    page,
    '/packaging-requests, approval',
    packagingCard.getByRole('button', { name: 'Approuver' }),
    page.getByRole('alertdialog', { name: 'Approuver la demande ?' }),
  );

  await forgetSession(page);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, '/auth');
});

test('the first parcel of the pickup form keeps its name clear of the preset buttons', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/package-pickup');
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  const form = page.getByRole('dialog', { name: "Nouvelle demande d'enlèvement" });
  for (const [type, row] of [
    ['Colis', 'Colis 1'],
    ['Palette', 'Palette 1'],
  ] as const) {
    await form.getByRole('radio', { name: type, exact: true }).check();
    const group = form.getByRole('group', { name: row, exact: true });
    // The presets wait for the general settings: measure once they are in their final size.
    await expect(group.getByRole('button').first()).toBeEnabled();
    const name = await group.getByText(row, { exact: true }).boundingBox();
    expect(name).not.toBeNull();
    for (const button of await group.getByRole('button').all()) {
      const box = await button.boundingBox();
      if (!name || !box) continue;
      const overlaps =
        name.x < box.x + box.width &&
        box.x < name.x + name.width &&
        name.y < box.y + box.height &&
        box.y < name.y + name.height;
      expect(overlaps, `"${row}" is covered by "${await button.innerText()}"`).toBe(false);
    }
  }
});

test('on a phone, the sign-in toast shows under the header, never over its menu button', async ({ page }) => {
  await signInThroughPage(page, ADMIN.username, ADMIN.password);
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('status', { name: 'Connexion réussie' });
  await expect(toast).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  const shown = await toast.boundingBox();
  expect(header).not.toBeNull();
  expect(shown).not.toBeNull();
  expect(shown?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 0.5);
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
});
