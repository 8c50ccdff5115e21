import { describe, expect, it } from 'vitest';
import { parseLabel } from './label-parse.ts';
import { checkPrintedLabel, MODEL_READING_CONFIDENCE, type PrintedLabel } from './label-printed.ts';

// A US 2016 label: 740 kcal = 39 g protein × 4 + 55 g carbs × 4 + 38 g fat × 9 (within rounding).
const label = (rows: PrintedLabel['rows']): PrintedLabel => ({ format: 'us-2016', servingDescription: '1 cup', servingGrams: 246, rows });
const macros = { protein: { amount: '39g' }, fats: { amount: '38g', dailyValue: 49 }, sodium: { amount: '460mg', dailyValue: 20 } };

describe('checkPrintedLabel', () => {
  it('confirms a clean reading by its %DV and 4-4-9, and leaves an unchecked one under the ask-to-check mark', () => {
    const draft = checkPrintedLabel(label({ ...macros, calories: { amount: '740' }, carbs: { amount: '55g' }, cholesterol: { amount: '5mg' } }));
    expect(draft).toMatchObject({ format: 'us-2016', servingDescription: '1 cup', servingGrams: 246 });
    expect(draft.fields.sodium).toEqual({ value: 460, confidence: 95, check: 'daily-value', repaired: false });
    expect(draft.fields.calories).toEqual({ value: 740, confidence: 90, check: 'energy', repaired: false });
    expect(draft.fields.cholesterol).toEqual({ value: 5, confidence: MODEL_READING_CONFIDENCE, check: 'read', repaired: false });
  });

  it('repairs and flags a model reading exactly as the same print read by OCR', () => {
    // The unit of "55g" taken for a digit: 4-4-9 chooses 55, as it does for the OCR row.
    const slip = checkPrintedLabel(label({ ...macros, calories: { amount: '740' }, carbs: { amount: '550' } }));
    const ocr = parseLabel(['Nutrition Facts', 'Calories 740', 'Total Fat 38g 49%', 'Sodium 460mg 20%', 'Total Carbohydrate 550', 'Protein 39g'].map((text) => ({ text, confidence: MODEL_READING_CONFIDENCE })));
    expect(slip.fields.carbs).toEqual({ value: 55, confidence: 90, check: 'energy', repaired: true });
    expect(slip.fields).toEqual(ocr.fields);
    // Energy no reading can reconcile: each number of the sum is flagged.
    const broken = checkPrintedLabel(label({ ...macros, calories: { amount: '1200' }, carbs: { amount: '55g' } }));
    expect(broken.fields.calories).toMatchObject({ value: 1200, check: 'read' });
    expect(broken.fields.calories!.confidence).toBeLessThanOrEqual(40);
    expect(broken.fields.carbs!.confidence).toBeLessThanOrEqual(40);
  });

  it('reads an EU label: kJ alone becomes kcal, salt becomes sodium', () => {
    const draft = checkPrintedLabel({ format: 'eu', servingDescription: '100 g', servingGrams: 100, rows: { calories: { amount: '1046 kJ' }, salt: { amount: '1.2g' }, protein: { amount: '10g' } } });
    expect(draft.fields.calories?.value).toBe(250);
    expect(draft.fields.sodium?.value).toBe(480);
  });
});
