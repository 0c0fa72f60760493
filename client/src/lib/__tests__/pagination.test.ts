import { clampPage, pageCount, pageOfOffset, pageOffset, pageRange } from '../pagination';

describe('pagination math (10 a page)', () => {
  it('When there are 130 members, then there are 13 pages; 131 needs 14; none still shows one page', () => {
    expect(pageCount(130)).toBe(13);
    expect(pageCount(131)).toBe(14);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(-4)).toBe(1);
  });

  it('When a page comes from the URL, then it is a whole number from 1 and at most the last page', () => {
    expect(clampPage('3')).toBe(3);
    expect(clampPage(null)).toBe(1);
    expect(clampPage('abc')).toBe(1);
    expect(clampPage('0')).toBe(1);
    expect(clampPage('-2')).toBe(1);
    expect(clampPage('2.7')).toBe(2);
    expect(clampPage('99', 130)).toBe(13);
  });

  it('When asking for page n, then the offset skips the rows of the pages before it', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(2)).toBe(10);
    expect(pageOffset(13)).toBe(120);
    expect(pageOffset(0)).toBe(0);
  });

  it('When the server answers an offset, then it reads back as the page it belongs to', () => {
    expect(pageOfOffset(0)).toBe(1);
    expect(pageOfOffset(10)).toBe(2);
    expect(pageOfOffset(120)).toBe(13);
  });

  it('When showing the range, then it reads "from–to of total" and stops at the total', () => {
    expect(pageRange(1, 130).label).toBe('1–10 of 130');
    expect(pageRange(13, 130)).toMatchObject({ from: 121, to: 130 });
    expect(pageRange(2, 15)).toMatchObject({ from: 11, to: 15 });
    expect(pageRange(1, 0).label).toBe('0 of 0');
    expect(pageRange(1, 1234).label).toBe('1–10 of 1,234');
  });
});
