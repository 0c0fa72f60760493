import { rulesOfKind } from './rule-table';

/** Asking the reader for money, airtime, gift cards or a bill paid. Talk about money that asks for nothing spares. */
export const MONEY_REQUEST_RULES = rulesOfKind('money-request', [
  {
    id: 'money.send-me-amount',
    weight: 1,
    phrase: '(send|snd|sen|give|borrow|lend|loan|transfer|dash|credit|load|wire|pay) me ~2 #amt',
    fires: ['abeg send me 5k', 'Can you borrow me 50 thousand naira?', 'lend me 30k', 's e n d me t.w.o k'],
    spares: ['send me 2 pictures', 'na 5k I buy am'],
  },
  {
    id: 'money.send-me-money',
    weight: 1,
    phrase:
      '(send|snd|sen|give|borrow|lend|dash|transfer|buy|get|load) me ~2 (money|cash|airtime|credit|recharge card|card|data|transport|fare|small money|gift card|itunes|change|funds)|(dash|give) me something',
    fires: [
      'Can you send me airtime?',
      'Biko send me small money',
      'dash me something for weekend',
      'buy me a recharge card',
    ],
    spares: ['send me the location', 'my brother sent me money', 'Send me something sexy'],
  },
  {
    id: 'money.amount-for-me',
    weight: 1,
    phrase: '(transfer|send|pay|drop) (of)? #amt (for|to) me',
    fires: ['abeg transfer ₦15,000 for me', 'do transfer of N10,000 for me'],
    spares: ['I paid 5k for it'],
  },
  {
    id: 'money.help-me-pay',
    weight: 1,
    phrase:
      '(help|assist|support) (me)? (with|pay|out|settle|clear|sort)? ~2 (#amt|money|cash|rent|bill|bills|hospital bill|school fees|fees|transport|fare|airtime|something|data)',
    fires: ['help me with 10k for transport', 'Help me pay my rent this month', 'can you assist me with 25k'],
    spares: ['help me with my assignment', 'help me carry the bag'],
  },
  {
    id: 'money.network-card',
    weight: 1,
    phrase: '(buy|get|load|send|recharge) me ~2 (mtn|glo|airtel|9mobile|etisalat) (card|credit|airtime)?',
    fires: ['load me MTN card of 1k', 'get me a Glo card'],
    spares: ['Do you prefer MTN or Airtel?'],
  },
  {
    id: 'money.send-it-to-account',
    weight: 1,
    phrase: '(send|transfer|pay|paid) (it|am|the money|the #amt|#amt)? (to|into|inside) (my)? (#bank|account)',
    fires: ['send the 10k to my UBA account', 'Send it to Moniepoint', 'pay into Sterling Bank'],
    spares: ['I sent money to my mum', 'I pay with Opay'],
  },
  {
    id: 'money.please-send',
    weight: 1,
    phrase:
      '(kindly|please|pls|plz|abeg|biko|can you|could you|will you|would you|just) (send|give|transfer|dash|buy|get) ~2 (cash|money|airtime|credit|recharge card|gift card|steam card|itunes card|#amt)|recharge (my line|my phone|for me|me)',
    fires: ['Kindly send some cash for my transport', 'abeg recharge my line', 'can you buy me a Steam card?'],
    spares: ['I want to send money to my mum', 'Can you send me the name of that restaurant?'],
  },
  {
    id: 'money.i-need-amount',
    weight: 0.5,
    phrase: '(i|we) (need|nid|dey need|want) (some|small|urgent)? (#amt|money|cash|help with)',
    fires: ['I need 3k urgent', 'we need 80k for the bill', 'I need money for my school fees'],
    spares: ['I need to save money', 'Money no dey this December'],
  },
  {
    id: 'money.bill-or-fees',
    weight: 0.5,
    phrase: '(hospital bill|hospital bills|school fees|rent|transport money|transport fare|fare|house rent|light bill)',
    fires: ['the hospital bill', 'my school fees'],
  },
  {
    id: 'money.gift-card',
    weight: 0.5,
    phrase: '(gift card|itunes card|itunes|amazon card|steam card|apple card|google play card|recharge card|airtime)',
    fires: ['an iTunes gift card', 'recharge card'],
  },
  {
    id: 'money.repay-promise',
    weight: 0.5,
    phrase:
      '(#will|i|will) (pay|refund|return|give) (you|it|am) (back|tomorrow|next week)?|(#will|will) (pay|refund) (you)? back|(pay|refund) you back|(i swear|i promise) ~2 (return|pay)',
    fires: ['I go pay you back next week', "I'll return it", 'I go refund you tomorrow'],
  },
  {
    id: 'money.anything-you-can',
    weight: 0.5,
    phrase:
      '(anything|whatever|something) you (can|fit) (send|spare|give|do)|(please|pls|abeg|biko|kindly) (help|assist|support)',
    fires: ['anything you can send', 'please help'],
  },
  {
    id: 'money.urgent',
    weight: 0.5,
    phrase:
      '(urgent*|emergency|stranded|i dey hold|i never chop|drive me out|on my neck|begging you|i beg you|short (of|on)? #amt|just #amt for|(can|could) you (help|assist) (me)? (out)?)',
    fires: [
      'na emergency',
      "I'm stranded",
      'they will drive me out',
      "I'm short 40k",
      'just 2k for food',
      'can you help out?',
    ],
  },
]);
