/**
 * How Odoo order lines become the six equipment counts of a request (ODOO_EQUIPMENT_RULES). A rule names
 * a category and what a line must match; every condition given must hold; the first matching rule wins,
 * so order matters. Lines no rule matches are reported as ignored, never guessed.
 *
 * - `productCategory`: the product's category, case-insensitive, equal to its full path
 *   ("Tout / Informatique / Ordinateurs portables") or to its last segment ("Ordinateurs portables");
 * - `defaultCode`: the product's internal reference, case-insensitive, equal; a trailing `*` matches a
 *   prefix ("D3E-*");
 * - `namePattern`: a case-insensitive regular expression (a plain word is a substring search), tested on
 *   the product's name and on the line's description.
 */

import { EQUIPMENT_CATEGORIES, type EquipmentCategory } from '@shared/odoo/erp-offers';
import { z } from 'zod';

const validRegex = (value: string) => {
  try {
    new RegExp(value, 'iu');
    return true;
  } catch {
    return false;
  }
};

export const equipmentRulesSchema = z
  .array(
    z.object({
      category: z.enum(EQUIPMENT_CATEGORIES),
      match: z
        .object({
          productCategory: z.string().trim().min(1).optional(),
          defaultCode: z.string().trim().min(1).optional(),
          namePattern: z.string().min(1).refine(validRegex, 'is not a valid regular expression').optional(),
        })
        .strict()
        .refine(
          (match) => Object.values(match).some((value) => value !== undefined),
          'needs productCategory, defaultCode or namePattern',
        ),
    }),
  )
  .min(1);

export type EquipmentRule = z.infer<typeof equipmentRulesSchema>[number];

/** The defaults, in French: "téléphone portable" is a phone, so the bare "portable" comes after phones. */
export const DEFAULT_EQUIPMENT_RULES: EquipmentRule[] = [
  { category: 'computers', match: { namePattern: 'ordinateur portable|pc portable|laptop|notebook' } },
  {
    category: 'pc_fixes',
    match: { namePattern: 'pc fixe|unit[ée] centrale|ordinateur fixe|ordinateur de bureau' },
  },
  { category: 'phones', match: { namePattern: 't[ée]l[ée]phone|smartphone' } },
  { category: 'tablets', match: { namePattern: 'tablette' } },
  { category: 'screens', match: { namePattern: '[ée]cran|moniteur' } },
  { category: 'computers', match: { namePattern: 'portable' } },
  { category: 'd3e_boxes', match: { namePattern: 'd3e' } },
];

export interface LineToMap {
  /** The line's description. */
  name: string;
  productName: string | undefined;
  productCategory: string | undefined;
  defaultCode: string | undefined;
}

const same = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'accent' }) === 0;

function categoryMatches(wanted: string, category: string | undefined): boolean {
  if (!category) return false;
  const last = category.split('/').pop()?.trim() ?? '';
  return same(wanted.trim(), category.trim()) || same(wanted.trim(), last);
}

function codeMatches(wanted: string, code: string | undefined): boolean {
  if (!code) return false;
  if (wanted.endsWith('*')) return code.toLowerCase().startsWith(wanted.slice(0, -1).toLowerCase());
  return code.toLowerCase() === wanted.toLowerCase();
}

export function compileRules(rules: EquipmentRule[]) {
  const compiled = rules.map((rule) => ({
    ...rule,
    regex: rule.match.namePattern === undefined ? undefined : new RegExp(rule.match.namePattern, 'iu'),
  }));
  return (line: LineToMap): EquipmentCategory | undefined =>
    compiled.find(
      ({ match, regex }) =>
        (match.productCategory === undefined ||
          categoryMatches(match.productCategory, line.productCategory)) &&
        (match.defaultCode === undefined || codeMatches(match.defaultCode, line.defaultCode)) &&
        (regex === undefined ||
          regex.test(line.name) ||
          (line.productName !== undefined && regex.test(line.productName))),
    )?.category;
}
