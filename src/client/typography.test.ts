/**
 * French typography of every text written in the client's source (hardening issue, item 13): one
 * apostrophe style (the straight one of the spec's verbatim strings), a non-breaking space before ":" ";"
 * "?" "!" "»" and after "«", and none of the escapes JSX attribute strings would show as typed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Attributes and calls whose strings are code (classes, paths, ids), not text. */
const codeAttributes = new Set(['className', 'href', 'to', 'id', 'type', 'autoComplete', 'inputMode']);
const codeCalls = new Set(['cn', 'cva']);

function isCode(node: ts.Node): boolean {
  for (let parent = node.parent; parent && !ts.isSourceFile(parent); parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
    if (ts.isJsxAttribute(parent) && codeAttributes.has(parent.name.getText())) return true;
    if (ts.isCallExpression(parent) && codeCalls.has(parent.expression.getText())) return true;
  }
  return false;
}

interface Text {
  where: string;
  text: string;
  jsxAttribute: boolean;
}

/** The texts of a file: string literals, template parts and JSX text, as written (escapes decoded). */
function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: Text[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    if ((literal || ts.isJsxText(node)) && !isCode(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      texts.push({
        where: `${relative(root, file)}:${line}`,
        text: ts.isJsxText(node)
          ? // JSX text keeps its entities undecoded: read &nbsp; as the character it stands for.
            node.getText(source).replaceAll('&nbsp;', '\u00a0')
          : ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
            ? // What follows a substitution follows a value: "0" stands for it (`${n} cm`, `${name} »`).
              `0${node.text}`
            : node.text,
        jsxAttribute: ts.isStringLiteral(node) && ts.isJsxAttribute(node.parent),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const texts = sourceFiles(root).flatMap(textsOf);

describe('French typography in the client', () => {
  it('uses the straight apostrophe only', () => {
    expect(texts.filter(({ text }) => text.includes('\u2019')).map(({ where }) => where)).toEqual([]);
  });

  it('puts a non-breaking space before : ; ? ! » and after «', () => {
    const breakable = / [:;?!»](?=\s|$|[.,)'"])|« /;
    const found = texts.filter(({ text }) => breakable.test(text));
    expect(found.map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
  });

  it('keeps numbers with their units and dimensions on one line', () => {
    const breakable = /\d (cm|kg|%|€|×)(?=\s|$|[.,)])/;
    const found = texts.filter(({ text }) => breakable.test(text));
    expect(found.map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
  });

  it('writes no escape in a JSX attribute string, where it would be shown as typed', () => {
    const escaped = texts.filter(({ jsxAttribute, text }) => jsxAttribute && text.includes('\\'));
    expect(escaped.map(({ where }) => where)).toEqual([]);
  });
});
