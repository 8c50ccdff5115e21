import { describe, expect, it } from 'vitest';
import type { LabelDraftDto } from '../../../src/schemas/label-scan.ts';
import { emptyCustomFood } from './custom-food-form.ts';
import { applyLabelDraft } from './label-draft.ts';

const read = (value: number, confidence = 95) => ({ value, confidence, check: 'daily-value' as const, repaired: false });

describe('applyLabelDraft', () => {
  it('fills the serving, the main boxes and the more-nutrient boxes, keeping what the label did not give', () => {
    const draft: LabelDraftDto = {
      format: 'us-2016',
      servingDescription: '2/3 cup',
      servingGrams: 55,
      barcode: '4006381333931',
      readBy: 'ocr',
      fields: { calories: read(230), fats: read(8), sodium: read(160, 40), iron: read(8), addedSugar: read(10) },
    };
    const { values, confidence } = applyLabelDraft({ ...emptyCustomFood('1 serving'), name: 'Granola' }, draft);
    expect(values).toMatchObject({ name: 'Granola', servingDescription: '2/3 cup', servingGrams: 55, barcode: '4006381333931', calories: 230, fats: 8, sodium: 160, protein: '' });
    expect(values.nutrients).toMatchObject({ iron: 8, addedSugar: 10, calcium: '' });
    expect(confidence.get('sodium')).toBe(40);
    expect(confidence.get('nutrients.iron')).toBe(95);
    expect(confidence.has('protein')).toBe(false);
  });
});
