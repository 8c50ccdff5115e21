import { describe, expect, it } from 'vitest';
import { formatMegabytes, progressBar } from './progress-bar.ts';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, stream: { isTTY, write: (text: string) => writes.push(text) } as unknown as NodeJS.WriteStream };
}

describe('progressBar', () => {
  it('prints a plain line every 10% when not on a terminal', () => {
    const { writes, stream } = fakeStream(false);
    const bar = progressBar('Seeding foods', { stream });
    for (let done = 0; done <= 1000; done += 7) bar.update(done, 1000);
    bar.update(1000, 1000);
    bar.finish('done');
    expect(writes).toHaveLength(12);
    expect(writes[0]).toBe('Seeding foods: 0% (0/1000)\n');
    expect(writes[10]).toBe('Seeding foods: 100% (1000/1000)\n');
    expect(writes[11]).toBe('Seeding foods: done\n');
  });

  it('redraws one line on a terminal', () => {
    const { writes, stream } = fakeStream(true);
    const bar = progressBar('Reading', { stream, format: formatMegabytes });
    bar.update(5e6, 10e6);
    bar.update(10e6, 10e6);
    bar.finish();
    expect(writes[0]).toMatch(/^\rReading \[#{15}-{15}\] {2}50% 5\.0 MB\/10\.0 MB$/);
    expect(writes.at(-1)).toBe('\n');
  });
});
