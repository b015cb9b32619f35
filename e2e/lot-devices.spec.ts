import { expect } from '@playwright/test';
import { ADMIN, receivedRegionalCollection, signIn, toast } from './fixtures';
import { test } from './test';

test('a received collection is inventoried scan by scan, a device completed, and one removed', async ({
  page,
}) => {
  const stamp = Date.now();
  const company = `Inventaire ${stamp}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  const id = await receivedRegionalCollection(page, company, {
    quantities: { computersToCollect: 2, screensToCollect: 1 },
    wasteTags: { computersToCollect: 'reuse', screensToCollect: '20 01 36' },
    weightKg: 9,
  });

  // From the request's details, once received.
  await page.goto(`/regional-collection?demande=${id}`);
  const details = page.getByRole('dialog');
  await details.getByRole('link', { name: 'Équipements du lot' }).click();
  await expect(page).toHaveURL(`/lots/regional-collection/${id}`);
  // The address opens the page by itself too (a bookmark, a label's QR code later).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Équipements du lot COL-\d{4}-\d{5}$/);

  // A USB scanner: the serial typed into the waiting field, then Enter; the field is ready for the next.
  const serial = page.getByLabel('Numéro de série');
  await expect(serial).toBeFocused();
  const scans = page.getByRole('list', { name: 'Derniers scans' });
  await serial.pressSequentially(`PF-${stamp}-1`);
  await serial.press('Enter');
  await expect(serial).toHaveValue('');
  await serial.pressSequentially(`PF-${stamp}-2`);
  await serial.press('Enter');
  await expect(scans.getByRole('listitem')).toHaveCount(2);
  await expect(scans.getByRole('listitem').first()).toContainText(/EQ\d{6,} ajouté\./);
  // The same serial twice in the lot: refused, in words.
  await serial.pressSequentially(`pf-${stamp}-1`);
  await serial.press('Enter');
  await expect(scans.getByRole('listitem').first()).toContainText(
    'Ce numéro de série est déjà inventorié dans ce lot',
  );
  // A screen, in its category.
  await page.getByLabel('Catégorie').selectOption({ label: 'Écrans' });
  await expect(serial).toBeFocused();
  await serial.pressSequentially(`ECR-${stamp}`);
  await serial.press('Enter');

  const table = page.getByRole('table').filter({ hasText: "N° d'inventaire" });
  await expect(table.getByRole('row')).toHaveCount(4);
  const reconciliation = page.getByRole('region', { name: 'Rapprochement avec la réception' });
  await expect(reconciliation.getByRole('row', { name: /^Ordinateurs/ })).toHaveText(
    /Ordinateurs\s*2\s*2\s*0/,
  );
  await expect(reconciliation.getByRole('row', { name: /^Écrans/ })).toHaveText(/Écrans\s*1\s*1\s*0/);

  // Completed afterwards: make, grade and its drive.
  const first = table.getByRole('row').filter({ hasText: `PF-${stamp}-1` });
  await first.getByRole('button', { name: /^Modifier/ }).click();
  const form = page.getByRole('dialog', { name: /^Modifier l'équipement EQ/ });
  await form.getByLabel('Marque').fill('Dell');
  await form.getByLabel('Modèle').fill('Latitude 5490');
  await form.getByLabel('Grade').selectOption('B');
  await form.getByRole('button', { name: 'Ajouter un support' }).click();
  await form.getByLabel('N° de série du support').fill(`SSD-${stamp}`);
  await form.getByLabel('Capacité (Go)').fill('256');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Équipement modifié')).toBeVisible();
  await expect(first).toContainText('Dell Latitude 5490');
  await expect(first).toContainText('SSD (à traiter)');
  await expect(reconciliation).toContainText('Supports de stockage\u00a0: 1');

  // The erasure tool's CSV: the drive it knows is erased, the one it does not is listed to attach by hand.
  const csv = Buffer.from(
    `serial;method;tool;result\nSSD-${stamp};Écrasement 1 passe;nwipe;erased\nINCONNU-${stamp};Écrasement 1 passe;nwipe;erased\n`,
  );
  const reports = page.getByRole('region', { name: "Rapports d'effacement" });
  await reports
    .locator('input[type=file]')
    .setInputFiles({ name: 'effacements.csv', mimeType: 'text/csv', buffer: csv });
  await expect(reports).toContainText('1 effacement enregistré. 1 ligne à rapprocher ci-dessous.');
  const unmatched = reports.getByRole('list', { name: /^À rapprocher/ });
  await expect(unmatched.getByRole('listitem')).toHaveText([
    new RegExp(`^INCONNU-${stamp} · effacé.*effacements\\.csv`),
  ]);
  await expect(first).toContainText('SSD (effacé)');
  await reports
    .locator('input[type=file]')
    .setInputFiles({ name: 'copie.csv', mimeType: 'text/csv', buffer: csv });
  await expect(reports).toContainText('Ce rapport a déjà été importé');

  // Its drive fails to erase: it can then only be destroyed, and the device cannot leave the lot before.
  await first.getByRole('button', { name: /^Effacement et destruction/ }).click();
  const evidence = page.getByRole('dialog', { name: /^Effacement et destruction/ });
  await evidence.getByLabel('Méthode').fill('Écrasement 1 passe');
  await evidence.getByLabel('Outil (facultatif)', { exact: true }).fill('nwipe');
  await evidence.getByLabel('Résultat').selectOption({ label: 'Échec' });
  await evidence.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Enregistré')).toBeVisible();
  await expect(first).toContainText('SSD (échec)');

  await first.getByRole('button', { name: /^Modifier/ }).click();
  await form.getByLabel('Devenir').selectOption({ label: "Réemploi en l'état" });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    'ses supports ne sont pas tous effacés ou détruits',
  );
  await form.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abandonner la saisie' }).click();

  await first.getByRole('button', { name: /^Effacement et destruction/ }).click();
  await expect(evidence.getByLabel('Opération')).toHaveValue('destruction');
  await expect(evidence.getByLabel('Opération').getByRole('option')).toHaveText(['Destruction physique']);
  await evidence.getByLabel('Méthode').fill('Broyage');
  await evidence.getByLabel('Témoin (facultatif)').fill('Mme Client');
  await evidence.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(first).toContainText('SSD (détruit)');

  // The drive the lot did not know, attached by hand: a medium created for it on the first device (on a
  // phone: the dialog does not scroll sideways).
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await unmatched.getByRole('button', { name: `Rattacher INCONNU-${stamp}` }).click();
  const attaching = page.getByRole('dialog', { name: `Rattacher INCONNU-${stamp}` });
  const lookUp = attaching.getByLabel("N° d'inventaire ou n° de série de l'équipement");
  await expect(lookUp).toBeFocused();
  await lookUp.fill(`pf-${stamp}-1`);
  await lookUp.press('Enter');
  await expect(attaching.getByRole('group', { name: /^Support de EQ\d+/ })).toContainText('SSD SSD-');
  await attaching.getByLabel(/^Créer un support/).check();
  await attaching.getByLabel('Type du support').selectOption({ label: 'HDD' });
  await attaching.getByLabel('Capacité (Go, facultatif)').fill('500');
  await expect
    .poll(() => attaching.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth))
    .toBeLessThanOrEqual(0);
  await attaching.getByRole('button', { name: 'Rattacher', exact: true }).click();
  await expect(toast(page, 'Ligne rapprochée')).toBeVisible();
  if (desktop) await page.setViewportSize(desktop);
  await expect(first).toContainText('HDD (effacé)');
  await expect(unmatched).toHaveCount(0);

  await first.getByRole('button', { name: /^Modifier/ }).click();
  await form.getByLabel('Devenir').selectOption({ label: 'Pièces détachées' });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(first).toContainText('Pièces détachées');

  // The search finds a device by part of its serial.
  await page.getByLabel('Rechercher dans le lot').fill(`ECR-${stamp}`.slice(0, 8));
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Rechercher dans le lot').fill('');

  // Removed: the reconciliation shows the difference.
  const second = table.getByRole('row').filter({ hasText: `PF-${stamp}-2` });
  await second.getByRole('button', { name: /^Supprimer/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Équipement supprimé')).toBeVisible();
  await expect(reconciliation.getByRole('row', { name: /^Ordinateurs/ })).toHaveText(
    /Ordinateurs\s*2\s*1\s*−1/,
  );

  // The lot as CSV, for the client's manifest or a spreadsheet.
  const [csvFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Exporter en CSV/ }).click(),
  ]);
  expect(csvFile.suggestedFilename()).toMatch(/^equipements-\d{4}-\d{2}-\d{2}\.csv$/);

  // A client's manifest as CSV: previewed, refused lines named, imported only once right.
  const manifest = page.getByRole('region', { name: "Importer un fichier d'équipements" });
  const file = manifest.locator('input[type=file]');
  await file.setInputFiles({
    name: 'manifeste.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Catégorie;N° de série;Marque\nTablette;TAB-${stamp};Apple\nFrigo;FR-${stamp};\n`),
  });
  await expect(manifest.getByRole('list', { name: 'Lignes refusées' })).toHaveText(
    `Ligne 3 (FR-${stamp})\u00a0: catégorie «\u00a0Frigo\u00a0» inconnue`,
  );
  await expect(manifest.getByRole('button', { name: /^Importer/ })).toHaveCount(0);
  await file.setInputFiles({
    name: 'manifeste.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Catégorie;N° de série;Marque\nTablette;TAB-${stamp};Apple\n`),
  });
  await manifest.getByRole('button', { name: 'Importer 1\u00a0équipement' }).click();
  await expect(manifest).toContainText('1\u00a0équipement importé.');
  await expect(table.getByRole('row').filter({ hasText: `TAB-${stamp}` })).toContainText('Tablettes');

  // Labels: a sheet for the lot on the stock chosen, one for a device.
  await page.getByLabel('Étiquettes').selectOption({ label: 'Rouleau 62 mm (62 × 29 mm)' });
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Imprimer les étiquettes' }).click(),
  ]);
  expect(sheet.suggestedFilename()).toMatch(/^Étiquettes COL-\d{4}-\d{5}\.pdf$/);
  const [single] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('link', { name: /^Étiquette de EQ\d+/ }).click(),
  ]);
  expect(single.suggestedFilename()).toMatch(/^Étiquette EQ\d{6}\.pdf$/);

  // Ctrl+K finds a device by its whole serial and opens its lot, the table searched for it.
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Rechercher' }).fill(`ecr-${stamp}`);
  await page
    .getByRole('group', { name: 'Équipements' })
    .getByRole('option', { name: new RegExp(`ECR-${stamp}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/lots/regional-collection/${id}\\?q=EQ\\d+`));
  await expect(table.getByRole('row')).toHaveCount(2);

  // Closed only once each difference with the reception is explained.
  await reconciliation.getByRole('button', { name: "Clôturer l'inventaire" }).click();
  await expect(reconciliation.getByRole('alert')).toContainText(
    "Expliquez d'abord l'écart avec la réception de",
  );
  await reconciliation
    .getByLabel("Explication de l'écart (Ordinateurs)")
    .fill('Un portable reparti avec le client');
  await reconciliation.getByLabel("Explication de l'écart (Tablettes)").fill('Tablette non déclarée');
  await reconciliation.getByRole('button', { name: 'Enregistrer les explications' }).click();
  await reconciliation.getByRole('button', { name: "Clôturer l'inventaire" }).click();
  await expect(reconciliation).toContainText('Inventaire clôturé le');
  await serial.pressSequentially(`LATE-${stamp}`);
  await serial.press('Enter');
  await expect(scans.getByRole('listitem').first()).toContainText("L'inventaire de ce lot est clôturé");

  // On a 360 px phone the page does not scroll sideways (the table scrolls inside its frame).
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
