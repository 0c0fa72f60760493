import { loadConfig } from '../env';
import { smsStartWarnings } from '../../lib/sms-sender';

/** The SMS sandbox hands anyone any number's code: on only when asked for or on a loopback site (decision 0078). */
describe('When the SMS sandbox is on', () => {
  // Admin keys of its own: a public PUBLIC_URL refuses the published demo admin (decision 0126).
  const sms = (env: Record<string, string>) =>
    loadConfig({ PGLITE_DIR: 'memory://', ADMIN_PASSWORD: 'Owner-Only-Pass-1', ADMIN_ACCESS_CODE: '97531', ...env }).sms
      .provider;

  it('When nothing is set (the site on localhost), or PUBLIC_URL is a loopback address, then the sandbox is on', () => {
    expect(sms({})).toBe('sandbox');
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:4000', 'http://[::1]:3000'])
      expect(sms({ PUBLIC_URL: url })).toBe('sandbox');
  });

  it('When PUBLIC_URL is reachable from elsewhere and no provider is named, then the sandbox is off and no code can be sent', () => {
    for (const url of ['https://staging.blynd.app', 'http://192.168.1.20:3000', 'http://0.0.0.0:3000'])
      expect(sms({ PUBLIC_URL: url })).toBe('none');
    expect(smsStartWarnings('none').join('\n')).toContain('no SMS provider');
  });

  it('When SMS_PROVIDER=sandbox is asked for, then it is on wherever the site is, and the start banner warns loudly', () => {
    expect(sms({ PUBLIC_URL: 'https://staging.blynd.app', SMS_PROVIDER: 'sandbox' })).toBe('sandbox');
    expect(smsStartWarnings('sandbox').join('\n')).toMatch(/SMS SANDBOX ON.*anyone can read any number's sign-in code/);
    expect(smsStartWarnings('termii')).toEqual([]);
  });
});
