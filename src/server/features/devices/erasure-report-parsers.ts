/**
 * Erasure tools' reports read into rows (issue 32): nwipe's log (its « Drive Status » table, the host's DMI
 * serial, the method), a Blancco-style XML report (document id, per erasure its state and standard, the
 * disks' serials) and a generic CSV (French or English headers, « ; » or « , »). Pure: bytes in, rows or a
 * French reason out; erasure-reports.service.ts matches the rows to the lot's media. The formats' facts come
 * from reading nwipe's logging.c and public integrations' field names; no code or text of them is copied.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type CsvRecord, detectSeparator, normaliseLabel, readCsv } from '../../lib/csv-read';

export type ErasureReportFormat = 'nwipe' | 'xml' | 'csv';

export interface ErasureReportRow {
  /** The erased drive's serial number as the report gives it (trimmed). */
  serialNumber: string;
  /** The host computer's serial (nwipe's DMI "system-serial-number", an XML report's system serial), when the report names it. */
  hostSerial: string | null;
  result: 'erased' | 'failed';
  /** e.g. "PRNG Stream", "DoD Short", the XML's erasure standard name, the CSV's method column. */
  method: string;
  standard: string | null;
  /** "nwipe", the XML report's product name when present else "Rapport XML", the CSV's tool column. */
  tool: string;
  toolVersion: string | null;
  /**
   * ISO 8601 when the report gives it, else null. A time with an offset becomes a UTC instant
   * ("…Z"); a local time without one (nwipe's clock, most CSVs) stays a local ISO date-time without
   * offset, because guessing the machine's time zone would invent precision the report does not have.
   */
  startedAt: string | null;
  finishedAt: string | null;
  operator: string | null;
  /** The drive model when given. */
  model: string | null;
}

export type ParsedErasureReport =
  | { ok: true; format: ErasureReportFormat; reportId: string | null; rows: ErasureReportRow[] }
  | { ok: false; message: string };

/** Checked before decoding: an erasure report is a few kilobytes, anything this large is not one. */
const MAX_REPORT_BYTES = 20 * 1024 * 1024;

const UNRECOGNISED = "n'est pas un rapport d'effacement reconnu (journal nwipe, rapport XML ou CSV).";

const fail = (message: string): ParsedErasureReport => ({ ok: false, message });

const unrecognised = (fileName: string): ParsedErasureReport => {
  const name = fileName.trim();
  return fail(name ? `Le fichier «\u00a0${name}\u00a0» ${UNRECOGNISED}` : `Ce fichier ${UNRECOGNISED}`);
};

/**
 * Reads an erasure tool's report (nwipe log, Blancco-style XML report or generic CSV). The format is
 * told from the content, not the file name, which is only used to name the file in a message.
 */
export function parseErasureReport(bytes: Buffer, fileName: string): ParsedErasureReport {
  if (bytes.length > MAX_REPORT_BYTES) {
    return fail("Ce fichier est trop volumineux pour un rapport d'effacement (20\u00a0Mo au maximum).");
  }
  let text: string;
  try {
    // fatal: a binary file (image, PDF, archive) is rejected here rather than read as mojibake.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return unrecognised(fileName);
  }
  // The decoder already drops a leading BOM; a NUL byte still means a binary file.
  if (text.includes('\u0000') || text.trim() === '') return unrecognised(fileName);

  if (looksLikeNwipe(text)) return parseNwipe(text);
  if (text.trimStart().startsWith('<')) return parseXml(text, fileName);
  return parseCsv(text, fileName);
}

// ---------------------------------------------------------------------------------------------------
// Dates

interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const formatLocal = (d: LocalDateTime) =>
  `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}T${pad(d.hour)}:${pad(d.minute)}:${pad(d.second)}`;

/** The components if they name a real calendar instant (no 31 February, no 25:00). */
function validLocal(d: LocalDateTime): LocalDateTime | null {
  if (d.hour > 23 || d.minute > 59 || d.second > 59) return null;
  const utc = new Date(Date.UTC(d.year, d.month - 1, d.day, d.hour, d.minute, d.second));
  if (utc.getUTCFullYear() !== d.year || utc.getUTCMonth() !== d.month - 1 || utc.getUTCDate() !== d.day) {
    return null;
  }
  return d;
}

/** Adds seconds to a local date-time with calendar arithmetic only (no time zone involved). */
function addSeconds(d: LocalDateTime, seconds: number): LocalDateTime {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day, d.hour, d.minute, d.second) + seconds * 1000);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
  };
}

const DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Year-first dates only ("2024-03-12 10:22", "2024/03/12T10:22:33+01:00"): day-first and month-first
 * orders cannot be told apart ("03/04/2024"), so they give null rather than a possibly wrong date.
 */
function parseDateTime(value: string | null | undefined): string | null {
  const m = value?.trim().match(DATE_TIME);
  if (!m) return null;
  const local = validLocal({
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
  });
  if (!local) return null;
  const zone = m[7];
  if (!zone) return formatLocal(local);
  // With an offset the instant is unambiguous: normalise it to UTC.
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const instant = new Date(`${formatLocal(local)}${offset}`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

// ---------------------------------------------------------------------------------------------------
// nwipe

// nwipe frames its final summary with a title line of asterisks around "Drive Status".
const DRIVE_STATUS_TITLE = /^\*+ Drive Status \*+\s*$/;
const TABLE_BORDER = /^\*{10,}\s*$/;
// Every timestamped nwipe line starts with "[YYYY/MM/DD HH:MM:SS]".
const LOG_TIMESTAMP = /^\[(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})\]/;
// Logged once per run, from the program's banner ("nwipe 0.35") and from the options manifest.
const NWIPE_BANNER = /^\[[^\]]+\]\s+(?:info|notice):\s+(?:banner\s*=\s*)?nwipe\s+v?(\d[\w.-]*)/;

function looksLikeNwipe(text: string): boolean {
  return text.split(/\r?\n/).some((line) => DRIVE_STATUS_TITLE.test(line) || NWIPE_BANNER.test(line));
}

/** Placeholders that BIOSes and nwipe's anonymising option write instead of a real serial. */
function meaningfulSerial(value: string): string | null {
  const serial = value.trim();
  if (!serial) return null;
  if (/^(?:X+|\?+)$/i.test(serial)) return null;
  const lower = serial.toLowerCase();
  if (
    [
      'not specified',
      'not applicable',
      'to be filled by o.e.m.',
      'default string',
      'system serial number',
      'none',
      'n/a',
      '0',
    ].includes(lower)
  ) {
    return null;
  }
  return serial;
}

interface NwipeTableRow {
  device: string;
  status: string;
  durationSeconds: number;
  model: string | null;
  serial: string;
}

/**
 * One line of the "Drive Status" table: an error flag, the device name without its /dev/ path, the
 * eight-character status between bare pipes, the throughput, HH:MM:SS and "model/serial".
 */
function parseTableRow(line: string): NwipeTableRow | null {
  const cells = line.split('|');
  if (cells.length < 5) return null;
  const [deviceCell = '', status = '', , durationCell = ''] = cells;
  const device = deviceCell.replace(/^!/, '').trim();
  if (!device || /\s/.test(device) || status.length !== 8) return null;
  const duration = durationCell.trim().match(/^(\d+):(\d{2}):(\d{2})$/);
  if (!duration) return null;
  // The serial is what follows the last slash: nwipe joins the (truncated) model and the serial with
  // one, and serials rarely contain slashes while some model names do.
  const modelSerial = cells.slice(4).join('|').trim();
  const slash = modelSerial.lastIndexOf('/');
  const model = slash >= 0 ? modelSerial.slice(0, slash).trim() : '';
  const serial = (slash >= 0 ? modelSerial.slice(slash + 1) : modelSerial).trim();
  return {
    device,
    status,
    durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    model: model || null,
    serial,
  };
}

function parseNwipe(text: string): ParsedErasureReport {
  // Read line by line with the run's context so far: a log file can hold several runs appended one
  // after the other, each with its own DMI data, options and summary table.
  let hostSerial: string | null = null;
  let method: string | null = null;
  let version: string | null = null;
  let startByDevice = new Map<string, LocalDateTime>();
  let inTable = false;
  let tableRows: ErasureReportRow[] = [];
  let sawTable = false;
  let skippedAnonymised = 0;
  const bySerial = new Map<string, ErasureReportRow>();

  const closeTable = (summaryMethod: string | null) => {
    for (const row of tableRows) {
      // The summary names the method the drives were actually wiped with, whatever was logged before.
      if (summaryMethod) row.method = summaryMethod;
      // A later run on the same drive supersedes the earlier one.
      bySerial.delete(row.serialNumber);
      bySerial.set(row.serialNumber, row);
    }
    tableRows = [];
    inTable = false;
  };

  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trimEnd();

    if (DRIVE_STATUS_TITLE.test(line)) {
      if (inTable) closeTable(null);
      inTable = true;
      sawTable = true;
      continue;
    }

    if (inTable) {
      // The table ends with a dashed rule, a "Total Throughput" line naming the method, then asterisks.
      const total = line.match(/Total Throughput [^,]*, (.+?), \d+R\+N?B\+(?:NV|VL|VA)$/);
      if (total) {
        closeTable(total[1]?.trim() ?? null);
        continue;
      }
      if (TABLE_BORDER.test(line)) {
        closeTable(null);
        continue;
      }
      const cells = parseTableRow(line);
      if (!cells) continue;
      const serial = meaningfulSerial(cells.serial);
      if (!serial) {
        skippedAnonymised++;
        continue;
      }
      const start = findStart(startByDevice, cells.device);
      tableRows.push({
        serialNumber: serial,
        hostSerial,
        result: cells.status === ' Erased ' ? 'erased' : 'failed',
        method: method ?? 'Non précisée',
        standard: null,
        tool: 'nwipe',
        toolVersion: version,
        startedAt: start ? formatLocal(start) : null,
        finishedAt: start ? formatLocal(addSeconds(start, cells.durationSeconds)) : null,
        operator: null,
        model: cells.model,
      });
      continue;
    }

    const banner = line.match(NWIPE_BANNER);
    if (banner?.[1]) {
      // A new banner is a new run: forget the previous run's host and drives.
      if (!line.includes('banner')) {
        hostSerial = null;
        method = null;
        startByDevice = new Map();
      }
      version = banner[1];
      continue;
    }
    const dmi = line.match(/\binfo:\s+system-serial-number = (.*)$/);
    if (dmi) {
      hostSerial = meaningfulSerial(dmi[1] ?? '');
      continue;
    }
    const option = line.match(/\bnotice:\s+method\s+= (.+)$/);
    if (option?.[1]) {
      method = option[1].trim();
      continue;
    }
    // "Invoking method '<label>' on /dev/sdX" marks the start of that drive's wipe.
    const invoking = line.match(/\bnotice:\s+Invoking method '(.+)' on (\S+)$/);
    const stamp = line.match(LOG_TIMESTAMP);
    if (invoking?.[2] && stamp) {
      const start = validLocal({
        year: Number(stamp[1]),
        month: Number(stamp[2]),
        day: Number(stamp[3]),
        hour: Number(stamp[4]),
        minute: Number(stamp[5]),
        second: Number(stamp[6]),
      });
      if (start) startByDevice.set(baseName(invoking[2]), start);
      if (!method && invoking[1]) method = invoking[1];
    }
  }
  if (inTable) closeTable(null);

  const rows = [...bySerial.values()];
  if (rows.length === 0) {
    if (skippedAnonymised > 0) {
      return fail(
        "Ce journal nwipe ne donne pas les numéros de série des disques (anonymisés ou absents)\u00a0: relancez nwipe sans l'option d'anonymisation.",
      );
    }
    return fail(
      sawTable
        ? 'Le tableau «\u00a0Drive Status\u00a0» de ce journal nwipe ne contient aucun disque.'
        : "Ce journal nwipe ne contient pas le tableau «\u00a0Drive Status\u00a0» de fin d'effacement (effacement interrompu\u00a0?).",
    );
  }
  return { ok: true, format: 'nwipe', reportId: null, rows };
}

const baseName = (devicePath: string) => devicePath.slice(devicePath.lastIndexOf('/') + 1);

/** The table right-aligns device names in eight characters, cutting longer ones on the left. */
function findStart(starts: Map<string, LocalDateTime>, device: string): LocalDateTime | null {
  const exact = starts.get(device);
  if (exact) return exact;
  for (const [name, start] of starts) if (name.endsWith(device)) return start;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// XML (Blancco-style)

interface XmlNode {
  /** The entries/entry name attribute when there is one, else the tag; lower-cased. */
  name: string;
  text: string;
  children: XmlNode[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** fast-xml-parser's ordered output ([{ tag: [children], ':@': { '@_name': … } }, { '#text': … }]) as a tree. */
function toNodes(raw: unknown): XmlNode[] {
  if (!Array.isArray(raw)) return [];
  const nodes: XmlNode[] = [];
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const attributes = isRecord(item[':@']) ? item[':@'] : {};
    for (const [tag, value] of Object.entries(item)) {
      if (tag === ':@' || tag === '#text' || tag.startsWith('?')) continue;
      const nameAttribute = attributes['@_name'];
      const named = (tag === 'entries' || tag === 'entry') && typeof nameAttribute === 'string';
      const text = Array.isArray(value)
        ? value
            .map((child) => (isRecord(child) && typeof child['#text'] === 'string' ? child['#text'] : ''))
            .join('')
        : '';
      nodes.push({
        name: (named ? nameAttribute : tag).trim().toLowerCase(),
        text: text.trim(),
        children: toNodes(value),
      });
    }
  }
  return nodes;
}

function* descendants(node: XmlNode): Generator<XmlNode> {
  for (const child of node.children) {
    yield child;
    yield* descendants(child);
  }
}

const findAll = (root: XmlNode, name: string) => [...descendants(root)].filter((n) => n.name === name);

/** The first non-empty text of a descendant with that name, depth-first in document order. */
function firstText(root: XmlNode, name: string): string | null {
  for (const node of descendants(root)) if (node.name === name && node.text) return node.text;
  return null;
}

/** A direct child's text: a disk's own serial, not that of something nested in it. */
const childText = (node: XmlNode, name: string) =>
  node.children.find((child) => child.name === name && child.text)?.text ?? null;

/** Only these states mean the whole disk was overwritten; "Erased with exceptions" did not succeed everywhere. */
const XML_ERASED_STATES = new Set(['successful', 'erased']);

function parseXml(text: string, fileName: string): ParsedErasureReport {
  // Reports have no DTD; refusing one outright keeps entity tricks out of reach.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    return fail('Ce rapport XML contient une déclaration DOCTYPE, refusée par sécurité.');
  }
  if (XMLValidator.validate(text) !== true) {
    return fail("Ce fichier XML est mal formé et ne peut pas être lu comme un rapport d'effacement.");
  }
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    // Keep every value as text: a serial such as "00123" or "1E5" must not become a number.
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
  let root: XmlNode;
  try {
    root = { name: '#document', text: '', children: toNodes(parser.parse(text)) };
  } catch {
    return fail("Ce fichier XML est mal formé et ne peut pas être lu comme un rapport d'effacement.");
  }

  const erasures = findAll(root, 'erasure');
  if (erasures.length === 0) {
    if (firstText(root, 'document_id') || findAll(root, 'disk').length > 0) {
      return fail('Ce rapport XML ne contient aucun effacement de disque.');
    }
    return unrecognised(fileName);
  }

  const reportId = firstText(root, 'document_id');
  const tool = firstText(root, 'product_name') ?? 'Rapport XML';
  const toolVersion = firstText(root, 'product_version');
  const operator = firstText(root, 'operator') ?? firstText(root, 'technician');
  const system = findAll(root, 'system')[0];
  const hostSerial = system ? meaningfulSerial(childText(system, 'serial') ?? '') : null;
  const disks = findAll(root, 'disk');

  const rows: ErasureReportRow[] = [];
  for (const [index, erasure] of erasures.entries()) {
    let serial = firstText(erasure, 'serial');
    // An erasure that does not repeat its target's serial can only be tied to a lone disk.
    if (!serial && erasures.length === 1 && disks.length === 1 && disks[0]) {
      serial = childText(disks[0], 'serial');
    }
    if (!serial) {
      return fail(`L'effacement n°\u00a0${index + 1} de ce rapport XML ne donne pas de numéro de série.`);
    }
    const disk = disks.find((d) => childText(d, 'serial') === serial);
    const standard = firstText(erasure, 'erasure_standard_name');
    const state = (firstText(erasure, 'state') ?? '').toLowerCase();
    rows.push({
      serialNumber: serial,
      hostSerial,
      result: XML_ERASED_STATES.has(state) ? 'erased' : 'failed',
      method: firstText(erasure, 'erasure_method') ?? standard ?? 'Non précisée',
      standard,
      tool,
      toolVersion,
      startedAt: parseDateTime(firstText(erasure, 'start_time')),
      finishedAt: parseDateTime(firstText(erasure, 'end_time')),
      operator: firstText(erasure, 'operator') ?? operator,
      model: firstText(erasure, 'model') ?? (disk ? childText(disk, 'model') : null),
    });
  }
  return { ok: true, format: 'xml', reportId, rows };
}

// ---------------------------------------------------------------------------------------------------
// CSV

type CsvField =
  | 'serial'
  | 'method'
  | 'standard'
  | 'tool'
  | 'version'
  | 'result'
  | 'start'
  | 'end'
  | 'operator'
  | 'model';

/** Header names after {@link normaliseLabel}, French and English. */
const CSV_HEADERS: Record<CsvField, readonly string[]> = {
  serial: [
    'serial',
    'serial number',
    'serial no',
    'serialnumber',
    'sn',
    's n',
    'numero de serie',
    'n de serie',
    'no de serie',
    'num de serie',
    'serie',
  ],
  method: ['method', 'erasure method', 'methode', 'methode d effacement'],
  standard: ['standard', 'erasure standard', 'norme'],
  tool: ['tool', 'software', 'outil', 'logiciel'],
  version: ['version', 'tool version', 'version de l outil', 'version du logiciel'],
  result: ['result', 'status', 'resultat', 'statut', 'etat'],
  start: ['start', 'started', 'started at', 'start time', 'debut', 'date de debut', 'heure de debut'],
  end: ['end', 'finished', 'finished at', 'end time', 'fin', 'date de fin', 'heure de fin'],
  operator: ['operator', 'technician', 'operateur', 'operatrice', 'technicien', 'technicienne'],
  model: ['model', 'drive model', 'modele', 'modele du disque'],
};

const CSV_ERASED = new Set([
  'erased',
  'efface',
  'effacee',
  'ok',
  'success',
  'successful',
  'reussi',
  'reussie',
]);
const CSV_FAILED = new Set(['failed', 'echec', 'fail', 'ko', 'echoue', 'echouee']);

function parseCsv(text: string, fileName: string): ParsedErasureReport {
  const content = text.replace(/^\uFEFF/, '');
  const read = readCsv(content, detectSeparator(content));
  if ('unclosedQuoteLine' in read) {
    return fail(`Ligne ${read.unclosedQuoteLine}\u00a0: guillemet ouvert et jamais refermé.`);
  }
  const records = read.records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const [header, ...data] = records;
  if (!header) return unrecognised(fileName);

  const columns = new Map<CsvField, number>();
  header.cells.forEach((label, index) => {
    const normalised = normaliseLabel(label);
    for (const [field, names] of Object.entries(CSV_HEADERS) as [CsvField, readonly string[]][]) {
      if (!columns.has(field) && names.includes(normalised)) columns.set(field, index);
    }
  });
  // Without a serial column this is not an erasure list at all (prose, another export).
  if (!columns.has('serial')) return unrecognised(fileName);
  if (!columns.has('result')) {
    return fail("Ce fichier CSV n'a pas de colonne «\u00a0résultat\u00a0» (effacé ou échec).");
  }

  const value = (record: CsvRecord, field: CsvField): string | null => {
    const index = columns.get(field);
    const cell = index === undefined ? undefined : record.cells[index];
    const trimmed = cell?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  };

  // All or nothing: the first bad line stops the import so that a half-read file is never recorded.
  const rows: ErasureReportRow[] = [];
  for (const record of data) {
    const serialNumber = value(record, 'serial');
    if (!serialNumber) return fail(`Ligne ${record.line}\u00a0: numéro de série manquant.`);
    const rawResult = value(record, 'result');
    if (!rawResult) {
      return fail(`Ligne ${record.line}\u00a0: résultat manquant (effacé ou échec attendu).`);
    }
    const normalisedResult = normaliseLabel(rawResult);
    const result = CSV_ERASED.has(normalisedResult)
      ? 'erased'
      : CSV_FAILED.has(normalisedResult)
        ? 'failed'
        : null;
    if (!result) {
      return fail(
        `Ligne ${record.line}\u00a0: résultat «\u00a0${rawResult}\u00a0» inconnu (effacé ou échec attendu).`,
      );
    }
    rows.push({
      serialNumber,
      hostSerial: null,
      result,
      method: value(record, 'method') ?? 'Non précisée',
      standard: value(record, 'standard'),
      tool: value(record, 'tool') ?? 'Non précisé',
      toolVersion: value(record, 'version'),
      startedAt: parseDateTime(value(record, 'start')),
      finishedAt: parseDateTime(value(record, 'end')),
      operator: value(record, 'operator'),
      model: value(record, 'model'),
    });
  }
  if (rows.length === 0) return fail("Ce fichier CSV ne contient aucune ligne d'effacement.");
  return { ok: true, format: 'csv', reportId: null, rows };
}
