import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineStylesNeeded } from './mantine-styles.ts';

const clientDir = fileURLToPath(new URL('../src-client', import.meta.url));
const imported = (source: string) => [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map((m) => m[1]);
// Reads every client file and Mantine's published modules: once for all three checks.
const needed = mantineStylesNeeded(clientDir);

describe('mantineStylesNeeded', () => {
  it('is what the client imports, in the same order', () => {
    const listed = imported(readFileSync(`${clientDir}/app/mantine-styles.ts`, 'utf8'));
    // On failure: copy the expected list into src-client/app/mantine-styles.ts.
    expect(listed).toEqual(needed);
  });

  it('follows a component to the components it is built from', () => {
    // Select has no styles of its own: its input, dropdown and options come from these.
    for (const name of ['Input', 'Combobox', 'Popover', 'ScrollArea']) expect(needed).toContain(name);
    expect(needed.indexOf('UnstyledButton')).toBeLessThan(needed.indexOf('Button'));
    expect(needed.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('leaves out components nobody draws', () => {
    for (const name of ['Accordion', 'Stepper', 'Timeline', 'ColorPicker']) expect(needed).not.toContain(name);
  });
});
