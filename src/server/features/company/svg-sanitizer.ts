/**
 * An SVG logo rewritten from an allow-list (decision 0056). The file is parsed as strict XML (saxes); what
 * could run or fetch something is refused with a message saying what: scripts and event handlers,
 * foreignObject (HTML inside the SVG), references outside the file (links, images, style sheets, url()
 * that is not « #id »), DOCTYPE and entities. Everything else that is not on the lists (editor metadata,
 * animations, unknown elements and attributes) is dropped silently, and the output is written by us —
 * elements, attributes and text escaped — so nothing of the input's markup survives as such.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { badRequest, HttpError } from '../../lib/http-errors';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/**
 * How deep elements may nest, and how many there may be (issue 30, point 26): saxes resolves each element's
 * namespace by walking the open elements, so its time grows with the square of the depth — 16,000 nested
 * elements blocked the server 3.4 s. A logo nests a few levels and holds hundreds of elements at most.
 */
export const MAX_SVG_DEPTH = 64;
export const MAX_SVG_ELEMENTS = 5_000;

export const svgMessages = {
  tooDeep: `Ce SVG imbrique ses éléments trop profondément (${MAX_SVG_DEPTH}\u00a0niveaux au maximum)\u00a0: refusé. Simplifiez le dessin et réessayez.`,
  tooManyElements: `Ce SVG contient trop d'éléments (5\u00a0000 au maximum)\u00a0: refusé. Simplifiez le dessin et réessayez.`,
  script:
    "Ce SVG contient un script ou un gestionnaire d'événement (on…)\u00a0: refusé, un logo n'exécute rien.",
  foreignObject: 'Ce SVG contient un élément foreignObject (du HTML dans le dessin)\u00a0: refusé.',
  external:
    'Ce SVG fait référence à un contenu extérieur au fichier (lien, image, police ou feuille de style)\u00a0: refusé. Intégrez le dessin entier dans le fichier.',
  doctype: 'Ce SVG contient une déclaration DOCTYPE ou des entités XML\u00a0: refusé.',
  notSvg: "Ce fichier n'est pas une image PNG, JPEG ou SVG.",
  noSize:
    "Ce SVG n'indique pas sa taille (width et height, ou viewBox)\u00a0: refusé, les documents ne sauraient pas le dessiner. Enregistrez-le avec une taille.",
} as const;

const elements = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'style',
]);

/** Elements whose text content is kept (elsewhere text is only indentation). */
const textElements = new Set(['title', 'desc', 'text', 'tspan', 'style']);

const attributes = new Set([
  'id',
  'class',
  'style',
  'd',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'points',
  'transform',
  'version',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'clip-rule',
  'mask',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'offset',
  'stop-color',
  'stop-opacity',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
]);

/** Elements that are refused outright rather than dropped: they are how an SVG runs or embeds things. */
const refusedElements: Record<string, string> = {
  script: svgMessages.script,
  foreignObject: svgMessages.foreignObject,
  image: svgMessages.external,
  feImage: svgMessages.external,
  a: svgMessages.external,
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * CSS functions that take an address as a plain string, without url(): image-set("https://…") (and its
 * prefixed forms), image("…"), cross-fade(), src("…"), element(). A logo needs none of them.
 */
const addressFunctions =
  /(?:^|[^a-z0-9_-])(?:-webkit-|-moz-)?(?:image-set|image|cross-fade|src|element)\s*\(/;

/**
 * CSS (a style attribute or element) may only point inside the file: url(#id). No @import, no function
 * that takes an address as a string (image-set()…), no javascript:, no expression(), and no backslash
 * escapes that could spell them out of sight.
 */
function checkCss(css: string) {
  const lower = css.toLowerCase();
  if (lower.includes('@import') || lower.includes('\\')) throw badRequest(svgMessages.external);
  if (addressFunctions.test(lower)) throw badRequest(svgMessages.external);
  if (lower.includes('javascript:') || lower.includes('expression(')) throw badRequest(svgMessages.script);
  for (const match of lower.matchAll(/url\s*\(\s*(['"]?)\s*([^)'"]*)/g)) {
    if (!(match[2] ?? '').startsWith('#')) throw badRequest(svgMessages.external);
  }
}

/** The sanitised SVG text; an HttpError (400/415) names what was refused. */
export function sanitizeSvg(bytes: Buffer): string {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const out: string[] = [];
  /** For each open element: whether it was written (false: dropped with its subtree). */
  const open: { local: string; kept: boolean }[] = [];
  let skipping = 0;
  let rootSeen = false;
  let rootHasSize = false;

  parser.on('doctype', () => {
    throw badRequest(svgMessages.doctype);
  });
  parser.on('processinginstruction', (pi) => {
    // <?xml-stylesheet href="…"?> fetches a style sheet.
    if (pi.target.toLowerCase().includes('stylesheet')) throw badRequest(svgMessages.external);
  });
  let elementCount = 0;
  // Before saxes resolves the element's namespace (the walk that costs the depth): refused early, cheaply.
  parser.on('opentagstart', () => {
    if (open.length >= MAX_SVG_DEPTH) throw badRequest(svgMessages.tooDeep);
    elementCount += 1;
    if (elementCount > MAX_SVG_ELEMENTS) throw badRequest(svgMessages.tooManyElements);
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const local = tag.local;
    const svgNamespace = tag.uri === SVG_NS || tag.uri === '';
    if (!rootSeen) {
      rootSeen = true;
      if (!svgNamespace || local !== 'svg') throw new HttpError(415, svgMessages.notSvg);
      // The PDF renderer needs a size: without width and height, or a viewBox, every document failed.
      const given = (name: string) => {
        const attribute = Object.values(tag.attributes).find((a) => a.uri === '' && a.local === name);
        return attribute !== undefined && attribute.value.trim() !== '';
      };
      rootHasSize = given('viewBox') || (given('width') && given('height'));
    }
    if (svgNamespace && refusedElements[local]) throw badRequest(refusedElements[local]);
    for (const attribute of Object.values(tag.attributes)) {
      // Event handlers are refused even on elements we would drop: the file was made to run something.
      if (attribute.uri === '' && attribute.local.toLowerCase().startsWith('on')) {
        throw badRequest(svgMessages.script);
      }
      if (attribute.local === 'href' && !attribute.value.trim().startsWith('#')) {
        throw badRequest(svgMessages.external);
      }
      if (/javascript:/i.test(attribute.value.replace(/\s/g, ''))) throw badRequest(svgMessages.script);
    }
    if (skipping > 0 || !svgNamespace || !elements.has(local)) {
      skipping += 1;
      open.push({ local, kept: false });
      return;
    }
    open.push({ local, kept: true });
    let written = `<${local}`;
    if (open.length === 1) written += ` xmlns="${SVG_NS}"`;
    for (const attribute of Object.values(tag.attributes)) {
      const { local: name, uri, value } = attribute;
      let outName: string | null = null;
      if (uri === '' && attributes.has(name)) outName = name;
      else if ((uri === XLINK_NS || uri === '') && name === 'href') outName = 'href';
      else if (uri === XML_NS && name === 'space') outName = 'xml:space';
      if (!outName) continue;
      // Any value with a function call is read as CSS (a presentation attribute takes CSS values too).
      if (name === 'style' || value.includes('(')) checkCss(value);
      written += ` ${outName}="${escapeAttribute(value)}"`;
    }
    out.push(`${written}>`);
  });
  const onText = (text: string) => {
    const current = open.at(-1);
    if (skipping > 0 || !current || !textElements.has(current.local)) return;
    if (current.local === 'style') checkCss(text);
    out.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const element = open.pop();
    if (!element) return;
    if (element.kept) out.push(`</${element.local}>`);
    else skipping -= 1;
  });

  try {
    const text = bytes.toString('utf8');
    if (text.includes('\ufffd')) throw new HttpError(415, svgMessages.notSvg);
    parser.write(text.replace(/^\ufeff/, '')).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Not well-formed XML (an undefined entity lands here too): not an SVG we can read.
    throw new HttpError(415, svgMessages.notSvg);
  }
  if (!rootSeen) throw new HttpError(415, svgMessages.notSvg);
  if (!rootHasSize) throw badRequest(svgMessages.noSize);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${out.join('')}\n`;
}
