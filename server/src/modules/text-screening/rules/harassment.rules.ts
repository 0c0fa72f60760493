import { rulesOfKind } from './rule-table';

/**
 * Threats, slurs, and insults or profanity aimed at the reader. Swearing at the traffic, laughing banter ("you be
 * mumu 😂") and "this exam will kill me" spare.
 */
const BANTER = '(haha|lol|lmao|jk|just joking|i like you|i m joking|im joking)';

export const HARASSMENT_RULES = rulesOfKind('harassment', [
  {
    id: 'harass.threat',
    weight: 1,
    phrase:
      '(#will|i) (come)? ~5 (kill|beat|hurt|slap|deal with|finish|shoot|stab|punish|disgrace|ruin|expose|rape|dealt with|handle|wound|burn|attack|kidnap) (you|u|ya|una|your family|you and)',
    unless: '(beat|finish|thrash|whoop|destroy) (you|u) (at|in|for)',
    fires: [
      'I will kill you if you block me',
      'I go deal with you',
      "I'll find you and beat you",
      'I will come to your house and deal with you',
    ],
    spares: ['I will kill this exam tomorrow', "You're killing me with these jokes", 'I will beat you at FIFA any day'],
  },
  {
    id: 'harass.you-will-die',
    weight: 1,
    phrase:
      "(you|u|una) (go|will|gonna|shall|must) (die|suffer|regret|pay for this|see pepper)|(you'll|youll) (die|suffer|regret|pay for this)|(show you|see) pepper|make your life (hell|miserable|a living hell)|i know where (you|u) (live|stay|work|dey stay|dey)|watch your back|(you|u) don enter one chance|you go see wetin go happen",
    fires: [
      'You go die, mark my words',
      'I know where you live',
      'watch your back',
      "Answer me or you'll regret it",
      'I go show you pepper',
      "I'll make your life hell",
    ],
    spares: ['you will love this place'],
  },
  {
    id: 'harass.leak',
    weight: 1,
    phrase:
      '(leak|post|expose|upload|release|spread|circulate) (your|ur) ~2 (pic*|picture*|photo*|nude*|video*|chat*|secret*|nakedness)',
    fires: ['I will leak your pictures', "I'll post your nudes online"],
    spares: ['Did you see the pictures I posted'],
  },
  {
    id: 'harass.send-to-family',
    weight: 1,
    phrase:
      '(send|show|share|forward) (your|ur) ~2 (pic*|picture*|photo*|nude*|video*|chat*) (to|with) ~2 (family|friends|everyone|parents|pastor|church|people|boss|office|husband|internet)',
    fires: ["I'll send your pictures to your family if you don't pay"],
    spares: ['send your pictures to me'],
  },
  {
    id: 'harass.insult-at-reader',
    weight: 1,
    phrase:
      '#you (a|an|so|such a|such an|nothing but a|nothing but an|just a|one)? ~1 #insult|#insult (you|u|girl|boy|woman|man|babe|cow)',
    unless: BANTER,
    fires: ['You stupid bitch', "You're an ugly idiot", 'Ode, you be olodo', 'Go to hell you bastard'],
    spares: ['Haha you be mumu for that joke 😂 I like you sha', 'the food was useless'],
  },
  {
    id: 'harass.your-papa',
    weight: 1,
    phrase: '#insult ~3 (your|ur) (papa|mama|mother|father|mumsi|family)',
    fires: ['Werey, your papa', 'Mumu, your mama'],
    spares: ['how is your papa doing?'],
  },
  {
    id: 'harass.fuck-you',
    weight: 1,
    phrase: '(fuck|fuk|fck|fvck|fok|f uck) (you|u|off|your|ur|una)',
    unless: '(want|wan|wanna|gonna|go|will|to|let me|lemme|make i|i ll|i d) ~1 (fuck|fuk|fck)',
    fires: ['Fuck you, nobody wants you', 'f*ck you and your family'],
    spares: ['I want to fuck you so bad'],
  },
  {
    id: 'harass.go-to-hell',
    weight: 1,
    phrase:
      '(go to hell|go and die|go die|drop dead|nobody (wants|wan|go want|will want|like|dey marry|will marry|go marry|dey want|loves) (you|u)|kill yourself|kys)',
    fires: ['Go to hell you bastard', 'nobody wants you anyway'],
    spares: ['Hell no, I am not going there'],
  },
  {
    id: 'harass.slur',
    weight: 1,
    signal: 'slur',
    fires: ['Shut up you dumb f4ggot'],
    spares: ['I went to Niger last year'],
  },
  {
    id: 'harass.slur-spelled',
    weight: 1,
    phrase: '(fag|fagot|fags|fagit)',
    fires: ['Shut up you f a g'],
  },
  {
    id: 'harass.profanity-at-reader',
    weight: 1,
    signal: 'profanity-at-reader',
    fires: ['you bitch', 'shit on you'],
    spares: ['Shit, I missed my bus again', 'This generator is fucking loud'],
  },
  {
    id: 'harass.shut-up',
    weight: 0.5,
    phrase: '(shut up|shut your mouth|close your mouth|keep quiet|useless|worthless|ugly)',
    fires: ['Shut up'],
  },
]);
