import { versionMessages } from '@shared/http/row-version';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { ADMIN, buildTestApp, type TestApp } from '../../test/build-test-app';
import { putCurrent } from '../../test/put-current';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await buildTestApp();
  admin = await t.loginAsAdmin();
});
afterEach(() => t.close());

const newUser = {
  username: 'claire',
  email: 'claire@example.test',
  firstName: 'Claire',
  lastName: 'Dubois',
  role: 'user',
  isActive: true,
  password: 'claire-secret',
};
const me = (cookie: string) => t.call('GET', '/api/user', { cookie });
const adminId = async () => (await me(admin)).json().id as number;

describe('GET /api/users', () => {
  it('lists users by username with the total in X-Total-Count, and pages', async () => {
    await t.createUser({ username: 'zoe' });
    await t.createUser({ username: 'bruno' });
    const response = await t.call('GET', '/api/users', { cookie: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.json().map((u: { username: string }) => u.username)).toEqual(['admin', 'bruno', 'zoe']);
    const page = await t.call('GET', '/api/users?limit=1&offset=1', { cookie: admin });
    expect(page.json().map((u: { username: string }) => u.username)).toEqual(['bruno']);
    expect(response.body).not.toMatch(/argon2|passwordHash/);
  });
});

describe('POST /api/users', () => {
  it('creates a user who can then sign in', async () => {
    const response = await t.call('POST', '/api/users', { cookie: admin, payload: newUser });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: 'claire', role: 'user', isActive: true });
    expect(await t.login('claire', 'claire-secret')).toMatch(/^gl_session=/);
  });

  it('validates with the messages of the user form', async () => {
    const response = await t.call('POST', '/api/users', {
      cookie: admin,
      payload: { username: 'ab', email: 'x', firstName: '', lastName: '', role: 'chef', password: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: "Le nom d'utilisateur doit contenir au moins 3 caractères",
      email: 'Email invalide',
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      role: 'Choisissez un rôle\u00a0: Administrateur ou Utilisateur',
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
    const noPassword = await t.call('POST', '/api/users', {
      cookie: admin,
      payload: { ...newUser, password: undefined },
    });
    expect(noPassword.json().errors).toEqual({
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
  });

  it('refuses a username or an email already used, whatever the case, with 409', async () => {
    await t.call('POST', '/api/users', { cookie: admin, payload: newUser });
    const sameName = await t.call('POST', '/api/users', {
      cookie: admin,
      payload: { ...newUser, username: 'CLAIRE', email: 'autre@example.test' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors).toEqual({ username: "Ce nom d'utilisateur est déjà utilisé" });
    const sameEmail = await t.call('POST', '/api/users', {
      cookie: admin,
      payload: { ...newUser, username: 'claire2', email: 'Claire@Example.test' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual({ email: 'Cet email est déjà utilisé' });
  });
});

describe('PUT /api/users/{id} by an administrator', () => {
  it('edits every field; a blank password leaves it unchanged', async () => {
    const { id } = (await t.call('POST', '/api/users', { cookie: admin, payload: newUser })).json();
    const response = await putCurrent(t, `/api/users/${id}`, {
      cookie: admin,
      payload: { ...newUser, username: 'claire.d', role: 'admin', password: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'claire.d', role: 'admin' });
    expect(await t.login('claire.d', 'claire-secret')).toBeTruthy();
  });

  it('never overwrites an edit silently: version required, a stale one is a 409 naming who (decision 0076)', async () => {
    const { id, version } = (await t.call('POST', '/api/users', { cookie: admin, payload: newUser })).json();
    expect(version).toBe(1);
    const url = `/api/users/${id}`;
    const missing = await t.call('PUT', url, { cookie: admin, payload: { firstName: 'Claire' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ version: versionMessages.required });
    const first = await t.call('PUT', url, { cookie: admin, payload: { firstName: 'Clara', version: 1 } });
    expect(first.json().version).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('PUT', url, { cookie: admin, payload: { lastName: `Course ${i}`, version: 2 } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const stale = answers.find((answer) => answer.statusCode === 409);
    expect(stale?.json()).toMatchObject({ version: 3, changedBy: expect.any(String) });
    expect(stale?.json().message).toMatch(
      /^Modifié entre-temps par .+ le \d{1,2}(er)?\u00a0\S+ \d{4} à\u00a0\d{1,2}\u00a0h(\u00a0\d{2})?\. Rechargez/,
    );
  });

  it("sets a new password and ends the user's sessions", async () => {
    const { id } = (await t.call('POST', '/api/users', { cookie: admin, payload: newUser })).json();
    const session = await t.login('claire', 'claire-secret');
    await putCurrent(t, `/api/users/${id}`, { cookie: admin, payload: { password: 'nouveau-secret' } });
    expect((await me(session)).statusCode).toBe(401);
    expect(await t.login('claire', 'nouveau-secret')).toBeTruthy();
  });

  it('deactivating a user ends their sessions and stops their sign-in', async () => {
    const { id } = (await t.call('POST', '/api/users', { cookie: admin, payload: newUser })).json();
    const session = await t.login('claire', 'claire-secret');
    const response = await putCurrent(t, `/api/users/${id}`, { cookie: admin, payload: { isActive: false } });
    expect(response.json().isActive).toBe(false);
    expect((await me(session)).statusCode).toBe(401);
    const login = await t.call('POST', '/api/login', {
      payload: { username: 'claire', password: 'claire-secret' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('never demotes or deactivates the last active administrator', async () => {
    const id = await adminId();
    for (const payload of [{ role: 'user' }, { isActive: false }]) {
      const response = await putCurrent(t, `/api/users/${id}`, { cookie: admin, payload });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Impossible\u00a0: il doit rester au moins un administrateur actif.',
      );
    }
    expect((await me(admin)).json()).toMatchObject({ role: 'admin', isActive: true });

    // With a second active administrator, the first may step down.
    await t.call('POST', '/api/users', { cookie: admin, payload: { ...newUser, role: 'admin' } });
    expect(
      (await putCurrent(t, `/api/users/${id}`, { cookie: admin, payload: { role: 'user' } })).statusCode,
    ).toBe(200);
  });

  it('an inactive administrator does not count as the remaining one', async () => {
    await t.call('POST', '/api/users', {
      cookie: admin,
      payload: { ...newUser, role: 'admin', isActive: false },
    });
    const response = await putCurrent(t, `/api/users/${await adminId()}`, {
      cookie: admin,
      payload: { role: 'user' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers an empty update with 200 and the unchanged user', async () => {
    const { id } = (await t.call('POST', '/api/users', { cookie: admin, payload: newUser })).json();
    const before = (await t.call('GET', '/api/users', { cookie: admin }))
      .json()
      .find((u: { id: number }) => u.id === id);
    for (const payload of [{}, { password: '' }, { odooPassword: '' }]) {
      const response = await putCurrent(t, `/api/users/${id}`, { cookie: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      expect(response.json()).toEqual(before);
    }
    expect(await t.login('claire', 'claire-secret')).toMatch(/^gl_session=/);
  });

  it('answers 404 for an unknown user and 409 for a taken username', async () => {
    expect(
      (await putCurrent(t, '/api/users/99999', { cookie: admin, payload: { firstName: 'X' } })).statusCode,
    ).toBe(404);
    const { id } = (await t.call('POST', '/api/users', { cookie: admin, payload: newUser })).json();
    const taken = await putCurrent(t, `/api/users/${id}`, { cookie: admin, payload: { username: 'ADMIN' } });
    expect(taken.statusCode).toBe(409);
  });
});

describe("PUT /api/users/{id} on one's own account", () => {
  let userCookie: string;
  let userId: number;
  beforeEach(async () => {
    const user = await t.createUser({ username: 'marc' });
    userId = user.id;
    userCookie = await t.login('marc', 'user-password-1');
  });

  it('changes the profile fields', async () => {
    const response = await putCurrent(t, `/api/users/${userId}`, {
      cookie: userCookie,
      payload: { firstName: 'Marc', lastName: 'Leroy', email: 'marc@example.test' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(userCookie)).json()).toMatchObject({
      firstName: 'Marc',
      lastName: 'Leroy',
      email: 'marc@example.test',
    });
  });

  it('refuses role, activity, username or password changes with 403, and changes nothing', async () => {
    for (const payload of [
      { role: 'admin' },
      { isActive: false },
      { username: 'marco' },
      { password: 'secret-99' },
    ]) {
      const response = await putCurrent(t, `/api/users/${userId}`, {
        cookie: userCookie,
        payload: { firstName: 'Marc', ...payload },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect((await me(userCookie)).json()).toMatchObject({
      role: 'user',
      isActive: true,
      username: 'marc',
      firstName: 'Jeanne',
    });
  });

  it("refuses another user's account with 403", async () => {
    const response = await putCurrent(t, `/api/users/${await adminId()}`, {
      cookie: userCookie,
      payload: { firstName: 'Pirate' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Vous ne pouvez modifier que votre propre compte.');
  });

  it('stores the ERP password encrypted, never answers it, keeps it when left blank and clears both with an empty login', async () => {
    const saved = await putCurrent(t, `/api/users/${userId}`, {
      cookie: userCookie,
      payload: { odooLogin: 'marc@odoo', odooPassword: 'odoo-secret-42' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ odooLogin: 'marc@odoo', hasOdooPassword: true });
    expect(saved.body).not.toContain('odoo-secret-42');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.odooPasswordEncrypted).toMatch(/^v1:/);
    expect(row?.odooPasswordEncrypted).not.toContain('odoo-secret-42');
    for (const response of [await me(userCookie), await t.call('GET', '/api/users', { cookie: admin })]) {
      expect(response.body).not.toContain('odoo-secret-42');
      expect(response.body).not.toContain(row?.odooPasswordEncrypted ?? 'never');
    }

    const keep = await putCurrent(t, `/api/users/${userId}`, {
      cookie: userCookie,
      payload: { odooLogin: 'marc2@odoo', odooPassword: '' },
    });
    expect(keep.json()).toMatchObject({ odooLogin: 'marc2@odoo', hasOdooPassword: true });

    const cleared = await putCurrent(t, `/api/users/${userId}`, {
      cookie: userCookie,
      payload: { odooLogin: '' },
    });
    expect(cleared.json()).toMatchObject({ odooLogin: null, hasOdooPassword: false });
  });

  it('answers an update with nothing to change with 200 and the unchanged account, never a 500', async () => {
    const before = (await me(userCookie)).json();
    const [rowBefore] = await t.database.db.select().from(users).where(eq(users.id, userId));
    // A blank password or ERP password means "keep the stored one": nothing is left to write. (A blank
    // `password` is no change, so it is not refused as a field the user may not edit.)
    for (const payload of [{}, { password: '' }, { odooPassword: '' }, { password: '', odooPassword: '' }]) {
      const response = await putCurrent(t, `/api/users/${userId}`, { cookie: userCookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      expect(response.json(), JSON.stringify(payload)).toEqual(before);
    }
    const [rowAfter] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(rowAfter).toEqual(rowBefore);
    // The session in use is still valid.
    expect((await me(userCookie)).statusCode).toBe(200);
  });

  it('needs an ERP login to store an ERP password', async () => {
    const response = await putCurrent(t, `/api/users/${userId}`, {
      cookie: userCookie,
      payload: { odooPassword: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ odooLogin: "L'identifiant Odoo est requis" });
  });
});

describe('POST /api/users/change-password', () => {
  it('checks the current password, changes it and ends the other sessions only', async () => {
    const other = await t.loginAsAdmin();
    const response = await t.call('POST', '/api/users/change-password', {
      cookie: admin,
      payload: {
        currentPassword: ADMIN.password,
        newPassword: 'brand-new-1',
        confirmPassword: 'brand-new-1',
      },
    });
    expect(response.statusCode).toBe(204);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await t.login('admin', 'brand-new-1')).toBeTruthy();
  });

  it('refuses a wrong current password with 400 and a French message', async () => {
    const response = await t.call('POST', '/api/users/change-password', {
      cookie: admin,
      payload: { currentPassword: 'wrong', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect' });
    expect(await t.loginAsAdmin()).toBeTruthy();
  });

  it('refuses a short or unconfirmed new password', async () => {
    const response = await t.call('POST', '/api/users/change-password', {
      cookie: admin,
      payload: { currentPassword: ADMIN.password, newPassword: '123', confirmPassword: '456' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      newPassword: 'Le mot de passe doit contenir au moins 6 caractères',
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
    const mismatch = await t.call('POST', '/api/users/change-password', {
      cookie: admin,
      payload: { currentPassword: ADMIN.password, newPassword: 'abcdef', confirmPassword: 'abcdeg' },
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas' });
  });
});
