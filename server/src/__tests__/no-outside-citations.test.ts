import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { filesUnder } from '../test-support/source-files';

/**
 * Comments and documents point only at what a reader of this repository can open: docs/member-api.md,
 * docs/domain-rules.md, the design pages and docs/decisions. The documents the product was first described in are
 * not part of it, so no source file may cite them by name; a section sign and number must be a section mark listed in
 * docs/domain-rules.md (each a link to a section of the repository's docs); a decision cited must have its record;
 * a relative link in a Markdown page must reach a file (and a heading, when it names one). The outside pattern is
 * assembled from parts so this file does not match itself.
 */
/** The section sign, spelled out so this file's own text is not a citation. */
const SECTION = '\u00a7';
const ROOT = resolve(__dirname, '../../..');
const SCANNED = ['server/src', 'server/test', 'client/src', 'client/e2e', 'shared/src', 'bench', 'scripts', '.ci'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.sql'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'results']);
const OUTSIDE = new RegExp(
  [['MEMBER', 'API'].join('-'), ...['SPEC', 'DESIGN'].flatMap((doc) => [`${doc} ${SECTION}`, `${doc}\\.md`])].join('|'),
);
const SECTION_MARKS_PAGE = 'docs/domain-rules.md';

const skipped = (name: string) => SKIPPED_DIRS.has(name);

const sourceFiles = (): string[] =>
  SCANNED.flatMap((dir) =>
    filesUnder(join(ROOT, dir), (name) => EXTENSIONS.some((ext) => name.endsWith(ext)), skipped),
  );

/** README.md, bench/README.md and every page under docs/. */
const markdownPages = (): string[] => [
  join(ROOT, 'README.md'),
  join(ROOT, 'bench/README.md'),
  ...filesUnder(join(ROOT, 'docs'), (name) => name.endsWith('.md'), skipped),
];

/** Each line of each file that matches, as `path:line: text`. */
function linesMatching(files: string[], test: (line: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (test(line)) found.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file: string): Set<string> =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

/** Decision numbers cited in a text: "decision 0107", "decisions 0094–0098", "0085, 0107 and 0116", "docs/decisions/0069". */
function decisionsCitedIn(text: string): string[] {
  const cited: string[] = [];
  const lists = /\bdecisions?(?:\s+records?)?[\s*/#-]*(\d{4}(?:(?:\s*[–,/-]\s*|\s+(?:and|or|to)\s+)\d{4})*)/gi;
  for (const match of text.matchAll(lists)) cited.push(...(match[1].match(/\d{4}/g) ?? []));
  return cited;
}

describe('citations in source files', () => {
  it('when every source file (SQL included) is read, then none cites a document that is not in the repository', () => {
    expect(linesMatching(sourceFiles(), (line) => OUTSIDE.test(line))).toEqual([]);
  });

  it('when a source file cites a numbered section, then it is a section mark that links to a section of the docs', () => {
    const page = join(ROOT, SECTION_MARKS_PAGE);
    const marks = new Map<string, string>();
    for (const match of readFileSync(page, 'utf8').matchAll(
      new RegExp(`^\\| ${SECTION}(\\d+) \\| \\[[^\\]]+\\]\\(([^)]+)\\)`, 'gm'),
    )) {
      marks.set(match[1], match[2]);
    }
    expect(marks.size).toBeGreaterThan(0);

    const unknown = linesMatching(sourceFiles(), (line) =>
      [...line.matchAll(new RegExp(`${SECTION}\\s?(\\S+)`, 'g'))].some((m) => !marks.has(m[1].replace(/\D.*$/, ''))),
    );
    expect(unknown).toEqual([]);

    const broken = [...marks].filter(([, target]) => {
      const [path, anchor] = target.split('#');
      const file = path === '' ? page : resolve(dirname(page), path);
      return !existsSync(file) || (anchor !== undefined && !anchorsOf(file).has(anchor));
    });
    expect(broken).toEqual([]);
  });

  it('when source files and docs cite a decision by number, then its record exists in docs/decisions', () => {
    const records = new Set(readdirSync(join(ROOT, 'docs/decisions')).map((name) => name.slice(0, 4)));
    const missing: string[] = [];
    for (const file of [...sourceFiles(), ...markdownPages()]) {
      for (const number of decisionsCitedIn(readFileSync(file, 'utf8'))) {
        if (!records.has(number)) missing.push(`${relative(ROOT, file)}: decision ${number}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('when the decision pattern is given known citations, then it finds each number (so the check above can fail)', () => {
    expect(decisionsCitedIn(`see decision ${'0088'}.`)).toEqual(['0088']);
    expect(decisionsCitedIn('(decisions 0094–0098, 0107 and 0116)')).toEqual(['0094', '0098', '0107', '0116']);
    expect(decisionsCitedIn('decision\n * 0101 and docs/decisions/0069-ci.md')).toEqual(['0101', '0069']);
    expect(decisionsCitedIn('migration 0021')).toEqual([]);
  });
});

describe('links in the docs', () => {
  it('when README.md, bench/README.md and docs/**/*.md are read, then every relative link reaches a file and heading', () => {
    const broken: string[] = [];
    for (const page of markdownPages()) {
      const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
        const target = match[1];
        if (/^[a-z]+:/i.test(target)) continue;
        const [path, anchor] = target.split('#');
        const file = path === '' ? page : resolve(dirname(page), path);
        const ok = existsSync(file) && (anchor === undefined || !file.endsWith('.md') || anchorsOf(file).has(anchor));
        if (!ok) broken.push(`${relative(ROOT, page)}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the decision index', () => {
  const dir = join(ROOT, 'docs/decisions');
  const index = readFileSync(join(dir, 'README.md'), 'utf8');
  const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| .* \| [\d-]+ \| ([^|]+) \|$/gm)].map((m) => ({
    number: m[1],
    file: m[2],
    status: m[3].trim(),
  }));

  it('when docs/decisions is listed, then every record has one row and every row its record', () => {
    const records = readdirSync(dir).filter((name) => /^\d{4}-/.test(name) && !name.startsWith('0000'));
    expect(rows.map((row) => row.file).sort()).toEqual(records.sort());
  });

  it("when a row gives a status, then it agrees with the record's Status line (superseded, and each later record named)", () => {
    const disagreeing = rows.filter(({ file, status }) => {
      const line = /^Status: (.*)$/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '';
      const superseded = (text: string) => /^superseded/.test(text);
      const named = status.match(/\d{4}/g) ?? [];
      return superseded(status) !== superseded(line) || named.some((number) => !line.includes(number));
    });
    expect(disagreeing).toEqual([]);
  });
});
