import { describe, expect, it } from 'vitest';
import { contactProblem, withoutBrokenCharacters } from './contact';

describe('contact rules', () => {
  it('treats white space as blank and names the limit a detail is over', () => {
    expect(contactProblem('Ana', '0712')).toBeNull();
    expect(contactProblem('   ', '0712')).toBe('missing');
    expect(contactProblem('Ana', '\t\n')).toBe('missing');
    expect(contactProblem('a'.repeat(80), '1'.repeat(30))).toBeNull();
    expect(contactProblem('a'.repeat(81), '0712')).toBe('nameTooLong');
    expect(contactProblem('Ana', '1'.repeat(31))).toBe('phoneTooLong');
  });

  it('drops half of an emoji left by a bad paste, and keeps whole ones', () => {
    expect(withoutBrokenCharacters('Ana \uD83C')).toBe('Ana ');
    expect(withoutBrokenCharacters('\uDF0A Ana')).toBe(' Ana');
    expect(withoutBrokenCharacters('Ana 🌊 \uDF0A\uD83C')).toBe('Ana 🌊 ');
    expect(() => encodeURIComponent(withoutBrokenCharacters('x\uD800y\uDFFF'))).not.toThrow();
  });
});
