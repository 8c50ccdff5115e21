import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isValidGtin, upcEToUpcA } from './gtin.ts';

describe('GTIN check digits', () => {
  it('accepts real EAN-13, UPC-A and EAN-8 codes', () => {
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('0049000028911')).toBe(true);
  });

  it('refuses a code whose last digit is not its check digit, and other lengths', () => {
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('036000291453')).toBe(false);
    expect(isValidGtin('96385075')).toBe(false);
    expect(isValidGtin('12345')).toBe(false);
    expect(isValidGtin('40063813339a1')).toBe(false);
  });

  it('computes the check digit from the digits before it', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('03600029145')).toBe(2);
  });
});

describe('UPC-E', () => {
  it('writes the code out as its UPC-A', () => {
    // Printed UPC-E 04252614 is UPC-A 042100005264.
    expect(upcEToUpcA('04252614')).toBe('042100005264');
    expect(upcEToUpcA('01234565')).toBe('012345000065');
  });

  it('gives null for a wrong check digit or a code that cannot be UPC-E', () => {
    expect(upcEToUpcA('04252615')).toBeNull();
    expect(upcEToUpcA('94252614')).toBeNull();
  });
});
