import { rulesOfKind } from './rule-table';

/** Sexual content: obscenity's sexual terms, and the phrases it does not know (nudes, "knack", "toto", hook-ups). */
export const SEXUAL_RULES = rulesOfKind('sexual', [
  {
    id: 'sexual.term',
    weight: 1,
    signal: 'sexual-term',
    fires: ['Show me your boobs', 'Let me lick your pussy', 'suck your d!ck'],
    spares: ['My friend Dickson is coming', 'this title is long'],
  },
  {
    id: 'sexual.nudes',
    weight: 1,
    phrase: '(send|snd|show|drop|share) (me)? ~2 (nude|nudes|nudez|nudz|nuds|nodz|naked|nakedness)',
    fires: ['Send me nudes', 'Send n.u.d.e.s babe', 'send me a naked picture'],
    spares: ['send me the picture from the wedding'],
  },
  {
    id: 'sexual.see-naked',
    weight: 1,
    phrase:
      '(see|watch|want) (you|your|ur) ~2 (naked|nude|unclothed)|(without|no|take off|remove) (your|ur|my)? (clothes|cloth|pant|pants|panties|bra|boxers)',
    fires: ['I want to see you naked', 'a picture of your body without clothes', 'Take off your clothes'],
    spares: ['I took off my shoes'],
  },
  {
    id: 'sexual.sex',
    weight: 1,
    phrase: '(have|had|do|make|want|wan|like) (some)? sex|sex (with|tonight|chat|me|you)|sexting|(horny|hny|horni)',
    fires: ['Can we have sex tonight?', "I'm so horny thinking about you"],
    spares: ['sex education in schools', 'you look sexy'],
  },
  {
    id: 'sexual.knack',
    weight: 1,
    phrase:
      '(make we|make i|i wan|wan|go|i go|let me|lets|let us|we go) knack|knack (you|me|am|u)|toto|(chop|lick|suck|touch|squeeze|see|show me) (your|ur|my) ~1 #sexbody',
    fires: ['Make we knack this weekend', 'Your toto go sweet', 'I want to suck your d!ck'],
    spares: ['She has a knack for cooking'],
  },
  {
    id: 'sexual.fuck-you',
    weight: 1,
    phrase:
      '(want|wan|wanna|gonna|go|will|to|let me|lemme|make i|i ll|i d) ~1 (fuck|fuk|fck|screw|bang|chop) (you|u|me) ~2 (bad|hard|tonight|well|now|all night)?',
    fires: ['I want to fuck you so bad'],
    spares: ['fuck you', 'I go chop rice'],
  },
  {
    id: 'sexual.nude-word',
    weight: 1,
    phrase: '(naked|nude|nudes|nudity|nudz)',
    unless:
      '(leak|post|expose|upload|release|spread|send) ~3 (nude*|naked*) ~2 (to|online|everywhere|family)|naked (truth|eye)',
    fires: ['Video call me naked tonight'],
    spares: ["I'll post your nudes online", "The naked truth is I'm bad at cooking"],
  },
  {
    id: 'sexual.in-bed',
    weight: 1,
    phrase:
      '(taste|lick|kiss|touch|feel|eat) (you|u|your body) (all over|everywhere|down there)|(sleep|sleeping|slept) with (you|u|me)|(do am|do it|knack|enjoy you) ~2 (bed|bedroom)|(steamy|naughty|dirty|wild) (night|time|chat|talk|things|pics|pictures)',
    fires: [
      'I want to taste you all over',
      'Make we do am for bed',
      'I want to sleep with you',
      "Let's have a steamy night",
    ],
    spares: ['I could not sleep last night'],
  },
  {
    id: 'sexual.hook-up',
    weight: 1,
    phrase: '(hook up|hookup|hook ups|hookups|one night stand|friends with benefits|fwb|quickie|booty call)',
    unless: '(no|not|dont|don t|never) ~2 (hook*|one night stand)',
    fires: ["Let's hook up tonight", 'Are you down for a one night stand?'],
    spares: ['No hookups, looking for a serious relationship', 'I can hook you up with a job'],
  },
  {
    id: 'sexual.what-are-you-wearing',
    weight: 0.5,
    phrase:
      '(what are you wearing|what you wearing|wetin you wear|wetin you dey wear|your body|bedroom|on top of me|moan*)',
    fires: ['What are you wearing right now?', 'I dey think of your body'],
  },
  {
    id: 'sexual.take-it-off',
    weight: 0.5,
    phrase: '(take it off|take am off|remove it|comot am|undress*|strip)',
    fires: ['Take it off', 'undress for me'],
  },
]);
