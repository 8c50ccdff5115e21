import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LABEL_FIELDS, parseLabel, type LabelDraft, type LabelField } from '../../src/domain/label-parse.ts';
import { closeLabelReader, readLabelText } from '../../src-server/services/labels/label-ocr.ts';
import type { FigureName } from './floors.ts';
import type { Figure, SectionResult } from './report.ts';

const DIR = 'eval/labels';

interface LabelCase {
  file: string;
  format: string;
  degraded: boolean;
  servingGrams: number;
  [field: string]: unknown;
}

const loadLabels = (): LabelCase[] =>
  readFileSync(join(DIR, 'truth.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LabelCase);

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
 * read by the server's OCR and parser (decision 117). Reported without floors for now.
 */
export async function evaluateLabels(): Promise<SectionResult> {
  const cases = loadLabels();
  const failures: string[] = [];
  const tally = new Map<string, { images: number; kcal: number; all: number; fields: number; right: number }>();
  const add = (key: string, kcal: boolean, all: boolean, fields: number, right: number) => {
    const t = tally.get(key) ?? { images: 0, kcal: 0, all: 0, fields: 0, right: 0 };
    tally.set(key, { images: t.images + 1, kcal: t.kcal + Number(kcal), all: t.all + Number(all), fields: t.fields + fields, right: t.right + right });
  };
  const started = Date.now();
  const drafts: LabelDraft[] = [];
  try {
    for (const c of cases) drafts.push(parseLabel(await readLabelText(readFileSync(join(DIR, c.file)), c.file.endsWith('.png') ? 'image/png' : 'image/jpeg')));
  } finally {
    await closeLabelReader();
  }
  for (const [i, c] of cases.entries()) {
    const draft = drafts[i]!;
    const fields = compare(c, draft);
    const wrong = fields.filter((f) => !f.ok);
    const kcal = fields.find((f) => f.name === 'calories')!.ok;
    const state = c.degraded ? 'degraded' : 'clean';
    for (const key of [state, `${c.format} ${state}`]) add(key, kcal, wrong.length === 0, fields.length, fields.length - wrong.length);
    if (wrong.length) failures.push(`${c.file}: ${wrong.map((f) => `${f.name} ${String(f.got)} (label ${String(f.want)})`).join(', ')}`);
  }
  const figure = (name: FigureName, state: string, of: 'kcal' | 'all' | 'right'): Figure => {
    const t = tally.get(state)!;
    return { name, passed: t[of], total: of === 'right' ? t.fields : t.images };
  };
  const notes = [...tally.entries()]
    .filter(([key]) => key.includes(' '))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, t]) => `${key.padEnd(22)} calories ${t.kcal}/${t.images}, all fields ${t.all}/${t.images}, fields ${t.right}/${t.fields}`);
  notes.push(`${((Date.now() - started) / cases.length).toFixed(0)} ms per image; goals: calories 98% clean, 90% degraded; all fields 90% clean, 75% degraded`);
  return {
    title: 'Labels: nutrition-label photos read without an AI provider',
    cases: cases.length,
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
