import { updateAdSlotSchema } from '../ads';
import { isSafeUrl } from '../common';

describe('URL fields the API accepts', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com/a.png',
    '//evil.example/a.png',
    '/\\evil.example',
    'https://',
    'https://user:pw@example.com/',
    'ftp://example.com/a',
    'example.com/a.png',
    'https://exa mple.com/',
  ])('When the URL is %j, then it is refused', (value) => {
    expect(isSafeUrl(value)).toBe(false);
    expect(updateAdSlotSchema.safeParse({ imgUrl: value }).success).toBe(false);
    expect(updateAdSlotSchema.safeParse({ link: value }).success).toBe(false);
  });

  it.each(['', 'https://example.com/ad.png', 'HTTPS://cdn.example.com/a.svg?x=1#y', '/media/ads/new.svg'])(
    'When the URL is %j, then it is accepted',
    (value) => {
      expect(isSafeUrl(value)).toBe(true);
      expect(updateAdSlotSchema.safeParse({ imgUrl: value, link: value }).success).toBe(true);
    },
  );

  it('When a refused URL is sent, then the message names the field and what is allowed', () => {
    const result = updateAdSlotSchema.safeParse({ imgUrl: 'javascript:alert(1)' });
    expect(result.error?.issues[0].message).toBe('Image URL must be an https:// address or a path starting with /');
  });
});
