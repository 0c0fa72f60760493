import { ageFrom, formatNairaShort, memberName, percentOf } from '../format';

describe('age from date of birth', () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00`);

  it('When the birthday has passed this year, then the age counts it', () => {
    expect(ageFrom('1995-04-12', on('2026-04-12'))).toBe(31);
    expect(ageFrom('1995-04-12', on('2026-12-31'))).toBe(31);
  });

  it('When the birthday is still ahead this year, then the age is one less', () => {
    expect(ageFrom('1995-04-12', on('2026-04-11'))).toBe(30);
    expect(ageFrom('1990-09-30', on('2026-01-01'))).toBe(35);
  });

  it('When born on 29 February, then the age goes up on 1 March in other years', () => {
    expect(ageFrom('2000-02-29', on('2026-02-28'))).toBe(25);
    expect(ageFrom('2000-02-29', on('2026-03-01'))).toBe(26);
  });

  it('When the date is missing or malformed, then there is no age', () => {
    expect(ageFrom('', on('2026-01-01'))).toBeNull();
    expect(ageFrom(null, on('2026-01-01'))).toBeNull();
    expect(ageFrom('12/04/1995', on('2026-01-01'))).toBeNull();
    expect(ageFrom('1995-13-01', on('2026-01-01'))).toBeNull();
    expect(ageFrom('2030-01-01', on('2026-01-01'))).toBeNull();
  });
});

describe('number formats', () => {
  it('When naira are shortened for a chart, then thousands read k and millions M', () => {
    expect(formatNairaShort(50_000)).toBe('₦50k');
    expect(formatNairaShort(750_000)).toBe('₦750k');
    expect(formatNairaShort(2_500_000)).toBe('₦2.5M');
    expect(formatNairaShort(5_000_000)).toBe('₦5M');
    expect(formatNairaShort(900)).toBe('₦900');
  });

  it('When a share is computed, then it is a rounded percentage and 0 of nothing is 0', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('When a member has no last name, then the name is the first name alone', () => {
    expect(memberName({ firstName: 'Ada', lastName: 'Okafor' })).toBe('Ada Okafor');
    expect(memberName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(memberName({ firstName: '', lastName: null })).toBe('No name yet');
  });
});
