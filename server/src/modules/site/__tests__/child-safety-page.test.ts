import request from 'supertest';
import { PHOTO_CHECKS_BY, FACE_CHECK_BY } from '@blynd/shared';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/** The child-safety page and the privacy policy name what this deployment runs and who to contact (decision 0138). */
describe('honest copy on the public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { CHILD_SAFETY_CONTACT: 'Ngozi Okafor, Head of Trust and Safety <childsafety@blynd.ng>' },
    });
  });
  afterAll(() => t.close());

  const page = async (path: string) => {
    const res = await request(t.app).get(path).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    return res.text
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  };

  it('When /child-safety is opened, then it names CHILD_SAFETY_CONTACT, says CSAE reports go first and are escalated, and names the checks that run', async () => {
    const html = await page('/child-safety');
    expect(html).toContain('Ngozi Okafor, Head of Trust and Safety');
    expect(html).toContain('href="mailto:childsafety@blynd.ng"');
    expect(html).toMatch(/\(CSAE\) are handled first/);
    expect(html).toMatch(/escalates the report to the Nigeria Police Force and NAPTIP/);
    // The test app screens with the sandbox and checks faces with the sandbox liveness: the page says exactly that.
    expect(html).toContain(PHOTO_CHECKS_BY.sandbox);
    expect(html).toContain(FACE_CHECK_BY.sandbox);
    expect(html).not.toContain(PHOTO_CHECKS_BY.local);
  });

  it('When /privacypolicy is opened, then it says what is kept of the face check and of ended conversations, and for how long', async () => {
    const html = await page('/privacypolicy');
    expect(html).toContain(PHOTO_CHECKS_BY.sandbox);
    expect(html).toMatch(/face template/);
    expect(html).toMatch(/only while our team reviews it/);
    expect(html).toMatch(/the last 50 messages of that conversation for 30\s+days/);
    expect(html).toMatch(/checked automatically for patterns of scams and abuse/);
  });
});
