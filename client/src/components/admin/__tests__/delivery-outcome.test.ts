import { deliveryOutcome } from '../delivery-outcome';

describe('notification delivery outcome', () => {
  it('When every chosen channel went out, then it is all', () => {
    expect(deliveryOutcome({ email: 'logged', push: 'not-requested', pushDevices: 0 })).toBe('all');
    expect(deliveryOutcome({ email: 'sent', push: 'sent', pushDevices: 2 })).toBe('all');
  });

  it('When email went but push could not, then it is some', () => {
    expect(deliveryOutcome({ email: 'queued', push: 'not-configured', pushDevices: 0 })).toBe('some');
  });

  it('When nothing reached the member, then it is none', () => {
    expect(deliveryOutcome({ email: 'no-email', push: 'no-devices', pushDevices: 0 })).toBe('none');
    expect(deliveryOutcome({ email: 'not-requested', push: 'failed', pushDevices: 0 })).toBe('none');
  });
});
