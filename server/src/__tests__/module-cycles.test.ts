import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { filesUnder } from '../test-support/source-files';

/**
 * No two modules import each other, directly or round a longer loop (decision 0072): the graph of modules, read off
 * the relative import statements of production files, has no cycle. A loop between files is lint's
 * (`import-x/no-cycle`, server/eslint.config.js); this test is for what lint cannot see, two modules that import
 * each other through different files (a/x.service.ts imports b/, b/y.ts imports a/: no file loop, still a module loop).
 */
const MODULES = resolve(__dirname, '../modules');

const moduleOf = (path: string) => relative(MODULES, path).split(sep)[0];

function moduleGraph() {
  const graph = new Map<string, Set<string>>();
  for (const file of filesUnder(MODULES, (name) => name.endsWith('.ts'))) {
    const from = moduleOf(file);
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/^(?:import|export)\s(?:[^'"]*from\s+)?'(\.[^']+)'/gm)) {
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(MODULES + sep)) continue;
      const to = moduleOf(target);
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe('module import graph', () => {
  it('when the imports between modules are followed, then none leads back to the module it started from', () => {
    const graph = moduleGraph();
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      for (const next of graph.get(node) ?? []) {
        if (next === path[0]) cycles.push([...path, next].join(' → '));
        else if (!path.includes(next)) visit(next, [...path, next]);
      }
    };
    for (const start of graph.keys()) visit(start, [start]);
    expect(cycles).toEqual([]);
  });
});
