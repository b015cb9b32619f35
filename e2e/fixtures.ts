import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin-e2e-password' };

/**
 * Signs in through the API (the page's cookies), then opens the home page: one sign-in page load and its
 * typing less per test. The sign-in page itself is walked by auth.spec.ts (`signInThroughPage`).
 */
export async function signIn(page: Page, username: string, password: string) {
  await signInByApi(page, username, password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Envoi Conditionnement' })).toBeVisible();
}

/**
 * Forgets the session as a closed browser would. The page leaves the app first: a live page whose next
 * request answers 401 goes to the sign-in page by itself, and that navigation would abort the test's own.
 */
export async function forgetSession(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** The session cookie only, for a test that opens the page it needs itself. */
export async function signInByApi(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.status()).toBe(200);
}

/** Signs in as a person does: the sign-in page, its fields, its button. */
export async function signInThroughPage(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Envoi Conditionnement' })).toBeVisible();
}

/**
 * Creates an ordinary user through the API (registration is enabled for the e2e server only). The page's
 * session, if any, is forgotten: registering signs the new user in, on the page's cookies.
 */
export async function registerUser(page: Page, username: string, password = 'user-e2e-password') {
  await forgetSession(page);
  const response = await page.request.post('/api/register', {
    data: { username, password, email: `${username}@example.test`, firstName: 'Jeanne', lastName: 'Martin' },
  });
  expect(response.status()).toBe(201);
  // Registration signs in: forget that session too, so the test signs in as it chooses.
  await page.context().clearCookies();
  return { username, password };
}

/** A toast by its title (Radix also renders a short-lived announcer with role=status, so scope to the viewport). */
export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('status', { name: title });
}

/**
 * The toast of a created request, whether mail is configured ("Succès", the team will be notified) or not
 * ("Demande créée avec succès"): specs that run after settings-gmail.spec.ts find mail configured.
 */
export function requestCreatedToast(page: Page) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('status', { name: /^(Succès|Demande créée avec succès)$/ })
    .filter({ hasText: 'Demande créée avec succès' });
}

/**
 * A form dialog closed with unsaved changes asks first (issue 30): answers « Abandonner la saisie » and waits
 * for the question to go.
 */
export async function discardTyping(page: Page) {
  const ask = page.getByRole('alertdialog', { name: 'Abandonner la saisie ?' });
  await ask.getByRole('button', { name: 'Abandonner la saisie' }).click();
  await expect(ask).toBeHidden();
}

/** Signs out through the sidebar button and waits for the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** Opens /settings on a tab by its label ("Articles", "Mon compte"…) and waits for the tab to be selected. */
export async function openSettingsTab(page: Page, name: string) {
  await page.goto('/settings');
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

export type RequestKindPath =
  | 'material-conditioning-requests'
  | 'package-pickup-requests'
  | 'regional-collection-requests'
  | 'delivery-requests'
  | 'collection-requests';

export interface RequestCounts {
  total: number;
  pending: number;
  completed: number;
  rejected: number;
}

/** The counts the server holds now (the counters must show these). */
export async function requestCounts(page: Page, path: RequestKindPath): Promise<RequestCounts> {
  const response = await page.request.get(`/api/${path}/counts`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as RequestCounts;
}

/** A counter card of a page (a group named by its title). */
/** A card of a list (the settings' lists…), found by its title. */
export const listCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

export const counter = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

/** A request card, named by its client company. */
export const requestCard = (page: Page, company: string) =>
  page.getByRole('article', { name: company, exact: true });

/** A client contact for requests created through the API. */
export const requestContact = (company: string) => ({
  clientCompanyName: company,
  contactName: 'Claire Petit',
  contactEmail: 'claire.petit@example.test',
  contactPhone: '01 02 03 04 05',
  companyAddress: '1 rue de la Paix, 75002 Paris',
});

/** Creates a request through the API (201) and answers its id. */
export async function createRequest(page: Page, path: RequestKindPath, data: object): Promise<number> {
  const response = await page.request.post(`/api/${path}`, { data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Selects a status tab of a request page ("En attente", "Terminées", "Rejetées"). */
export async function openStatusTab(page: Page, label: 'En attente' | 'Terminées' | 'Rejetées') {
  const tab = page.getByRole('tab', { name: new RegExp(`^${label}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Fills the client contact block of a request form (labels of the shared contact fields). */
export async function fillContact(form: Locator, company: string, addressLabel = 'Adresse') {
  await form.getByLabel("Nom de l'entreprise client", { exact: true }).fill(company);
  await form.getByLabel('Nom du contact', { exact: true }).fill('Claire Petit');
  await form.getByLabel('Email du contact', { exact: true }).fill('claire.petit@example.test');
  await form.getByLabel('Téléphone', { exact: true }).fill('01 02 03 04 05');
  await form.getByLabel(addressLabel, { exact: true }).fill('1 rue de la Paix, 75002 Paris');
}

/** The control API of the protocol peers (e2e/peers/start-peers.ts), on the Gmail API double's port. */
const peerUrl = (path: string) => `http://127.0.0.1:${process.env.E2E_GMAIL_PORT}/__peer/${path}`;

/** A message as the peers received it. */
export interface PeerMessage {
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string | null;
}

/** What the app sent so far, through the Gmail API double (default) or the SMTP sink. */
export async function peerMessages(request: APIRequestContext, via: 'gmail' | 'smtp' = 'gmail') {
  const response = await request.get(peerUrl(via === 'gmail' ? 'messages' : 'smtp-messages'));
  expect(response.ok()).toBe(true);
  return (await response.json()) as PeerMessage[];
}

/** Forgets received messages and unticked scopes (tokens already issued stay valid). */
export async function resetPeers(request: APIRequestContext) {
  expect((await request.post(peerUrl('reset'))).ok()).toBe(true);
}

/** Scopes the user "unticks" on the Google consent page from now on (until resetPeers). */
export async function denyPeerScopes(request: APIRequestContext, scopes: string[]) {
  expect((await request.post(peerUrl('deny-scopes'), { data: scopes })).ok()).toBe(true);
}

/**
 * "MM-DD" of next year: a desired date that a new request accepts whenever the suite runs (a creation
 * refuses a day before today).
 */
export function nextYear(monthDay: string): string {
  return `${new Date().getFullYear() + 1}-${monthDay}`;
}

/**
 * PUT /api/settings/company based on the identity's version as it is now (decision 0076: a PUT names the
 * version it was based on); the answer as it came.
 */
export async function putCompanyIdentity(page: Page, identity: object) {
  const current = await page.request.get('/api/settings/company');
  const version = current.ok() ? ((await current.json()) as { version?: number }).version : undefined;
  return page.request.put('/api/settings/company', { data: { ...identity, version: version ?? 1 } });
}

/** Creates a client in the directory through the API (201) and answers its id. */
export async function createClient(page: Page, client: Record<string, string>): Promise<number> {
  const response = await page.request.post('/api/clients', { data: client });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The six equipment categories of a regional collection, 0 where `some` says nothing. */
const allCategories = (some: Record<string, number>) => ({
  computersToCollect: 0,
  pcFixesToCollect: 0,
  phonesToCollect: 0,
  tabletsToCollect: 0,
  screensToCollect: 0,
  d3eBoxes: 0,
  ...some,
});

/**
 * A regional collection for `company` created, accepted, planned today, collected and received through the
 * API with `quantities` (declared, collected and received alike), each category tagged by `wasteTags`: its id.
 */
export async function receivedRegionalCollection(
  page: Page,
  company: string,
  {
    quantities,
    wasteTags,
    weightKg,
  }: { quantities: Record<string, number>; wasteTags: Record<string, string>; weightKg: number },
): Promise<number> {
  const id = await createRequest(page, 'regional-collection-requests', {
    ...requestContact(company),
    desiredDate: nextYear('06-10'),
    ...quantities,
    preferredTimeSlot: 'morning',
  });
  const url = `/api/regional-collection-requests/${id}`;
  expect((await page.request.patch(url, { data: { status: 'completed' } })).status()).toBe(200);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const counted = allCategories(quantities);
  for (const data of [
    { stage: 'planned', plannedDate: today, timeSlot: { preferredTimeSlot: 'morning' } },
    { stage: 'collected', collected: counted, handedOverBy: 'M. Martin' },
    { stage: 'received', received: counted, receivedWeightKg: weightKg, wasteTags },
  ]) {
    const moved = await page.request.post(`${url}/fulfilment`, { data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return id;
}
