import { defineTexts } from '../../../i18n/texts';

export const useStandingTexts = defineTexts('member-standing', {
  en: {
    signInAfter: 'You can sign in again after {{day}}.',
    appealLabel: 'Appeal this decision (once)',
    sending: 'Sending…',
    send: 'Send appeal',
    cannot: 'Your appeal has been sent, or this decision cannot be appealed.',
  },
  pcm: {
    signInAfter: 'You fit sign in again after {{day}}.',
    appealLabel: 'Appeal dis decision (one time)',
    sending: 'E dey send…',
    send: 'Send appeal',
    cannot: 'Your appeal don go, or nobody fit appeal dis decision.',
  },
});
