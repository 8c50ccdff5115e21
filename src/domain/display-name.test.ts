import { expect, it } from 'vitest';
import { displayName } from './display-name.ts';

it('uses the first name, else the e-mail before the at-sign', () => {
  expect(displayName({ firstName: 'Ada', email: 'ada@example.com' })).toBe('Ada');
  expect(displayName({ firstName: null, email: 'sam.lee@example.com' })).toBe('sam.lee');
  expect(displayName({ firstName: '  ', email: 'x@y.z' })).toBe('x');
});
