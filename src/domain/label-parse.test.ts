import { describe, expect, it } from 'vitest';
import { isDoubtful, parseLabel, type OcrLine } from './label-parse.ts';

const lines = (text: string, confidence = 90): OcrLine[] =>
  text
    .trim()
    .split('\n')
    .map((t) => ({ text: t.trim(), confidence }));

const values = (text: string) => Object.fromEntries(Object.entries(parseLabel(lines(text)).fields).map(([k, r]) => [k, r.value]));

const US_2016 = `
Nutrition Facts
8 servings per container
Serving size 2/3 cup (55g)
Calories 230
% Daily Value*
Total Fat 8g 10%
Saturated Fat 1g 5%
Trans Fat 0g
Cholesterol 0mg 0%
Sodium 160mg 7%
Total Carbohydrate 37g 13%
Dietary Fiber 4g 14%
Total Sugars 12g
Includes 10g Added Sugars 20%
Protein 3g
Vitamin D 2mcg 10%
Calcium 260mg 20%
Iron 8mg 45%
Potassium 240mg 6%`;

describe('parseLabel', () => {
  it('reads every field and the serving of a US 2016 label', () => {
    const draft = parseLabel(lines(US_2016));
    expect(draft.format).toBe('us-2016');
    expect(draft.servingDescription).toBe('2/3 cup');
    expect(draft.servingGrams).toBe(55);
    expect(values(US_2016)).toEqual({
      calories: 230,
      fats: 8,
      saturatedFat: 1,
      transFat: 0,
      cholesterol: 0,
      sodium: 160,
      carbs: 37,
      fiber: 4,
      sugar: 12,
      addedSugar: 10,
      protein: 3,
      vitaminD: 2,
      calcium: 260,
      iron: 8,
      potassium: 240,
    });
  });

  it('keeps a US amount as printed when the only other reading lies between its rounding steps', () => {
    // Sugars over carbohydrate break part ≤ whole, but a US label never prints 5.7 g of sugars.
    const v = values(US_2016.replace('(55g)', '(155g)').replace('Total Sugars 12g', 'Total Sugars 57g'));
    expect(v.sugar).toBe(57);
  });

  it('reads "Og" as 0 g and "l" among digits as 1', () => {
    const v = values(US_2016.replace('Trans Fat 0g', 'Trans Fat Og').replace('Sodium 160mg', 'Sodium l60mg'));
    expect(v.transFat).toBe(0);
    expect(v.sodium).toBe(160);
  });

  it('repairs a unit read as a digit ("37g" as "379") with the %DV beside it', () => {
    const draft = parseLabel(lines(US_2016.replace('Total Carbohydrate 37g', 'Total Carbohydrate 379')));
    expect(draft.fields.carbs).toMatchObject({ value: 37, repaired: true, check: 'daily-value' });
  });

  it('repairs a lost decimal point the %DV gives away ("1.5g" read as "159", "0.3 g" as "03g")', () => {
    const v = values(US_2016.replace('Saturated Fat 1g 5%', 'Saturated Fat 159 8%').replace('Vitamin D 2mcg 10%', 'Vitamin D 03mcg 2%'));
    expect(v.saturatedFat).toBe(1.5);
    expect(v.vitaminD).toBe(0.3);
  });

  it('reads a name wrapped over two lines, "Incl. Added" over "Sugars 0g 0%"', () => {
    const v = values(US_2016.replace('Includes 10g Added Sugars 20%', 'Incl. Added o\nSugars 4g 8%'));
    expect(v.addedSugar).toBe(4);
    expect(v.sugar).toBe(12);
    // The wrapped name's second line is that row's, even when the total sugars row lost its numbers.
    const lost = values(US_2016.replace('Total Sugars 12g', 'Total Sugars ev ian').replace('Includes 10g Added Sugars 20%', 'Incl. Added\nSugars 4g 8%'));
    expect(lost.addedSugar).toBe(4);
    expect(lost.sugar).toBeUndefined();
  });

  it('takes a sugar reading that fits under the carbs when the first one cannot ("29g" read as "299g")', () => {
    const v = values(US_2016.replace('Total Sugars 12g', 'Total Sugars 129g'));
    expect(v.sugar).toBe(12);
  });

  it('repairs a misread with no %DV through the energy the label states (4-4-9)', () => {
    const draft = parseLabel(lines(US_2016.replace('Protein 3g', 'Protein 30')));
    expect(draft.fields.protein).toMatchObject({ value: 3, repaired: true, check: 'energy' });
  });

  it('marks a value no check confirms as less sure than one a check confirms', () => {
    const draft = parseLabel(lines(US_2016.replace('Calories 230', 'Calories 530')));
    expect(draft.fields.calories!.confidence).toBeLessThan(draft.fields.fats!.confidence);
  });

  it('takes the per-serving column of a dual-column label', () => {
    const text = `Nutrition Facts
2 servings per container
Serving size 1 bar (40g)
Per serving Per container
Calories 190 380
Total Fat 7g 9% 14g 18%
Sodium 85mg 4% 170mg 7%
Total Carb. 29g 11% 58g 21%
Protein 4g 8g`;
    expect(parseLabel(lines(text)).format).toBe('us-dual');
    expect(values(text)).toMatchObject({ calories: 190, fats: 7, sodium: 85, carbs: 29, protein: 4 });
  });

  it('checks a dual-column amount against the container column, servings counted from the calories when their line is unread', () => {
    const text = `Nutrition Facts
servings per container
Serving size 1 cup (150g)
Per serving Per container
Calories 220 880
Total Fat 5g 6% 20g 26%
Saturated Fat 0.59 3% 2g 10%
Total Carb. 29 13% 140g 51%
Protein 79 28g`;
    // "7g" read as "79" fits 4-4-9 as 7.9 a little closer, but the container's 28 g says 7.
    expect(values(text)).toMatchObject({ saturatedFat: 0.5, carbs: 35, protein: 7 });
  });

  it('confirms a column only by a reading its label can print ("124g" is no 12.4 g of carbohydrate)', () => {
    const text = `Nutrition Facts
4 servings per container
Serving size 1 regular (140g)
Per serving Per container
Calories 430 1720
Total Fat 27g 35% 108g 138%
Total Carb. 3g 11% 124g 45%
Protein 17g 68g`;
    expect(values(text)).toMatchObject({ carbs: 31, calories: 430 });
  });

  it('takes a lone amount on a dual-column row as either column, its %DV choosing', () => {
    const text = `Nutrition Facts
4 servings per container
Serving size 1 cup (150g)
Per serving Per container
Calories 220 880
Total Fat 5g 6% 20g 26%
Total Carb. 35g 13% 140g 51%
Dietary Fiber 10% 12g 43%
Protein 7g 28g`;
    expect(values(text)).toMatchObject({ fiber: 3 });
  });

  it('takes the fat reading the older label\'s calories from fat give ("4.59" beside 40 kcal is 4.5 g)', () => {
    const text = `Nutrition Facts
Serving Size 1 tablespoon (15g)
Amount Per Serving
Calories 50 Calories from Fat 40
Total Fat FAT
Total Carbohydrate 2g 1%
Protein 0g`;
    const draft = parseLabel(lines(text.replace('FAT', '4 59')), [lines(text.replace('FAT', '4.59'))]);
    expect(draft.fields.fats?.value).toBe(4.5);
  });

  it('reads the older US label, whose Calories line also prints the calories from fat', () => {
    const text = `Nutrition Facts
Serving Size 1 cup (228g)
Servings Per Container 2
Amount Per Serving
Calories 250 Calories from Fat 110
Total Fat 12g 18%
Sodium 470mg 20%
Total Carbohydrate 31g 10%
Protein 5g
Calcium 20% Iron 4%`;
    const draft = parseLabel(lines(text));
    expect(draft.format).toBe('us-classic');
    expect(values(text)).toEqual({ calories: 250, fats: 12, sodium: 470, carbs: 31, protein: 5 });
  });

  it('reads a Canadian bilingual label', () => {
    const text = `Nutrition Facts
Valeur nutritive
Per 1 cup (250 mL) / pour 1 tasse (250 mL)
Calories 110 % Daily Value*
Fat / Lipides 0 g 0 %
Saturated / saturés 0 g 0 %
+ Trans / trans 0 g
Carbohydrate / Glucides 26 g
Fibre / Fibres 0 g 0 %
Sugars / Sucres 22 g 22 %
Protein / Protéines 2 g
Sodium 0 mg 0 %`;
    const draft = parseLabel(lines(text));
    expect(draft.format).toBe('canadian');
    expect(draft.servingDescription).toBe('1 cup');
    expect(values(text)).toMatchObject({ calories: 110, fats: 0, carbs: 26, sugar: 22, protein: 2, sodium: 0 });
  });

  it('reads a row whose rule OCR read as dashes through its name ("—Fi—b—re———lg")', () => {
    const text = `Nutrition information
Typical values Per 100 g
Energy 661 kJ / 158 kcal
Fat 6.5 g
of which saturates 3.2 g
Carbohydrate 17 g
of which sugars 2 g
—Fi—b—re———————lg
Protein 8.5 g`;
    expect(values(text)).toMatchObject({ fiber: 1, protein: 8.5 });
  });

  it('reads an EU label per portion, with kcal from the energy row and sodium from salt (× 400)', () => {
    const text = `Nutrition information
Typical values Per 100 g Per portion (30 g)
Energy 1550 kJ / 370 kcal 465 kJ / 111 kcal
Fat 3,5 g 1,1 g
of which saturates 0,6 g 0,2 g
Carbohydrate 70 g 21 g
of which sugars 12 g 3,6 g
Fibre 9 g 2,7 g
Protein 11 g 3,3 g
Salt 0,75 g 0,23 g`;
    const draft = parseLabel(lines(text));
    expect(draft).toMatchObject({ format: 'eu', servingGrams: 30 });
    expect(values(text)).toEqual({ calories: 111, fats: 1.1, saturatedFat: 0.2, sodium: 92, carbs: 21, fiber: 2.7, sugar: 3.6, protein: 3.3 });
  });

  it('reads an EU label per 100 g only, as a 100 g serving, converting kJ when kcal is missing', () => {
    const text = `Nutrition information
Per 100 g
Energy 1046 kJ
Fat 10 g
Carbohydrate 30 g
Protein 5 g`;
    const draft = parseLabel(lines(text));
    expect(draft).toMatchObject({ servingGrams: 100, servingDescription: '100 g' });
    expect(draft.fields.calories?.value).toBe(250);
  });

  it('takes the reading of an EU amount that the other column confirms ("1.4g" read as "14g" beside 0.9 g per 100 g)', () => {
    const text = `Nutrition information
Typical values Per 100 g Per portion (150 g)
Energy 406 kJ / 97 kcal 609 kJ / 146 kcal
Fat 0.3 g 0.4 g
Carbohydrate 15 g 23 g
of which sugars 0.9 g 14g
Protein 7.4 g 11 g`;
    expect(values(text)).toMatchObject({ calories: 146, carbs: 23, sugar: 1.4, protein: 11 });
  });

  it('reads the portion column of an EU label whose portion weight is unreadable, leaving the weight open', () => {
    const text = `Nutrition information
Typical values Per 100 g Per portion ue
Energy 1010 kJ / 241 kcal
Fat 4.3 g 6.9 g
Carbohydrate 20 g 32 g
Protein 7.6 g 12 g`;
    expect(parseLabel(lines(text))).toMatchObject({ servingGrams: null, servingDescription: '1 portion' });
    expect(values(text)).toMatchObject({ calories: 241, fats: 6.9, carbs: 32, protein: 12 });
  });

  it('reads the portion column of an EU label whose header wrapped over two lines, its weight from the energy of both columns', () => {
    const text = `Nutrition information
Per portion (25
Typical values Per 100 g 9)
2084 kJ / 498
kcal
Energy 521 kJ / 125 kcal
Fat 28 g 7 g
Carbohydrate 58 g 14.5 g
Protein 9 g 2.2 g`;
    expect(parseLabel(lines(text))).toMatchObject({ servingGrams: 25, servingDescription: '1 portion (25 g)' });
    expect(values(text)).toMatchObject({ calories: 125, fats: 7, carbs: 14.5, protein: 2.2 });
    // The kJ and the kcal of the two columns must give the same weight; when they do not, it is left open.
    expect(parseLabel(lines(text.replace('521 kJ', '821 kJ')))).toMatchObject({ servingGrams: null, servingDescription: '1 portion' });
  });

  it('reads a misread "Serving size" and the weight after a volume in brackets', () => {
    const draft = parseLabel(lines(US_2016.replace('Serving size 2/3 cup (55g)', 'Sevingsze 1 cup (8 fl oz) (240g)')));
    expect(draft).toMatchObject({ servingDescription: '1 cup (8 fl oz)', servingGrams: 240 });
    expect(parseLabel(lines(US_2016.replace('Serving size 2/3 cup (55g)', 'Sewving Sue 1 shot (42g)')))).toMatchObject({ servingDescription: '1 shot', servingGrams: 42 });
  });

  it('reads an amount glued to its bold name ("TotalFatlg" for Total Fat 1g, "Fatsg" for 8g)', () => {
    const text = US_2016.replace('Total Fat 8g 10%', 'TotalFatsg 10%').replace('Saturated Fat 1g 5%', '~SawratedFatlg 5%');
    expect(values(text)).toMatchObject({ fats: 8, saturatedFat: 1 });
  });

  it('drops a reading heavier than the food it is given for ("0.26g" salt read as "026g" beside 1.64 g per 100 g)', () => {
    const text = `Nutrition information
Typical values Per 100 g Per portion (16 g)
Energy 142 kJ / 34 kcal 23 kJ / 5 kcal
Fat 0.2 g 0 g
Carbohydrate 6.7 g 1.1 g
Protein 1.4 g 0.2 g
Salt 1649 026g`;
    expect(values(text)).toMatchObject({ carbs: 1.1, sodium: 104 });
  });

  it('checks an EU kcal against the kJ beside it, the kJ giving the reading 4-4-9 then takes', () => {
    const text = `Nutrition information
Typical values Per 100 g
Energy 695 kJ / 466 kcal
Fat 6 g
Carbohydrate 7.8 g
Protein 20 g`;
    expect(parseLabel(lines(text)).fields.calories).toMatchObject({ value: 166, check: 'energy', repaired: true });
  });

  it('fills the rows one OCR pass lost from another, and lets the checks choose among both passes', () => {
    const first = lines(US_2016.replace('Protein 3g', 'Protein 30').replace(/Sodium.*\n/, ''));
    const second = lines('Sodium 160mg 7%\nProtein 3g');
    expect(parseLabel(first).fields.sodium).toBeUndefined();
    const draft = parseLabel(first, [second]);
    expect(draft.fields.sodium?.value).toBe(160);
    expect(draft.fields.protein).toMatchObject({ value: 3, check: 'energy' });
  });

  it('calls a draft doubtful when 4-4-9 cannot confirm its calories, a row is missing its checks or a row the layout must print is lost', () => {
    expect(isDoubtful(parseLabel(lines(US_2016)))).toBe(false);
    expect(isDoubtful(parseLabel(lines(US_2016.replace('Calories 230', 'Calories 530'))))).toBe(true);
    expect(isDoubtful(parseLabel(lines(US_2016.replace(/Calories.*\n/, ''))))).toBe(true);
    expect(isDoubtful(parseLabel(lines(US_2016.replace(/Vitamin D.*\n/, ''))))).toBe(true);
  });

  it('takes an amount OCR lost from its %DV when only one printable amount gives that %DV', () => {
    const draft = parseLabel(lines(US_2016.replace('Saturated Fat 1g 5%', 'Saturated Fatdg 5%').replace('Sodium 160mg 7%', 'Sodium mg 7%')));
    expect(draft.fields.saturatedFat).toMatchObject({ value: 1, check: 'daily-value', repaired: true });
    expect(draft.fields.saturatedFat!.confidence).toBeLessThan(80);
    // 150, 160 and 170 mg all print as 7% of 2,300 mg.
    expect(draft.fields.sodium).toBeUndefined();
  });

  it('offers the amount of a %DV that disagrees with the amount read to the part-of-whole check', () => {
    expect(values(US_2016.replace('Saturated Fat 1g 5%', 'Saturated Fat 9g 5%')).saturatedFat).toBe(1);
  });

  it('reads added sugars when "Sugars" after "Added" was lost', () => {
    expect(values(US_2016.replace('Includes 10g Added Sugars 20%', 'Includes 10g Added 20%')).addedSugar).toBe(10);
  });

  it('keeps a name alone on its line from the next row\'s numbers unless the next names its whole', () => {
    const text = `Typical values Per 100 g
Energy 1724 kJ / 412 kcal
Fat 29 g
of which
saturates
Carbohydrate 8.4 g
of which sugars 0.4 g
Protein 30 g`;
    expect(values(text)).toMatchObject({ fats: 29, carbs: 8.4 });
    expect(values(text).saturatedFat).toBeUndefined();
  });

  it('gives a wrapped name the line of amounts alone that OCR put after later rows', () => {
    const text = `Typical values Per 100 g Per portion (28 g)
Energy 1724 kJ / 412 kcal 483 kJ / 115 kcal
Fat 29 g 8.1 g
of which
saturates
Carbohydrate 8.4 g 2.3 g
of which sugars 0.4 g 0.1 g
Protein 30 g 8.4 g
Salt 3.5 g 0.98 g
16 g 4.6 g`;
    expect(values(text)).toMatchObject({ fats: 8.1, saturatedFat: 4.6, carbs: 2.3, protein: 8.4 });
  });

  it('takes, of two passes whose columns each agree, the one that agreed on its number as printed', () => {
    const text = (fat: string) => `Typical values Per 100 g Per portion (150 g)
Energy 1172 kJ / 280 kcal 1757 kJ / 420 kcal
Fat ${fat}
Carbohydrate 31 g 47 g
Protein 2.4 g 3.6 g`;
    expect(parseLabel(lines(text('169 244')), [lines(text('16 g 24 g'))]).fields.fats?.value).toBe(24);
  });

  it('checks an EU label\'s fibre by its 2 kcal a gram, which takes the lost point ("2.3 g" read as "239g")', () => {
    const text = `Typical values Per 100 g
Energy 1259 kJ / 301 kcal
Fat 9 g
Carbohydrate 51 g
Fibre 239g
Protein 6.5 g`;
    expect(values(text)).toMatchObject({ calories: 301, fiber: 2.3 });
  });

  it('lets an EU label\'s fibre exceed its carbohydrate, which leaves fibre out (spinach)', () => {
    const text = `Typical values Per 100 g
Energy 97 kJ / 23 kcal
Fat 0.4 g
Carbohydrate 1.6 g
Fibre 2.2 g
Protein 2.9 g`;
    const { fiber } = parseLabel(lines(text)).fields;
    expect(fiber?.value).toBe(2.2);
    // Not flagged for the user to check as a part read larger than its whole.
    expect(fiber?.confidence).toBeGreaterThanOrEqual(80);
  });

  it('cuts digits past the places a label prints, as the unit misread ("7.4 g" as "7.449", salt "0.97 g" as "0.9749")', () => {
    const text = `Typical values Per 100 g
Energy 1586 kJ / 379 kcal
Fat 5.2 g
Carbohydrate 73 g
Protein 7.449
Salt 0.9749`;
    expect(values(text)).toMatchObject({ protein: 7.4, sodium: 388 });
  });

  it('finds nothing in text that is not a label', () => {
    expect(parseLabel(lines('Best before 12 2027\nLot 4471')).fields).toEqual({});
  });
});
