/**
 * Whether mail goes out, as the screens that mention a mail learn it: GET /api/mail/availability for anyone
 * signed in, and the logistics address's GET and PUT for administrators. Without SMTP_URL nor a Gmail
 * refresh token nothing leaves, whatever the address; with SMTP_URL it does. (Gmail: mail.routes.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type SmtpSink, startSmtpSink } from '../../test/peers/smtp-sink';
import { putCurrent } from '../../test/put-current';

const availability = (t: TestApp, cookie?: string) => t.call('GET', '/api/mail/availability', { cookie });

/** Every client mail is on until an administrator switches one off. */
const clientMails = { planned: true, shipped: true, received: true, certificate: true };

describe('mail not configured', () => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    // An OAuth client alone is not a way to send: Gmail still has to be authorized.
    t = await buildTestApp({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    ({ admin, user } = await t.signInAdminAndUser());
  });
  afterAll(() => t?.close());

  it('answers whether mail goes out to anyone signed in, and only that', async () => {
    expect((await availability(t)).statusCode).toBe(401);
    for (const cookie of [user, admin]) {
      const response = await availability(t, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sending: false });
    }
  });

  it('tells the administrator who saves the logistics address that nothing will be sent', async () => {
    const saved = await putCurrent(t, '/api/notification-settings', {
      cookie: admin,
      payload: { notificationEmail: 'equipe@acme.test' },
    });
    expect(saved.statusCode).toBe(200);
    // The first save: the row made at version 1, raised by the save (decision 0076).
    expect(saved.json()).toEqual({
      notificationEmail: 'equipe@acme.test',
      sending: false,
      clientMails,
      version: 2,
    });
    expect((await t.call('GET', '/api/notification-settings', { cookie: admin })).json()).toEqual({
      notificationEmail: 'equipe@acme.test',
      sending: false,
      clientMails,
      version: 2,
    });
    // The address alone changes nothing: still no way to send.
    expect((await availability(t, user)).json()).toEqual({ sending: false });
  });
});

describe('mail through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url });
    ({ admin, user } = await t.signInAdminAndUser());
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('says mail goes out, to users and administrators alike', async () => {
    expect((await availability(t, user)).json()).toEqual({ sending: true });
    expect((await availability(t, admin)).json()).toEqual({ sending: true });
  });

  it('tells the administrator the address will receive the notifications', async () => {
    expect((await t.call('GET', '/api/notification-settings', { cookie: admin })).json()).toEqual({
      notificationEmail: null,
      sending: true,
      clientMails,
      version: 1,
    });
    const saved = await putCurrent(t, '/api/notification-settings', {
      cookie: admin,
      payload: { notificationEmail: 'equipe@acme.test' },
    });
    expect(saved.json()).toEqual({
      notificationEmail: 'equipe@acme.test',
      sending: true,
      clientMails,
      version: 2,
    });
  });
});
