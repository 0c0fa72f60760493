import { rulesOfKind } from './rule-table';

/** A ten-digit NUBAN next to a bank's name or "account number". Neither alone is anything. */
export const BANK_DETAILS_RULES = rulesOfKind('bank-details', [
  {
    id: 'bank.account-number',
    weight: 0.5,
    signal: 'account-number',
    fires: [
      '0123456789',
      '0 7 6 5 4 3 2 1 0 9',
      'zero one two three four five six seven eight nine',
      '0-1-1-2-3-4-5-6-7-8',
    ],
    spares: ['08031234567', 'call me at 7'],
  },
  {
    id: 'bank.account-cue',
    weight: 0.5,
    phrase:
      '(#bank|account|acct|acc no|acc|a c|account no|account number|account name|acct no|bank details|details|nuban)',
    fires: ['GTBank', 'Access Bank', 'acct no', 'a/c', 'my Opay', 'First Bank', 'account number'],
    spares: ['my bank app'],
  },
]);
