/**
 * ERP offers (spec §3 "ERP offer list", "ERP offer detail / client info", §7 /api/odoo/*): always with the
 * signed-in user's own Odoo credentials. Failures become French HttpErrors, one per cause (see odooMessages).
 */

import {
  EQUIPMENT_CATEGORIES,
  type EquipmentCounts,
  type ErpClientInfo,
  type ErpOfferList,
  type OdooConnectionTest,
  type OdooStatus,
  OFFER_LIMIT,
  odooMessages,
} from '@shared/odoo/erp-offers';
import type { FastifyBaseLogger } from 'fastify';
import type { OdooConfig } from '../../config';
import { compileRules } from '../../integrations/odoo/equipment-rules';
import {
  type OdooClient,
  OdooError,
  type OdooErrorKind,
  type OdooRecord,
  type OdooUserClient,
} from '../../integrations/odoo/odoo-protocol';
import { HttpError } from '../../lib/http-errors';
import type { SecretBox } from '../../lib/secret-box';
import type { UserRow } from '../users/users.repository';

/** Status and message per failure (docs/features/erp-odoo.md « When Odoo fails »). */
const failures: Record<OdooErrorKind, [number, string]> = {
  'access-denied': [400, odooMessages.invalidCredentials],
  'access-error': [403, odooMessages.accessError],
  'not-found': [404, odooMessages.offerNotFound],
  unreachable: [502, odooMessages.unreachable],
  timeout: [504, odooMessages.timeout],
  protocol: [502, odooMessages.protocol],
};

export interface OdooDeps {
  config: OdooConfig | undefined;
  client: OdooClient | undefined;
  secrets: SecretBox;
  log: FastifyBaseLogger;
}

export function odooStatus({ config }: Pick<OdooDeps, 'config'>, user: UserRow): OdooStatus {
  return {
    enabled: config !== undefined,
    hasCredentials: Boolean(user.odooLogin && user.odooPasswordEncrypted),
  };
}

/** Runs `work` with the user's client; every Odoo failure is logged (without secrets) and answered in French. */
async function withUserClient<T>(
  deps: OdooDeps,
  user: UserRow,
  action: string,
  work: (client: OdooUserClient, odoo: OdooConfig, odooClient: OdooClient) => Promise<T>,
): Promise<T> {
  const { config, client, secrets, log } = deps;
  if (!config || !client) throw new HttpError(503, odooMessages.off);
  if (!user.odooLogin || !user.odooPasswordEncrypted)
    throw new HttpError(400, odooMessages.missingCredentials);
  let secret: string;
  try {
    secret = secrets.decrypt(user.odooPasswordEncrypted);
  } catch {
    // Encrypted under another key (ENCRYPTION_KEY changed): the user must type it again.
    log.warn({ userId: user.id }, 'odoo: stored ERP password cannot be decrypted');
    throw new HttpError(400, odooMessages.missingCredentials);
  }
  const started = Date.now();
  try {
    const userClient = await client.forUser({ login: user.odooLogin, secret });
    const result = await work(userClient, config, client);
    log.info(
      { userId: user.id, action, protocol: userClient.protocol, ms: Date.now() - started },
      'odoo call',
    );
    return result;
  } catch (error) {
    if (!(error instanceof OdooError)) throw error;
    log.warn(
      { userId: user.id, action, kind: error.kind, reason: error.message, ms: Date.now() - started },
      'odoo call failed',
    );
    const [status, message] = failures[error.kind];
    throw new HttpError(status, message);
  }
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const many2one = (value: unknown): [number, string] | undefined =>
  Array.isArray(value) && typeof value[0] === 'number' ? [value[0], str(value[1])] : undefined;

export function listOffers(deps: OdooDeps, user: UserRow, q: string | undefined): Promise<ErpOfferList> {
  return withUserClient(deps, user, 'offers', async (client, config) => {
    const search = q?.trim();
    // Top-level domain terms are AND-ed by Odoo.
    const domain = search
      ? [...config.offerDomain, '|', ['name', 'ilike', search], ['partner_id', 'ilike', search]]
      : config.offerDomain;
    const orders = await client.searchRead('sale.order', domain, ['name', 'partner_id', 'date_order'], {
      limit: OFFER_LIMIT,
      order: 'date_order desc, id desc',
    });
    const offers = orders.map((order) => ({
      id: order.id,
      reference: str(order.name),
      client_name: many2one(order.partner_id)?.[1] ?? '',
    }));
    return { success: true as const, count: offers.length, offers };
  });
}

const PARTNER_FIELDS = [
  'name',
  'email',
  'phone',
  'street',
  'street2',
  'zip',
  'city',
  'is_company',
  'commercial_partner_id',
];

export function composeAddress(partner: OdooRecord | undefined): string {
  if (!partner) return '';
  const town = [str(partner.zip).trim(), str(partner.city).trim()].filter(Boolean).join(' ');
  return [str(partner.street).trim(), str(partner.street2).trim(), town].filter(Boolean).join(', ');
}

export function clientInfo(deps: OdooDeps, user: UserRow, offerId: number): Promise<ErpClientInfo> {
  return withUserClient(deps, user, 'client-info', async (client, config) => {
    const [order] = await client.searchRead(
      'sale.order',
      [['id', '=', offerId]],
      ['name', 'partner_id', 'partner_shipping_id', 'order_line'],
      { limit: 1 },
    );
    if (!order) throw new OdooError('not-found', `sale.order ${offerId} not found`);

    const partnerId = many2one(order.partner_id)?.[0];
    const shippingId = many2one(order.partner_shipping_id)?.[0];
    const partners = new Map<number, OdooRecord>();
    const load = async (ids: (number | undefined)[]) => {
      const wanted = [...new Set(ids.filter((id): id is number => id !== undefined && !partners.has(id)))];
      for (const partner of await client.read('res.partner', wanted, PARTNER_FIELDS))
        partners.set(partner.id, partner);
    };
    await load([partnerId, shippingId]);
    const partner = partnerId === undefined ? undefined : partners.get(partnerId);
    const companyId = many2one(partner?.commercial_partner_id)?.[0] ?? partnerId;
    await load([companyId]);
    const company = companyId === undefined ? undefined : partners.get(companyId);

    // The ordering partner, unless it is a company without email or phone: then the shipping contact.
    const shipping = shippingId === undefined ? undefined : partners.get(shippingId);
    const contact =
      partner?.is_company === true && !str(partner.email) && !str(partner.phone) && shipping
        ? shipping
        : partner;

    const lineIds = Array.isArray(order.order_line) ? (order.order_line as number[]) : [];
    const lines = await client.read('sale.order.line', lineIds, [
      'name',
      'product_id',
      'product_uom_qty',
      'display_type',
    ]);
    const realLines = lines.filter((line) => !line.display_type);
    const productIds = realLines
      .map((line) => many2one(line.product_id)?.[0])
      .filter((id) => id !== undefined);
    const products = new Map(
      (
        await client.read('product.product', [...new Set(productIds)], ['name', 'default_code', 'categ_id'])
      ).map((product) => [product.id, product]),
    );

    const categoryOf = compileRules(config.equipmentRules);
    const equipment = Object.fromEntries(EQUIPMENT_CATEGORIES.map((c) => [c, 0])) as EquipmentCounts;
    const ignored: { name: string; quantity: number }[] = [];
    for (const line of realLines) {
      const productId = many2one(line.product_id)?.[0];
      const product = productId === undefined ? undefined : products.get(productId);
      const quantity = typeof line.product_uom_qty === 'number' ? line.product_uom_qty : 0;
      const category = categoryOf({
        name: str(line.name),
        productName: product ? str(product.name) : undefined,
        productCategory: many2one(product?.categ_id)?.[1],
        defaultCode: product ? str(product.default_code) || undefined : undefined,
      });
      if (category) equipment[category] += quantity;
      else ignored.push({ name: str(line.name) || (product ? str(product.name) : ''), quantity });
    }
    for (const category of EQUIPMENT_CATEGORIES) equipment[category] = Math.round(equipment[category]);

    return {
      success: true as const,
      client: { company_name: str(company?.name), address: composeAddress(company) },
      contact: { name: str(contact?.name), email: str(contact?.email), phone: str(contact?.phone) },
      offer_number: str(order.name),
      equipment,
      ignored_lines: ignored,
    };
  });
}

export function testConnection(deps: OdooDeps, user: UserRow): Promise<OdooConnectionTest> {
  return withUserClient(deps, user, 'test-connection', async (client, _config, odooClient) => {
    const uid = await client.authenticate({ fresh: true });
    // The version is a courtesy: a JSON-2-only server may not answer it.
    const serverVersion = await odooClient.version().then(
      (v) => v.serverVersion,
      () => undefined,
    );
    return { success: true as const, uid, ...(serverVersion === undefined ? {} : { serverVersion }) };
  });
}
