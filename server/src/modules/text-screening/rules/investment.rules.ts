import { rulesOfKind } from './rule-table';

/**
 * Investment pitches: crypto, forex, "double your money". A coin named alone ("bitcoin crashed") or a pitch word
 * alone ("learning to invest") is half; one of each, or a promise of returns, fires.
 */
export const INVESTMENT_RULES = rulesOfKind('investment', [
  {
    id: 'invest.double-your-money',
    weight: 1,
    phrase:
      '(double|triple|multiply|multiplied|grow) (your|ur|di|the|una)? (money|cash|investment|capital|#amt)|(get|collect|receive) (double|triple)',
    fires: ['double your money', 'd.o.u.b.l.e your m0ney', 'you will get double', 'multiply your money'],
    spares: ['Prices have doubled since last year'],
  },
  {
    id: 'invest.platform',
    weight: 1,
    phrase:
      '(investment|investing|trading|crypto|forex|mining|bitcoin) (signal|signals|mining)? (platform|scheme|plan|opportunity|package|pool|group|club)',
    fires: ['an investment platform', 'my crypto mining pool', 'this forex signal group'],
    spares: ['My investment in myself this year'],
  },
  {
    id: 'invest.amount-returns-amount',
    weight: 1,
    phrase:
      '(invest|put|drop|give me|send) #amt ~4 (get|collect|withdraw|receive|make|turn to|become|go collect|go get) #amt|(turn|turned|grow|grew|flip|flipped|multiply|multiplied) (your|ur|my|me)? #amt (to|into) #amt',
    fires: ['Invest 50k in bitcoin and get 150k', 'if you invest 20k you go collect 60k'],
    spares: ['I paid 5k and got change of 500'],
  },
  {
    id: 'invest.percent-returns',
    weight: 1,
    phrase: '#num (percent|per cent)? (return*|profit*|interest|roi|weekly|daily|monthly)|#times (return*|profit*)',
    fires: ['30% returns every week', '10x returns'],
    spares: ['30% off at Shoprite'],
  },
  {
    id: 'invest.regular-income',
    weight: 0.5,
    phrase:
      '(make|earn|made|making|earning|get|gets|pays|paying|pay) #amt (every|per|a|each|weekly|daily|monthly)|(pay|pays|paying|dey pay|pay out|pays out) (every|weekly|daily|monthly)',
    fires: ['I make 100k every week', 'e dey pay every Friday'],
  },
  {
    id: 'invest.coin',
    weight: 0.5,
    phrase:
      '(crypto*|bitcoin*|btc|usdt|ethereum|eth|forex|fx|arbitrage|trading account|binary option*|signal*|coin|coins|token|tokens|mining|nft|nfts|stocks|shares)',
    fires: ['bitcoin', 'USDT', 'forex', 'binary options', 'new coin'],
  },
  {
    id: 'invest.pitch',
    weight: 0.5,
    phrase:
      '(invest*|return|returns|roi|profit*|guarante*|passive income|make money|make good money|earn*|payout|pays out|pay out|mentor|account manager|trader|trade it|trade am|trade for you|trades|register you|connect you|on your behalf|(let|make) (your|ur) money work|trust the process|register for|teach you|show you|put you|join|#times|change your life|no risk|risk free)',
    fires: ['teach you how to make money', 'daily profit guaranteed', 'I can connect you', 'you will earn weekly'],
  },
]);
