// Nutrition labels as HTML, one template per format, for rendering eval images in Chromium.
import type { LabelFormat } from '../../src/domain/label-parse.ts';
import { KCAL_PER_GRAM } from '../../src/domain/energy.ts';

/** The values a label prints, already rounded as the label rounds them. */
export interface PrintedLabel {
  format: LabelFormat;
  /** Household words, e.g. "2/3 cup"; null on a label per 100 g only. */
  household: string | null;
  servingGrams: number;
  /** Servings per container, for the dual-column label. */
  servings: number;
  kj: number;
  calories: number;
  fats: number;
  saturatedFat: number;
  transFat: number;
  cholesterol: number;
  sodium: number;
  salt: number;
  carbs: number;
  fiber: number;
  sugar: number;
  addedSugar: number;
  protein: number;
  vitaminD: number;
  calcium: number;
  iron: number;
  potassium: number;
  /** An EU label's second column: the same values per portion of `servingGrams`. */
  perPortion?: Omit<PrintedLabel, 'format' | 'household' | 'servingGrams' | 'servings' | 'perPortion'>;
}

export interface Look {
  font: string;
  width: number;
}

const pct = (value: number, dv: number) => `${Math.round((value / dv) * 100)}%`;
const g = (v: number) => `${v}g`;
const mg = (v: number) => `${v}mg`;

const BASE = (look: Look) => `
  body { margin: 0; background: #fff; }
  .label { font-family: '${look.font}'; width: ${look.width}px; border: 2px solid #000; padding: 8px 10px; margin: 24px; color: #000; background: #fff; }
  .label h1 { font-size: ${Math.round(look.width / 9)}px; margin: 0; font-weight: 900; letter-spacing: -0.5px; }
  .row { display: flex; justify-content: space-between; border-top: 1px solid #000; padding: 2px 0; font-size: ${Math.max(13, Math.round(look.width / 22))}px; }
  .row .n { flex: 1; }
  .row span + span { margin-left: 14px; min-width: 3.5em; text-align: right; }
  .thick { border-top: 8px solid #000; }
  .med { border-top: 4px solid #000; }
  .ind { padding-left: 1.2em; }
  .ind2 { padding-left: 2.4em; }
  .big { font-size: ${Math.round(look.width / 12)}px; font-weight: 900; }
  b { font-weight: 900; }
  table { border-collapse: collapse; width: 100%; font-size: ${Math.max(13, Math.round(look.width / 22))}px; }
  td, th { border-top: 1px solid #000; padding: 3px 4px; text-align: right; }
  td:first-child, th:first-child { text-align: left; }
`;

function us2016(l: PrintedLabel): string {
  const row = (cls: string, name: string, amount: string, dv: string | null) => `<div class="row ${cls}"><span class="n">${name} ${amount}</span>${dv ? `<span>${dv}</span>` : ''}</div>`;
  return `<h1>Nutrition Facts</h1>
  <div class="row">${l.servings} servings per container</div>
  <div class="row"><b class="n">Serving size</b><b>${l.household} (${l.servingGrams}g)</b></div>
  <div class="row thick"><span class="n big">Calories</span><span class="big">${l.calories}</span></div>
  <div class="row med"><span class="n"></span><b>% Daily Value*</b></div>
  ${row('', '<b>Total Fat</b>', g(l.fats), pct(l.fats, 78))}
  ${row('ind', 'Saturated Fat', g(l.saturatedFat), pct(l.saturatedFat, 20))}
  ${row('ind', '<i>Trans</i> Fat', g(l.transFat), null)}
  ${row('', '<b>Cholesterol</b>', mg(l.cholesterol), pct(l.cholesterol, 300))}
  ${row('', '<b>Sodium</b>', mg(l.sodium), pct(l.sodium, 2300))}
  ${row('', '<b>Total Carbohydrate</b>', g(l.carbs), pct(l.carbs, 275))}
  ${row('ind', 'Dietary Fiber', g(l.fiber), pct(l.fiber, 28))}
  ${row('ind', 'Total Sugars', g(l.sugar), null)}
  ${row('ind2', 'Includes', `${g(l.addedSugar)} Added Sugars`, pct(l.addedSugar, 50))}
  ${row('', '<b>Protein</b>', g(l.protein), null)}
  <div class="thick"></div>
  ${row('', 'Vitamin D', `${l.vitaminD}mcg`, pct(l.vitaminD, 20))}
  ${row('', 'Calcium', mg(l.calcium), pct(l.calcium, 1300))}
  ${row('', 'Iron', mg(l.iron), pct(l.iron, 18))}
  ${row('', 'Potassium', mg(l.potassium), pct(l.potassium, 4700))}`;
}

function usClassic(l: PrintedLabel): string {
  const row = (cls: string, name: string, amount: string, dv: string | null) => `<div class="row ${cls}"><span class="n">${name} ${amount}</span>${dv ? `<span>${dv}</span>` : ''}</div>`;
  return `<h1>Nutrition Facts</h1>
  <div class="row">Serving Size ${l.household} (${l.servingGrams}g)</div>
  <div class="row">Servings Per Container ${l.servings}</div>
  <div class="row thick"><b>Amount Per Serving</b></div>
  <div class="row"><span class="n"><b>Calories</b> ${l.calories}</span><span>Calories from Fat ${Math.round((l.fats * KCAL_PER_GRAM.fats) / 10) * 10}</span></div>
  <div class="row med"><span class="n"></span><b>% Daily Value*</b></div>
  ${row('', '<b>Total Fat</b>', g(l.fats), pct(l.fats, 65))}
  ${row('ind', 'Saturated Fat', g(l.saturatedFat), pct(l.saturatedFat, 20))}
  ${row('ind', '<i>Trans</i> Fat', g(l.transFat), null)}
  ${row('', '<b>Cholesterol</b>', mg(l.cholesterol), pct(l.cholesterol, 300))}
  ${row('', '<b>Sodium</b>', mg(l.sodium), pct(l.sodium, 2400))}
  ${row('', '<b>Total Carbohydrate</b>', g(l.carbs), pct(l.carbs, 300))}
  ${row('ind', 'Dietary Fiber', g(l.fiber), pct(l.fiber, 25))}
  ${row('ind', 'Sugars', g(l.sugar), null)}
  ${row('', '<b>Protein</b>', g(l.protein), null)}
  <div class="thick"></div>
  <div class="row"><span class="n">Vitamin A 4%</span><span>Vitamin C 2%</span></div>
  <div class="row"><span class="n">Calcium ${pct(l.calcium, 1000)}</span><span>Iron ${pct(l.iron, 18)}</span></div>`;
}

function usDual(l: PrintedLabel): string {
  const whole = (v: number, step: number) => Math.round((v * l.servings) / step) * step;
  const row = (name: string, a: number, unit: string, dv: number | null, step: number) => {
    const b = whole(a, step);
    return `<tr><td>${name}</td><td>${a}${unit}</td><td>${dv ? pct(a, dv) : ''}</td><td>${b}${unit}</td><td>${dv ? pct(b, dv) : ''}</td></tr>`;
  };
  return `<h1>Nutrition Facts</h1>
  <div class="row">${l.servings} servings per container</div>
  <div class="row"><b class="n">Serving size</b><b>${l.household} (${l.servingGrams}g)</b></div>
  <table>
  <tr><th></th><th colspan="2">Per serving</th><th colspan="2">Per container</th></tr>
  <tr class="big"><td><b>Calories</b></td><td colspan="2"><b>${l.calories}</b></td><td colspan="2"><b>${whole(l.calories, 10)}</b></td></tr>
  <tr><th></th><th>Amount</th><th>% DV*</th><th>Amount</th><th>% DV*</th></tr>
  ${row('<b>Total Fat</b>', l.fats, 'g', 78, 1)}
  ${row('Saturated Fat', l.saturatedFat, 'g', 20, 1)}
  ${row('<i>Trans</i> Fat', l.transFat, 'g', null, 1)}
  ${row('<b>Cholesterol</b>', l.cholesterol, 'mg', 300, 5)}
  ${row('<b>Sodium</b>', l.sodium, 'mg', 2300, 10)}
  ${row('<b>Total Carb.</b>', l.carbs, 'g', 275, 1)}
  ${row('Dietary Fiber', l.fiber, 'g', 28, 1)}
  ${row('Total Sugars', l.sugar, 'g', null, 1)}
  ${row('Incl. Added Sugars', l.addedSugar, 'g', 50, 1)}
  ${row('<b>Protein</b>', l.protein, 'g', null, 1)}
  </table>`;
}

function canadian(l: PrintedLabel): string {
  const row = (cls: string, name: string, amount: string, dv: string | null) => `<div class="row ${cls}"><span class="n">${name} ${amount}</span>${dv ? `<span>${dv}</span>` : ''}</div>`;
  return `<h1 style="font-size:20px">Nutrition Facts<br>Valeur nutritive</h1>
  <div class="row">Per ${l.household} (${l.servingGrams} g)<br>pour ${l.household} (${l.servingGrams} g)</div>
  <div class="row thick"><span class="n big">Calories ${l.calories}</span><span>% Daily Value*<br>% valeur quotidienne*</span></div>
  ${row('', '<b>Fat / Lipides</b>', `${l.fats} g`, pct(l.fats, 75))}
  ${row('ind', 'Saturated / saturés', `${l.saturatedFat} g`, pct(l.saturatedFat + l.transFat, 20))}
  ${row('ind', '+ Trans / trans', `${l.transFat} g`, null)}
  ${row('', '<b>Carbohydrate / Glucides</b>', `${l.carbs} g`, null)}
  ${row('ind', 'Fibre / Fibres', `${l.fiber} g`, pct(l.fiber, 28))}
  ${row('ind', 'Sugars / Sucres', `${l.sugar} g`, pct(l.sugar, 100))}
  ${row('', '<b>Protein / Protéines</b>', `${l.protein} g`, null)}
  ${row('', '<b>Cholesterol / Cholestérol</b>', `${l.cholesterol} mg`, null)}
  ${row('', '<b>Sodium</b>', `${l.sodium} mg`, pct(l.sodium, 2300))}
  ${row('', 'Potassium', `${l.potassium} mg`, pct(l.potassium, 3400))}
  ${row('', 'Calcium', `${l.calcium} mg`, pct(l.calcium, 1300))}
  ${row('', 'Iron / Fer', `${l.iron} mg`, pct(l.iron, 18))}`;
}

function eu(l: PrintedLabel): string {
  const p = l.perPortion;
  const r = (name: string, key: 'fats' | 'saturatedFat' | 'carbs' | 'sugar' | 'fiber' | 'protein' | 'salt') => `<tr><td>${name}</td><td>${l[key]} g</td>${p ? `<td>${p[key]} g</td>` : ''}</tr>`;
  return `<h1 style="font-size:22px">Nutrition information</h1>
  <table>
  <tr><th>Typical values</th><th>Per 100 g</th>${p ? `<th>Per portion (${l.servingGrams} g)</th>` : ''}</tr>
  <tr><td>Energy</td><td>${l.kj} kJ / ${l.calories} kcal</td>${p ? `<td>${p.kj} kJ / ${p.calories} kcal</td>` : ''}</tr>
  ${r('Fat', 'fats')}
  ${r('of which saturates', 'saturatedFat')}
  ${r('Carbohydrate', 'carbs')}
  ${r('of which sugars', 'sugar')}
  ${r('Fibre', 'fiber')}
  ${r('Protein', 'protein')}
  ${r('Salt', 'salt')}
  </table>`;
}

const BODY: Record<LabelFormat, (l: PrintedLabel) => string> = { 'us-2016': us2016, 'us-classic': usClassic, 'us-dual': usDual, canadian, eu };

/** A whole page with one label on it. */
export function labelPage(label: PrintedLabel, look: Look): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE(look)}</style></head><body><div class="label">${BODY[label.format](label)}</div></body></html>`;
}
