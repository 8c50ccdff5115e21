import { describe, expect, it } from 'vitest';
import { commonNames, parseSrLine } from './sr28.ts';

describe('parseSrLine', () => {
  it('splits on carets, strips tildes and turns empty fields into null', () => {
    expect(parseSrLine('~09040~^~0900~^~Bananas, raw~^~BANANAS,RAW~^~~^~~^~Y~^~Skin~^36^~Musa acuminata Colla~^6.25^3.36^8.37^3.60\r')).toEqual([
      '09040', '0900', 'Bananas, raw', 'BANANAS,RAW', null, null, 'Y', 'Skin', '36', 'Musa acuminata Colla', '6.25', '3.36', '8.37', '3.60',
    ]);
  });

  it('keeps leading zeros and reads bare empty fields', () => {
    expect(parseSrLine('~01001~^~203~^0.85^16^0.074^~1~^^^^^^^^^^^11/1976^')).toEqual([
      '01001', '203', '0.85', '16', '0.074', '1', null, null, null, null, null, null, null, null, null, null, '11/1976', null,
    ]);
  });

  it('keeps carets-free text with quotes and latin1 characters as decoded', () => {
    expect(parseSrLine('~01001~^1^1^~pat (1" sq, 1/3" high)~^5.0^^')).toEqual(['01001', '1', '1', 'pat (1" sq, 1/3" high)', '5.0', null, null]);
    expect(parseSrLine('~1~^~µg~')).toEqual(['1', 'µg']);
  });
});

describe('commonNames', () => {
  it('reads each common name SR28 gives a food and leaves out catalogue notes', () => {
    expect(commonNames('soft drink, pop, soda')).toEqual(['soft drink', 'pop', 'soda']);
    expect(commonNames('Includes USDA Commodity B879')).toEqual([]);
    expect(commonNames('URMIS # 2219, Kansas City Strip, New York Strip')).toEqual(['Kansas City Strip', 'New York Strip']);
    expect(commonNames(null)).toEqual([]);
  });
});
