import { describe, expect, it } from 'vitest';
import { cameraProblem, productCode } from './scan-code.ts';

describe('scanned codes', () => {
  it('keeps valid EAN-13, EAN-8 and UPC-A codes, and writes UPC-E out as UPC-A', () => {
    expect(productCode('4006381333931', 'ean_13')).toBe('4006381333931');
    expect(productCode('96385074', 'ean_8')).toBe('96385074');
    expect(productCode('036000291452', 'upc_a')).toBe('036000291452');
    expect(productCode('04252614', 'upc_e')).toBe('042100005264');
  });

  it('drops misreads and other symbologies', () => {
    expect(productCode('4006381333932', 'ean_13')).toBeNull();
    expect(productCode('04252615', 'upc_e')).toBeNull();
    expect(productCode('HELLO', 'qr_code')).toBeNull();
    expect(productCode('4006381333931', 'qr_code')).toBeNull();
  });
});

describe('camera problems', () => {
  it('tells a denied permission from a missing camera', () => {
    expect(cameraProblem(new DOMException('denied', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe('noCamera');
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toBe('inUse');
    expect(cameraProblem(Object.assign(new Error('no media devices'), { name: 'NoMediaDevices' }))).toBe('insecure');
    expect(cameraProblem(new Error('odd'))).toBe('failed');
  });
});
