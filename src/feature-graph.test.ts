import { describe, expect, it } from 'vitest';
import { featureGraph, findCycles, nodeOf, runtimeImports, type FeatureGraph } from '../scripts/feature-graph';

describe('the feature graph', () => {
  it('has no circle between features or layers at run time', () => {
    const cycles = findCycles(featureGraph());
    expect(cycles).toEqual([]);
  });

  it('finds a circle through different files of two features', () => {
    const graph: FeatureGraph = new Map([
      ['web:features/catalog', new Map([['web:features/favorites', ['a.tsx']]])],
      ['web:features/favorites', new Map([['web:features/catalog', ['b.tsx']]])],
      ['web:lib', new Map()],
    ]);
    expect(findCycles(graph)).toEqual([['web:features/catalog', 'web:features/favorites']]);
  });

  it('counts imports that load code, not type-only ones', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "export type { D } from './d';",
      "import { E, type F } from './e';",
      "import './side-effect';",
      "export { G } from './g';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['./e', './g', './side-effect', './lazy']);
  });

  it('names a node by feature folder or layer', () => {
    const root = new URL('..', import.meta.url).pathname;
    expect(nodeOf(`${root}src/web/features/cart/cart-drawer.tsx`)).toBe('web:features/cart');
    expect(nodeOf(`${root}src/web/lib/api-client.ts`)).toBe('web:lib');
    expect(nodeOf(`${root}src/server/modules/orders/service.ts`)).toBe('server:modules/orders');
    expect(nodeOf(`${root}src/server/config.ts`)).toBe('server:config');
    expect(nodeOf(`${root}src/server/app.ts`)).toBe('server:app');
    expect(nodeOf(`${root}src/domain/money/format.ts`)).toBe('domain');
  });
});
