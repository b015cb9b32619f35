/**
 * Realistic French data for `npm run bench:search`, in SQL only (generate_series: a million rows a kind in
 * seconds, not a million API calls). Deterministic: the same `rows` and `clients` give the same database,
 * so a figure can be reproduced and the terms the bench searches for are known to exist.
 *
 * - clients: « Lycée Voltaire Nanterre », « Mairie de Saint-Ouen », « Société Émile Zola Lyon 3 »… from
 *   pools of prefixes, names and cities (accents included), French contacts, emails and phones;
 * - requests of each kind linked to a client by key (`client_id`; transports: sender and recipient), the
 *   client's company copied as the forms do, a skewed share per client (a few big clients, a long tail);
 *   10 % pending, 75 % accepted (at a stage of the kind's suivi, mostly the last; half with a tracking
 *   number), 15 % refused; created over four years, desired some days later; offer numbers S0000001…;
 * - a few hundred packaging articles (the global search's third group).
 */
import { stagesOf } from '../../src/shared/fulfilment/fulfilment-stages';
import type { RequestKind } from '../../src/shared/requests/request-kinds';

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const array = (values: readonly string[]) => `(ARRAY[${values.map(quote).join(', ')}])`;
/** `pool[expr mod pool.length]` in SQL. */
const pick = (values: readonly string[], expr: string) =>
  `${array(values)}[1 + ((${expr}) % ${values.length})]`;

const prefixes = [
  'Lycée',
  'Collège',
  'École',
  'Société',
  'Mairie de',
  'Clinique',
  'Cabinet',
  'Association',
  'Groupe',
  'Établissements',
  'Agence',
  'Hôpital',
  'Université',
  'Médiathèque',
  'Résidence',
  'Fondation',
];
const names = [
  'Voltaire',
  'Victor Hugo',
  'Jean Jaurès',
  'Émile Zola',
  'Molière',
  'Pasteur',
  'Marie Curie',
  'Jules Ferry',
  'Condorcet',
  'Montaigne',
  'Descartes',
  'Lavoisier',
  'Rabelais',
  'Colbert',
  'Diderot',
  'Racine',
  'Corneille',
  'Stendhal',
  'Balzac',
  'Flaubert',
  'Gustave Eiffel',
  'Hélène Boucher',
  'Simone Veil',
  'Louise Michel',
  'Jacques Prévert',
  'Paul Éluard',
  'Camille Claudel',
  'Georges Brassens',
  'Édith Piaf',
  'Clément Ader',
];
/** Île-de-France first (the regional collections pick among the first 12). */
const cities = [
  '93400 Saint-Ouen',
  '75011 Paris',
  '92000 Nanterre',
  '93100 Montreuil',
  '94000 Créteil',
  '78000 Versailles',
  '91000 Évry-Courcouronnes',
  '95000 Cergy',
  '92100 Boulogne-Billancourt',
  '93200 Saint-Denis',
  '94200 Ivry-sur-Seine',
  '77000 Melun',
  '69003 Lyon',
  '13001 Marseille',
  '59000 Lille',
  '33000 Bordeaux',
  '44000 Nantes',
  '31000 Toulouse',
  '35000 Rennes',
  '67000 Strasbourg',
  '45000 Orléans',
  '25000 Besançon',
  '76000 Rouen',
  '06000 Nice',
];
const IDF_CITIES = 12;
const streets = [
  'rue de la République',
  'avenue Jean Jaurès',
  'boulevard Voltaire',
  'rue Victor Hugo',
  'place de la Mairie',
  'rue du Général de Gaulle',
  'allée des Tilleuls',
  'chemin des Écoliers',
  'rue Pasteur',
  'quai de Seine',
];
const firstNames = [
  'Sophie',
  'Hélène',
  'François',
  'Jérôme',
  'Amélie',
  'Cédric',
  'Chloé',
  'Léa',
  'Noémie',
  'Grégoire',
  'Thierry',
  'Nathalie',
  'Stéphane',
  'Aurélie',
  'Benoît',
  'Céline',
  'Mathéo',
  'Zoé',
  'Raphaël',
  'Inès',
];
const lastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
];
const domains = ['orange.fr', 'gmail.com', 'ac-paris.fr', 'free.fr', 'laposte.net', 'wanadoo.fr', 'sfr.fr'];
const materials = [
  'ordinateurs portables',
  'unités centrales',
  'écrans plats',
  'imprimantes laser',
  'téléphones fixes',
  'serveurs en baie',
  'tablettes',
  'câbles et claviers',
];
const articles = [
  'Carton',
  'Enveloppe',
  'Palette',
  'Caisse',
  'Bac',
  'Sac',
  'Film étirable',
  'Étiquette',
  'Rouleau',
  'Housse',
];

/** A deterministic, well-spread number in [0, 1) from a row number (Knuth's multiplicative hash). */
const unit = (g: string) => `((${g})::bigint * 2654435761 % 4294967296)::float8 / 4294967296`;
/** A client for row `g`: skewed (u²), so client 1 is the biggest and most clients have a few requests. */
const clientOf = (g: string, clients: number, salt = 0) =>
  `(1 + floor(${clients} * power(${unit(`${g} + ${salt}`)}, 2)))::int`;

/** The email of a contact named by `first`/`last` SQL expressions: lowercase, accents removed. */
const email = (first: string, last: string, domainExpr: string) =>
  `translate(lower(${first} || '.' || ${last}), 'éèêëàâîïôöùûüç', 'eeeeaaiioouuuc') || '@' || ${pick(domains, domainExpr)}`;
/** « 01 23 45 67 89 » from a number. */
const phone = (g: string) =>
  `'0' || (1 + (${g}) % 7) || ' ' || lpad(((${g}) * 7 % 100)::text, 2, '0') || ' ' || lpad(((${g}) * 13 % 100)::text, 2, '0') || ' ' || lpad(((${g}) * 17 % 100)::text, 2, '0') || ' ' || lpad(((${g}) * 31 % 100)::text, 2, '0')`;

export function clientStatements(clients: number): string[] {
  const combos = prefixes.length * names.length * cities.length;
  const prefix = pick(prefixes, 'g');
  const name = pick(names, `g / ${prefixes.length}`);
  const city = pick(cities, `g / ${prefixes.length * names.length}`);
  const cityName = `regexp_replace(${city}, '^[0-9]+ ', '')`;
  const suffix = `CASE WHEN g / ${combos} > 0 THEN ' ' || (g / ${combos} + 1) ELSE '' END`;
  const company = `CASE WHEN ${prefix} = 'Mairie de' THEN 'Mairie de ' || ${cityName} ELSE ${prefix} || ' ' || ${name} || ' ' || ${cityName} END || ${suffix}`;
  const first = pick(firstNames, 'g * 7');
  const last = pick(lastNames, 'g * 11');
  return [
    `INSERT INTO clients (name, company_name, contact_name, contact_email, contact_phone, company_address, created_at)
      SELECT company, company, ${first} || ' ' || ${last}, ${email(first, last, 'g')}, ${phone('g')},
        (1 + g % 120) || ' ' || ${pick(streets, 'g * 3')} || ', ' || ${city},
        now() - ((g % 1500) || ' days')::interval
      FROM (SELECT g, ${company} AS company FROM generate_series(1, ${clients}) g) AS s`,
  ];
}

/** The request tables and their per-kind columns, as SQL values of `g` and of the client row `c`. */
interface KindSeed {
  table: string;
  columns: string;
  values: string;
  hasDay: boolean;
}

function kindSeed(kind: RequestKind): KindSeed {
  const contact =
    'client_company_name, contact_name, contact_email, contact_phone, company_address, client_id, offer_number';
  const contactValues = `c.company_name, c.contact_name, c.contact_email, c.contact_phone, c.company_address, c.id,
    'S' || lpad(g::text, 7, '0')`;
  switch (kind) {
    case 'material-conditioning':
      return {
        table: 'material_conditioning_requests',
        columns: `${contact}, computers_to_collect, phones_to_collect, screens_to_collect`,
        values: `${contactValues}, g % 40, g % 25, g % 12`,
        hasDay: true,
      };
    case 'package-pickup':
      return {
        table: 'package_pickup_requests',
        columns: `${contact}, type, package_details`,
        values: `${contactValues}, 'package', '[{"width":40,"length":30,"height":20,"weight":5}]'::jsonb`,
        hasDay: true,
      };
    case 'regional-collection':
      return {
        table: 'regional_collection_requests',
        columns: `${contact}, computers_to_collect, screens_to_collect, preferred_time_slot`,
        values: `${contactValues}, g % 20, g % 8, ${pick(['morning', 'afternoon'], 'g')}`,
        hasDay: true,
      };
    case 'delivery':
      return {
        table: 'delivery_requests',
        columns: `request_type, requester, sender_company_name, sender_contact_name, sender_phone, sender_email,
          sender_address, sender_client_id, recipient_company_name, recipient_contact_name, recipient_phone,
          recipient_email, recipient_address, recipient_client_id, packages`,
        values: `${pick(['collecte', 'livraison'], 'g')}, ${pick(firstNames, 'g * 3')} || ' ' || ${pick(lastNames, 'g * 5')},
          c.company_name, c.contact_name, c.contact_phone, c.contact_email, c.company_address, c.id,
          r.company_name, r.contact_name, r.contact_phone, r.contact_email, r.company_address, r.id,
          '[{"type":"package","weight":5}]'::jsonb`,
        hasDay: true,
      };
    case 'collection':
      return {
        table: 'collection_requests',
        columns:
          'client_name, client_contact_name, client_phone, client_email, client_address, client_id, materials',
        values: `c.company_name, c.contact_name, c.contact_phone, c.contact_email, c.company_address, c.id,
          (1 + g % 30) || ' ' || ${pick(materials, 'g')} || ', ' || (1 + g % 9) || ' ' || ${pick(materials, 'g / 8')}`,
        hasDay: false,
      };
  }
}

/** Rows `from`..`to` of a kind (a batch: PGlite's memory stays flat whatever the total). */
export function requestStatements(
  kind: RequestKind,
  from: number,
  to: number,
  rows: number,
  clients: number,
): string {
  const seed = kindSeed(kind);
  const stages = stagesOf(kind).map((stage) => stage.id);
  const last = stages.at(-1) ?? '';
  const status = `CASE WHEN g % 20 < 2 THEN 'pending' WHEN g % 20 < 5 THEN 'rejected' ELSE 'completed' END`;
  // Accepted: mostly done (the last stage), the rest spread over the suivi.
  const stage = `CASE WHEN g % 20 < 5 THEN NULL WHEN g % 10 < 7 THEN ${quote(last)} ELSE ${pick(stages, 'g / 10')} END`;
  const tracking = `CASE WHEN g % 20 >= 5 AND g % 2 = 0 THEN '6A' || lpad(g::text, 11, '0') END`;
  // Four years, newest last (g = rows is now).
  const createdAt = `now() - ((${rows} - g)::float8 * ${Math.round((4 * 365 * 24 * 3600) / Math.max(rows, 1))} || ' seconds')::interval`;
  const day = `((${createdAt})::date + (3 + g % 40))`;
  const dayColumn = kind === 'delivery' ? 'collection_date' : 'desired_date';
  const [dayColumns, dayValues] = seed.hasDay ? [`, ${dayColumn}`, `, ${day}`] : ['', ''];
  // Regional collections happen in Île-de-France: their client is one of the first cities'.
  const client = kind === 'regional-collection' ? regionalClient(clients) : clientOf('g', clients);
  const joins = kind === 'delivery' ? `JOIN clients AS r ON r.id = ${clientOf('g', clients, 7)}` : '';
  return `INSERT INTO ${seed.table} (${seed.columns}, status, stage, stage_at, tracking_number, created_at${dayColumns})
    SELECT ${seed.values}, ${status}, ${stage}, CASE WHEN g % 20 >= 5 THEN ${createdAt} + interval '2 days' END,
      ${tracking}, ${createdAt}${dayValues}
    FROM generate_series(${from}, ${to}) AS g
    JOIN clients AS c ON c.id = ${client}
    ${joins}`;
}

/**
 * A regional collection's client: the skewed pick moved to a client of the same prefix and name in one of
 * the Île-de-France cities (clients are numbered prefix-fastest, then name, then city).
 */
function regionalClient(clients: number): string {
  const perCity = prefixes.length * names.length;
  const picked = clientOf('g', clients);
  // Keep the pick's prefix and name (its rank within a city), choose one of the first cities.
  const moved = `((${picked}) - 1) % ${perCity} + 1 + ${perCity} * ((g % ${IDF_CITIES}))`;
  return `((${moved}) - 1) % ${clients} + 1`;
}

const seededTables = [
  'clients',
  'packaging_items',
  'material_conditioning_requests',
  'package_pickup_requests',
  'regional_collection_requests',
  'delivery_requests',
  'collection_requests',
];

/**
 * A bulk load's usual order: the seeded tables' secondary indexes are dropped before the load and built
 * again after it from their own definitions (pg_indexes), one sort each instead of a million index
 * insertions (the trigram ones most of all). Primary keys and unique indexes stay: the data must still
 * meet them. Run on an empty database that the bench owns.
 */
export const dropIndexesStatements = (): string[] => [
  `CREATE TABLE bench_dropped_indexes AS
    SELECT i.indexname, i.indexdef FROM pg_indexes AS i
    JOIN pg_class AS c ON c.relname = i.indexname
    JOIN pg_index AS x ON x.indexrelid = c.oid
    WHERE i.schemaname = 'public' AND i.tablename IN (${seededTables.map(quote).join(', ')})
      AND NOT x.indisunique AND NOT x.indisprimary`,
  `DO $$ DECLARE r record; BEGIN
    FOR r IN SELECT indexname FROM bench_dropped_indexes LOOP EXECUTE format('DROP INDEX %I', r.indexname); END LOOP;
  END $$`,
];

export const restoreIndexesStatements = (): string[] => [
  `DO $$ DECLARE r record; BEGIN
    FOR r IN SELECT indexdef FROM bench_dropped_indexes LOOP EXECUTE r.indexdef; END LOOP;
  END $$`,
  'DROP TABLE bench_dropped_indexes',
];

export function articleStatements(count: number): string[] {
  return [
    `INSERT INTO packaging_items (name, description, unit, current_stock)
      SELECT ${pick(articles, 'g')} || ' ' || (20 + g % 60) || 'x' || (10 + g % 40) || ' réf. A' || lpad(g::text, 4, '0'),
        'Conditionnement ' || ${pick(materials, 'g')}, 'pièces', g % 500
      FROM generate_series(1, ${count}) AS g`,
  ];
}

/** What the bench searches for; each term exists in the seeded data (see the pools above). */
export const searchTerms = {
  /** A fragment from the middle of a word: « Voltaire ». */
  fragment: 'oltai',
  /** A word typed without its accent: « Lycée ». */
  accentless: 'lycee',
  /** An offer number (kinds that have one) — the row a third of the way. */
  offerNumber: (rows: number) => `S${String(Math.max(1, Math.floor(rows / 3))).padStart(7, '0')}`,
  /** A tracking number (transports and collections outside Île-de-France have no offer number). */
  trackingNumber: (rows: number) => {
    // Accepted (g % 20 ≥ 5) and even: the rows that carry one.
    let g = Math.max(1, Math.floor(rows / 3));
    while (!(g % 2 === 0 && g % 20 >= 5)) g += 1;
    return `6A${String(g).padStart(11, '0')}`;
  },
};
