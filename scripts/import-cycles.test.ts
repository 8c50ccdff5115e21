import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

// Modules that import each other, however indirectly, load in an order nobody chose (decision 113).
// Type-only imports are dropped first: they leave no trace at run time. The route tree is generated.
describe('imports', () => {
  it('form no cycle outside generated code', async () => {
    const tree = await parseDependencyTree(['src/**/*.ts', 'src-client/**/*.{ts,tsx}', 'src-server/**/*.ts', 'scripts/**/*.ts'], {
      transform: true,
      exclude: /node_modules|routeTree\.gen\.ts$/,
    });
    expect(parseCircular(tree).map((cycle) => cycle.join(' -> '))).toEqual([]);
  }, 180_000);
});
