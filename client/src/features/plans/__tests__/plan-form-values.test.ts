import { parseFeatures, parseNaira } from '../plan-form-values';

describe('plan form values', () => {
  it('When features are typed one a line, then blank lines and spaces are dropped', () => {
    expect(parseFeatures('  See who likes you \n\nNo ads\n  \n')).toEqual(['See who likes you', 'No ads']);
  });

  it('When a price is typed with a naira sign or commas, then it reads as whole naira', () => {
    expect(parseNaira('15,000')).toBe(15000);
    expect(parseNaira('₦ 2500')).toBe(2500);
    expect(parseNaira('0')).toBe(0);
  });

  it('When a price is not a whole number, then it is NaN so the schema refuses it', () => {
    expect(parseNaira('12.5')).toBeNaN();
    expect(parseNaira('')).toBeNaN();
    expect(parseNaira('-3')).toBeNaN();
  });
});
