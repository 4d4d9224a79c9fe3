#!/usr/bin/env node
// Rewrites citations of the specifications that are not in the repository ("pages.md §12",
// "seed §7", "seed-spec §3", "product.md §5", a bare "pages.md") in code comments so that they
// point at the notes in docs/spec/ ("docs/spec/pages.md#invoices"). Only comments change: the
// TypeScript parser finds them, so strings, JSX text and regular expressions are left alone.
// Prints what it changed and every citation it could not map.
//
//   node scripts/rewrite-spec-citations.mjs [--write] [--verbose] [root]
//
// Without --write it only reports (a dry run). `root` defaults to the current directory. Run it
// again after a merge: rewritten citations no longer match, so a second run changes nothing.
// Edit SECTIONS and REFINEMENTS below when a docs/spec heading is added.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const write = args.includes('--write');
const verbose = args.includes('--verbose');
const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.');

/** Original section number → the heading anchor of its note in docs/spec/. */
const SECTIONS = {
  seed: {
    doc: 'seed.md',
    anchors: {
      1: 'product',
      2: 'screens-and-routes',
      3: 'entities',
      4: 'states-and-transitions',
      5: 'validation',
      6: 'roles',
      7: 'calls',
      8: 'errors',
      9: 'constants',
    },
  },
  pages: {
    doc: 'pages.md',
    anchors: {
      0: 'shared-rules',
      1: 'data-shapes',
      2: 'shell',
      3: 'auth',
      4: 'overview-dashboards',
      5: 'mail',
      6: 'chat',
      7: 'kanban',
      8: 'calendar',
      9: 'file-manager',
      10: 'users',
      11: 'e-commerce',
      12: 'invoices',
      13: 'blog',
      14: 'other-dashboard-pages',
      15: 'public-pages',
    },
  },
  product: {
    doc: 'product.md',
    anchors: {
      1: 'what-keel-is',
      2: 'seed-rules-easy-to-miss',
      3: 'architecture',
      4: 'api-conventions',
      5: 'security-and-access',
      6: 'quality-bars',
    },
  },
};

/**
 * A finer anchor when the words right after "§N" name a sub-section. `consume`: the words are the
 * sub-section's own name and are dropped (the anchor says it); otherwise they stay.
 */
const REFINEMENTS = {
  'seed 4': [
    { words: /^(Session)\b/, anchor: 'session', consume: true },
    { words: /^(Appearance)\b/, anchor: 'appearance', consume: true },
    { words: /^(Notifications|Snackbars)\b/, anchor: 'snackbars', consume: true },
    { words: /^(Data loading)\b/, anchor: 'data-loading', consume: true },
    { words: /^(Checkout step)\b/, anchor: 'checkout-step', consume: true },
    { words: /^(Cart)\b/, anchor: 'cart', consume: true },
    { words: /^(Totals)\b/, anchor: 'totals', consume: true },
    { words: /^(Chat)\b/, anchor: 'chat', consume: true },
    { words: /^(Kanban)\b/, anchor: 'kanban', consume: true },
    { words: /^(Calendar)\b/, anchor: 'calendar', consume: true },
    { words: /^(Persistence)\b/, anchor: 'persistence', consume: true },
  ],
  'pages 0': [
    { words: /^(API)\b/, anchor: 'api', consume: true },
    { words: /^(Access)\b/, anchor: 'access', consume: true },
    { words: /^(Uploads)\b/, anchor: 'uploads', consume: true },
    { words: /^(Real time|Real-time)\b/, anchor: 'real-time', consume: true },
    { words: /^(UI)\b/, anchor: 'ui', consume: true },
    { words: /^(Transport|Lists|Items|Errors|Values)\b/, anchor: 'api', consume: false },
    {
      words: /^(Page header|Tables|Destructive|Forms|Snackbars|States|Persistence)\b/,
      anchor: 'ui',
      consume: false,
    },
  ],
  'pages 2': [
    { words: /^(Layouts?)\b/, anchor: 'layouts', consume: true },
    { words: /^(Dashboard nav|nav|Nav)\b/, anchor: 'nav', consume: false },
    { words: /^(Dashboard header|header|Header)\b/, anchor: 'header', consume: false },
    { words: /^(Settings drawer)\b/, anchor: 'settings-drawer', consume: true },
    { words: /^(search|Search|notifications|Notifications)\b/, anchor: 'header', consume: false },
  ],
  'pages 10': [
    { words: /^(\/dashboard\/user\/list)\b/, anchor: 'user-list', consume: false },
    { words: /^(\/dashboard\/user\/new)\b/, anchor: 'user-form', consume: false },
    { words: /^(\/dashboard\/user\/cards)\b/, anchor: 'user-cards', consume: false },
    { words: /^(\/dashboard\/user\/profile)\b/, anchor: 'profile', consume: false },
    { words: /^(\/dashboard\/user\/account)\b/, anchor: 'account', consume: false },
    {
      words: /^(Card dialog|card dialog|Address dialog|address dialog|General|Billing)\b/,
      anchor: 'account',
      consume: false,
    },
  ],
  'pages 11': [
    { words: /^(\/shop)\b/, anchor: 'shop', consume: false },
    { words: /^(\/product\/new|product form)\b/, anchor: 'product-form', consume: false },
    { words: /^(\/product\/\{name\}\/edit)/, anchor: 'product-form', consume: false },
    { words: /^(\/product\/)/, anchor: 'product', consume: false },
    { words: /^(\/list)\b/, anchor: 'product-list', consume: false },
    { words: /^(\/checkout|checkout)\b/, anchor: 'checkout', consume: false },
  ],
  'pages 12': [
    { words: /^(\/dashboard\/invoice\/list|list)\b/, anchor: 'invoice-list', consume: false },
    {
      words: /^(\/dashboard\/invoice\/new|compose|form)\b/,
      anchor: 'invoice-form',
      consume: false,
    },
    { words: /^(\/dashboard\/invoice\/\{id\}|details)/, anchor: 'invoice-details', consume: false },
  ],
};

// "pages.md", "seed-spec.md", "seed-spec", "seed", "product.md", "product", each then "§ N".
const FILE = String.raw`(pages\.md|pages|product\.md|product|seed-spec\.md|seed-spec|seed\.md|seed)`;
// A bare "§N" continues the file named last in the same comment; "the seed" alone names the seed.
const CITATION = new RegExp(
  String.raw`(?<![\w/.-])${FILE}(?:'s)?\s*§\s*(\d+)|(?<![\w§])§\s*(\d+)|(?<![\w/.-])(pages\.md|product\.md|seed-spec\.md|seed-spec)(?![\w#-])|\b(seed)\b`,
  'gi',
);
const fileKey = (name) => {
  const lower = name.toLowerCase();
  return lower.startsWith('seed') ? 'seed' : lower.startsWith('pages') ? 'pages' : 'product';
};

const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.cjs']);
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'migrations', 'test-results']);
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];

function slugify(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor the notes have, to refuse a mapping that points nowhere. */
function knownAnchors() {
  const anchors = new Set();
  for (const { doc } of Object.values(SECTIONS)) {
    const text = readFileSync(path.join(root, 'docs/spec', doc), 'utf8');
    anchors.add(`${doc}`);
    for (const match of text.matchAll(/^#{1,6} (.+)$/gm))
      anchors.add(`${doc}#${slugify(match[1])}`);
  }
  return anchors;
}

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE_EXTENSIONS.has(path.extname(entry.name))) yield full;
  }
}

/** [start, end) of every comment in a JS/TS source, found through the parser's tokens. */
function commentRanges(file, text) {
  const kind = file.endsWith('.tsx') || file.endsWith('.jsx') ? ts.ScriptKind.TSX : undefined;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map();
  const add = (list) => {
    for (const range of list ?? []) ranges.set(range.pos, range.end);
  };
  const visit = (node) => {
    // JSX text is not trivia: a "//" in it is text on the page.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  // A shebang is not a comment.
  return [...ranges].filter(([pos]) => !(pos === 0 && text.startsWith('#!')));
}

/** Rewrites one comment's text; returns the new text and what was rewritten or not mapped. */
function rewriteComment(comment, anchors) {
  const rewritten = [];
  const unmapped = [];
  let current = null; // the file a bare "§N" continues
  let out = '';
  let copied = 0; // comment[0, copied) is in `out` already
  for (const match of comment.matchAll(CITATION)) {
    const [text, file, number, bareNumber, plainFile, seedWord] = match;
    if (match.index < copied) continue;
    if (seedWord) {
      current ??= 'seed';
      continue;
    }
    let replacement;
    let end = match.index + text.length;
    if (plainFile) {
      // A file named without a section ("as pages.md says").
      current = fileKey(plainFile);
      replacement = `docs/spec/${SECTIONS[current].doc}`;
    } else {
      const key = file ? fileKey(file) : current;
      const section = file ? number : bareNumber;
      if (file) current = key;
      if (!key) {
        unmapped.push(`${text} (no file named before it)`);
        continue;
      }
      const spec = SECTIONS[key];
      let anchor = spec.anchors[section];
      if (!anchor) {
        unmapped.push(`${text} (no section ${section} in ${key})`);
        continue;
      }
      const after = comment.slice(end);
      const lead = after.match(/^\s+/)?.[0] ?? '';
      for (const refinement of REFINEMENTS[`${key} ${section}`] ?? []) {
        const words = after.slice(lead.length).match(refinement.words);
        if (!words) continue;
        anchor = refinement.anchor;
        if (refinement.consume) end += lead.length + words[0].length;
        break;
      }
      if (!anchors.has(`${spec.doc}#${anchor}`)) {
        unmapped.push(`${text} (anchor #${anchor} missing in docs/spec/${spec.doc})`);
        continue;
      }
      replacement = `docs/spec/${spec.doc}#${anchor}`;
    }
    rewritten.push(comment.slice(match.index, end));
    out += comment.slice(copied, match.index) + replacement;
    copied = end;
  }
  return { text: out + comment.slice(copied), rewritten, unmapped };
}

const anchors = knownAnchors();
const self = path.join(root, 'scripts/rewrite-spec-citations.mjs');
const report = { files: 0, rewritten: 0, unmapped: [], strings: [] };

for (const base of ROOTS) {
  for (const file of walk(path.join(root, base))) {
    if (file === self) continue;
    const text = readFileSync(file, 'utf8');
    if (!/§|pages\.md|product\.md|seed-spec/.test(text)) continue;
    const ranges = commentRanges(file, text).sort((a, b) => b[0] - a[0]);
    let next = text;
    let changed = 0;
    const relative = path.relative(root, file);
    const lineOf = (pos) => text.slice(0, pos).split('\n').length;
    for (const [start, end] of ranges) {
      const comment = text.slice(start, end);
      const result = rewriteComment(comment, anchors);
      for (const item of result.unmapped)
        report.unmapped.push(`${relative}:${lineOf(start)}: ${item}`);
      if (result.rewritten.length === 0) continue;
      changed += result.rewritten.length;
      next = next.slice(0, start) + result.text + next.slice(end);
      if (verbose) console.log(`${relative}:${lineOf(start)}: ${result.rewritten.join(' | ')}`);
    }
    // Citations outside comments (test titles, generated report text) are reported, not changed.
    const inComment = (pos) => ranges.some(([start, end]) => pos >= start && pos < end);
    for (const match of text.matchAll(CITATION)) {
      if (match[5]) continue; // "seed" alone is a word, not a citation
      if (!inComment(match.index))
        report.strings.push(`${relative}:${lineOf(match.index)}: ${match[0]}`);
    }
    if (changed > 0) {
      report.files += 1;
      report.rewritten += changed;
      if (write) writeFileSync(file, next);
    }
  }
}

console.log(
  `${write ? 'Rewrote' : 'Would rewrite'} ${report.rewritten} citations in ${report.files} files.`,
);
if (report.unmapped.length > 0) {
  console.log(`\nNot mapped (${report.unmapped.length}), left as they are:`);
  for (const line of report.unmapped) console.log(`  ${line}`);
}
if (report.strings.length > 0) {
  console.log(`\nIn strings, not comments (${report.strings.length}), left as they are:`);
  for (const line of report.strings) console.log(`  ${line}`);
}
