import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LABEL_FIELDS, parseReads, type LabelDraft, type LabelField } from '../../src/domain/label-parse.ts';
import { closeLabelReader, readLabelText } from '../../src-server/services/labels/label-ocr.ts';
import type { FigureName } from './floors.ts';
import type { Figure, SectionResult } from './report.ts';

const DIR = 'eval/labels';

interface LabelCase {
  file: string;
  format: string;
  food: string;
  degraded: boolean;
  servingGrams: number;
  [field: string]: unknown;
}

const loadLabels = (): LabelCase[] =>
  readFileSync(join(DIR, 'truth.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LabelCase);

/**
 * Half the foods of each format for tuning, half held out: ranked by a hash of the food's name, so a
 * food's clean and degraded photos fall in the same half and the split does not move when labels are rebuilt.
 */
function devFoods(cases: LabelCase[]): Set<string> {
  const hash = (c: LabelCase) => createHash('sha256').update(c.food).digest('hex');
  const dev = new Set<string>();
  for (const format of new Set(cases.map((c) => c.format))) {
    const labels = cases.filter((c) => c.format === format && !c.degraded).sort((a, b) => hash(a).localeCompare(hash(b)));
    for (const c of labels.slice(0, labels.length / 2)) dev.add(`${format} ${c.food}`);
  }
  return dev;
}

/** The fields the case's label prints, serving grams first, each read right or not. */
function compare(c: LabelCase, draft: LabelDraft): { name: string; ok: boolean; got: unknown; want: unknown }[] {
  const out: { name: string; ok: boolean; got: unknown; want: unknown }[] = [{ name: 'servingGrams', ok: draft.servingGrams === c.servingGrams, got: draft.servingGrams, want: c.servingGrams }];
  for (const f of LABEL_FIELDS) {
    if (!(f in c)) continue;
    const got = draft.fields[f as LabelField]?.value;
    out.push({ name: f, ok: got === c[f], got, want: c[f] });
  }
  return out;
}

/**
 * Nutrition-label photos rendered from USDA values (pnpm eval:labels:build), clean and degraded,
 * read by the server's OCR and parser (decision 117), in two halves by food: dev for tuning, test
 * held out (its failures are counted, never listed).
 */
export async function evaluateLabels(): Promise<SectionResult[]> {
  const cases = loadLabels();
  const started = Date.now();
  const drafts: LabelDraft[] = [];
  try {
    for (const c of cases) drafts.push(parseReads(await readLabelText(readFileSync(join(DIR, c.file)), c.file.endsWith('.png') ? 'image/png' : 'image/jpeg')));
  } finally {
    await closeLabelReader();
  }
  const perImage = `${((Date.now() - started) / cases.length).toFixed(0)} ms per image`;
  const dev = devFoods(cases);
  const read = cases.map((c, i) => ({ c, draft: drafts[i]! }));
  return (['dev', 'test'] as const).map((half) => section(half, read.filter(({ c }) => dev.has(`${c.format} ${c.food}`) === (half === 'dev')), perImage));
}

function section(half: 'dev' | 'test', read: { c: LabelCase; draft: LabelDraft }[], perImage: string): SectionResult {
  const failures: string[] = [];
  const tally = new Map<string, { images: number; kcal: number; all: number; fields: number; right: number }>();
  const add = (key: string, kcal: boolean, all: boolean, fields: number, right: number) => {
    const t = tally.get(key) ?? { images: 0, kcal: 0, all: 0, fields: 0, right: 0 };
    tally.set(key, { images: t.images + 1, kcal: t.kcal + Number(kcal), all: t.all + Number(all), fields: t.fields + fields, right: t.right + right });
  };
  for (const { c, draft } of read) {
    const fields = compare(c, draft);
    const wrong = fields.filter((f) => !f.ok);
    const kcal = fields.find((f) => f.name === 'calories')!.ok;
    const state = c.degraded ? 'degraded' : 'clean';
    for (const key of [state, `${c.format} ${state}`]) add(key, kcal, wrong.length === 0, fields.length, fields.length - wrong.length);
    if (wrong.length && half === 'dev') failures.push(`${c.file}: ${wrong.map((f) => `${f.name} ${String(f.got)} (label ${String(f.want)})`).join(', ')}`);
  }
  const figure = (name: FigureName, state: string, of: 'kcal' | 'all' | 'right'): Figure => {
    const t = tally.get(state)!;
    return { name, passed: t[of], total: of === 'right' ? t.fields : t.images };
  };
  const notes = [...tally.entries()]
    .filter(([key]) => key.includes(' '))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, t]) => `${key.padEnd(22)} calories ${t.kcal}/${t.images}, all fields ${t.all}/${t.images}, fields ${t.right}/${t.fields}`);
  notes.push(`${perImage} (both halves); goals: calories 98% clean, 90% degraded; all fields 90% clean, 75% degraded`);
  return {
    title: `Labels: nutrition-label photos read without an AI provider, ${half} half (${half === 'dev' ? 'for tuning' : 'held out: read only to report'})`,
    cases: read.length,
    figures: [
      figure('labels: calories exact, clean', 'clean', 'kcal'),
      figure('labels: calories exact, degraded', 'degraded', 'kcal'),
      figure('labels: all fields exact, clean', 'clean', 'all'),
      figure('labels: all fields exact, degraded', 'degraded', 'all'),
      figure('labels: fields exact, clean', 'clean', 'right'),
      figure('labels: fields exact, degraded', 'degraded', 'right'),
    ],
    notes,
    failures,
  };
}
