import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ErasureReportRow,
  type ParsedErasureReport,
  parseErasureReport,
} from './erasure-report-parsers';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const rowsOf = (parsed: ParsedErasureReport): ErasureReportRow[] => {
  if (!parsed.ok) throw new Error(`expected a parsed report, got: ${parsed.message}`);
  return parsed.rows;
};

const messageOf = (parsed: ParsedErasureReport): string => {
  if (parsed.ok) throw new Error('expected a refusal');
  return parsed.message;
};

const UNRECOGNISED = /n'est pas un rapport d'effacement reconnu \(journal nwipe, rapport XML ou CSV\)\.$/;

describe('parseErasureReport: nwipe logs', () => {
  it('reads every drive of the Drive Status table with the host serial, method and times', () => {
    const parsed = parseErasureReport(fixture('nwipe-3-drives.log'), 'nwipe.log');
    expect(parsed).toMatchObject({ ok: true, format: 'nwipe', reportId: null });
    expect(rowsOf(parsed)).toEqual([
      {
        serialNumber: 'Z3TABC12',
        hostSerial: '7XK2Q42',
        result: 'erased',
        method: 'DoD Short',
        standard: null,
        tool: 'nwipe',
        toolVersion: '0.36',
        startedAt: '2024-03-12T10:01:41',
        finishedAt: '2024-03-12T11:04:53',
        operator: null,
        model: 'ST500DM002-1BD14',
      },
      expect.objectContaining({
        serialNumber: 'WD-WCC2E1234567',
        result: 'failed',
        model: 'WDC WD5000AAKX-0',
        startedAt: '2024-03-12T10:01:41',
        finishedAt: '2024-03-12T10:43:36',
      }),
      expect.objectContaining({
        serialNumber: 'S466NX0K701234A',
        result: 'erased',
        model: 'Samsung SSD 970 E',
        startedAt: '2024-03-12T10:01:42',
      }),
    ]);
  });

  it('is detected from the content whatever the file is called', () => {
    expect(parseErasureReport(fixture('nwipe-3-drives.log'), 'rapport.csv')).toMatchObject({
      format: 'nwipe',
    });
  });

  it('counts an aborted or insane drive as failed, takes the summary method, keeps the last run of a drive', () => {
    const log = [
      '[2024/04/02 08:00:00]    info: nwipe 0.35',
      '[2024/04/02 08:00:01]    info: system-serial-number = To Be Filled By O.E.M.',
      '',
      '********************************* Drive Status *********************************',
      '!   Device | Status | Thru-put | HH:MM:SS | Model/Serial Number',
      '--------------------------------------------------------------------------------',
      '!      sdc |UABORTED|   45 MB/s | 00:10:00 | Hitachi HTS54505/TNA5Y1',
      '       sdd |INSANITY|   80 MB/s | 00:20:00 | KINGSTON SA400S3/50026B77',
      '!      sde |-FAILED-|   80 MB/s | 00:20:00 | KINGSTON SA400S3/XXXXXXXXXXXXXXXXXXXX',
      '--------------------------------------------------------------------------------',
      '[2024/04/02 08:30:00] Total Throughput  125 MB/s, PRNG Stream, 1R+NB+NV',
      '********************************************************************************',
      '[2024/04/02 09:00:00]    info: nwipe 0.35',
      '',
      '********************************* Drive Status *********************************',
      '!   Device | Status | Thru-put | HH:MM:SS | Model/Serial Number',
      '--------------------------------------------------------------------------------',
      '       sdc | Erased |   90 MB/s | 01:00:00 | Hitachi HTS54505/TNA5Y1',
      '--------------------------------------------------------------------------------',
      '[2024/04/02 10:00:00] Total Throughput   90 MB/s, Fill With Zeros, 1R+NB+NV',
      '********************************************************************************',
    ].join('\n');
    const rows = rowsOf(parseErasureReport(Buffer.from(log), 'nwipe.log'));
    expect(rows.map((r) => [r.serialNumber, r.result, r.method, r.hostSerial, r.startedAt])).toEqual([
      ['50026B77', 'failed', 'PRNG Stream', null, null],
      ['TNA5Y1', 'erased', 'Fill With Zeros', null, null],
    ]);
  });

  it('refuses an nwipe log without a Drive Status row, in French', () => {
    const log = '[2024/04/02 08:00:00]    info: nwipe 0.35\n[2024/04/02 08:00:05]  notice: Found /dev/sda\n';
    expect(messageOf(parseErasureReport(Buffer.from(log), 'nwipe.log'))).toBe(
      "Ce journal nwipe ne contient pas le tableau «\u00a0Drive Status\u00a0» de fin d'effacement (effacement interrompu\u00a0?).",
    );
    const emptyTable = `${log}\n********************************* Drive Status *********************************\n!   Device | Status | Thru-put | HH:MM:SS | Model/Serial Number\n`;
    expect(messageOf(parseErasureReport(Buffer.from(emptyTable), 'nwipe.log'))).toContain('aucun disque');
  });
});

describe('parseErasureReport: XML reports', () => {
  it('reads the report id, product, host serial and each erasure with its state', () => {
    const parsed = parseErasureReport(fixture('blancco-style.xml'), 'rapport.xml');
    expect(parsed).toMatchObject({ ok: true, format: 'xml', reportId: '5f0c1a2e-report-0042@fixture' });
    const rows = rowsOf(parsed);
    expect(rows[0]).toEqual({
      serialNumber: 'S4DXNF0M123456',
      hostSerial: 'PF1ABCDE',
      result: 'erased',
      method: 'NIST 800-88 Purge',
      standard: 'NIST 800-88 Purge',
      tool: 'Blancco Drive Eraser',
      toolVersion: '7.9.1',
      startedAt: '2024-05-02T07:15:04.000Z',
      finishedAt: '2024-05-02T07:21:47.000Z',
      operator: null,
      model: 'SAMSUNG MZVLB256HAHQ',
    });
    // "Erased with exceptions" did not erase everything; a serial with leading zeros stays text.
    expect(rows.map((r) => [r.serialNumber, r.result, r.model])).toEqual([
      ['S4DXNF0M123456', 'erased', 'SAMSUNG MZVLB256HAHQ'],
      ['WL1ABCDE', 'failed', 'ST1000LM035-1RK172'],
      ['0012ZZ34', 'failed', 'TOSHIBA MQ01ABD050'],
    ]);
  });

  it('names the tool "Rapport XML" without a product name and accepts an "Erased" state', () => {
    const xml =
      '<report><erasure><state>Erased</state><disk><serial> 9XG0ABC </serial></disk></erasure></report>';
    const parsed = parseErasureReport(Buffer.from(xml), 'r.xml');
    expect(parsed).toMatchObject({ ok: true, format: 'xml', reportId: null });
    expect(rowsOf(parsed)).toEqual([
      expect.objectContaining({
        serialNumber: '9XG0ABC',
        result: 'erased',
        tool: 'Rapport XML',
        method: 'Non précisée',
        hostSerial: null,
      }),
    ]);
  });

  it('refuses malformed XML, a DOCTYPE and XML without erasures, in French', () => {
    expect(
      messageOf(parseErasureReport(Buffer.from('<?xml version="1.0"?><report><erasure>'), 'r.xml')),
    ).toBe("Ce fichier XML est mal formé et ne peut pas être lu comme un rapport d'effacement.");
    const doctype = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><r>&a;</r>';
    expect(messageOf(parseErasureReport(Buffer.from(doctype), 'r.xml'))).toContain('DOCTYPE');
    expect(messageOf(parseErasureReport(Buffer.from('<svg><g/></svg>'), 'dessin.svg'))).toMatch(UNRECOGNISED);
  });
});

describe('parseErasureReport: CSV files', () => {
  it('reads a comma-separated file with quoted fields and defaults', () => {
    const parsed = parseErasureReport(fixture('erasures.csv'), 'effacements.csv');
    expect(parsed).toMatchObject({ ok: true, format: 'csv', reportId: null });
    expect(rowsOf(parsed)).toEqual([
      {
        serialNumber: 'SN-A100',
        hostSerial: null,
        result: 'erased',
        method: 'Zero fill',
        standard: 'NIST 800-88 Clear',
        tool: 'ShredOS',
        toolVersion: '2024.02',
        startedAt: '2024-06-03T14:00:00',
        finishedAt: '2024-06-03T15:30:00',
        operator: 'Camille',
        model: null,
      },
      {
        serialNumber: 'SN-B200',
        hostSerial: null,
        result: 'failed',
        method: 'Non précisée',
        standard: null,
        tool: 'Tool, "custom"',
        toolVersion: null,
        startedAt: null,
        finishedAt: null,
        operator: null,
        model: null,
      },
    ]);
  });

  it('reads French headers, semicolons, a BOM and CRLF line ends', () => {
    const text =
      '\uFEFFN° de série;Méthode;Norme;Outil;Version;Résultat;Début;Fin;Opérateur\r\n' +
      'FR-0001;Passe unique de zéros;NIST 800-88;Outil maison;1.2;Effacé;2024-06-03T14:00:00+02:00;2024-06-03T14:45:00+02:00;Léa\r\n' +
      'FR-0002;;;Outil maison;1.2;ÉCHEC;03/06/2024 15:00;;\r\n' +
      ';;;;;;;;\r\n';
    const rows = rowsOf(parseErasureReport(Buffer.from(text, 'utf8'), 'effacements.csv'));
    expect(rows).toEqual([
      expect.objectContaining({
        serialNumber: 'FR-0001',
        result: 'erased',
        method: 'Passe unique de zéros',
        standard: 'NIST 800-88',
        tool: 'Outil maison',
        toolVersion: '1.2',
        startedAt: '2024-06-03T12:00:00.000Z',
        finishedAt: '2024-06-03T12:45:00.000Z',
        operator: 'Léa',
      }),
      // A day-first date is ambiguous (03/06 or 06/03), so it is left out rather than guessed.
      expect.objectContaining({
        serialNumber: 'FR-0002',
        result: 'failed',
        method: 'Non précisée',
        startedAt: null,
      }),
    ]);
  });

  it('accepts the English synonyms of the results and the « numéro de série » header', () => {
    const text = 'Numéro de série,Résultat\nA1,ok\nA2,success\nA3,KO\nA4,réussi\nA5,fail\n';
    expect(rowsOf(parseErasureReport(Buffer.from(text), 'x.csv')).map((r) => r.result)).toEqual([
      'erased',
      'erased',
      'failed',
      'erased',
      'failed',
    ]);
  });

  it('refuses the whole file at its first bad line, naming it in French', () => {
    expect(messageOf(parseErasureReport(fixture('erasures-bad.csv'), 'effacements.csv'))).toBe(
      'Ligne 4\u00a0: résultat «\u00a0peut-être\u00a0» inconnu (effacé ou échec attendu).',
    );
    expect(messageOf(parseErasureReport(Buffer.from('serial;result\nA1;erased\n;failed\n'), 'x.csv'))).toBe(
      'Ligne 3\u00a0: numéro de série manquant.',
    );
    expect(messageOf(parseErasureReport(Buffer.from('serial;method\nA1;Zeros\n'), 'x.csv'))).toBe(
      "Ce fichier CSV n'a pas de colonne «\u00a0résultat\u00a0» (effacé ou échec).",
    );
    expect(messageOf(parseErasureReport(Buffer.from('serial;result\n'), 'x.csv'))).toBe(
      "Ce fichier CSV ne contient aucune ligne d'effacement.",
    );
  });
});

describe('parseErasureReport: other files', () => {
  it('refuses an image, prose and an empty file with a French message', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    expect(messageOf(parseErasureReport(png, 'photo.png'))).toBe(
      "Le fichier «\u00a0photo.png\u00a0» n'est pas un rapport d'effacement reconnu (journal nwipe, rapport XML ou CSV).",
    );
    const prose = Buffer.from('Bonjour,\nvoici le compte rendu de la collecte de mardi.\nCordialement');
    expect(messageOf(parseErasureReport(prose, 'notes.txt'))).toMatch(UNRECOGNISED);
    expect(messageOf(parseErasureReport(Buffer.alloc(0), ''))).toBe(
      "Ce fichier n'est pas un rapport d'effacement reconnu (journal nwipe, rapport XML ou CSV).",
    );
  });

  it('refuses a file over 20 MB before reading it', () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x41);
    expect(messageOf(parseErasureReport(big, 'gros.xml'))).toContain('20\u00a0Mo');
  });
});
