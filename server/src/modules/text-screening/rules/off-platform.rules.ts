import { rulesOfKind } from './rule-table';

/** Moving the chat off the app: phone numbers, links, handles, "chat me on WhatsApp". Talk about phones spares. */
export const OFF_PLATFORM_RULES = rulesOfKind('off-platform', [
  {
    id: 'off.phone-number',
    weight: 1,
    signal: 'phone-number',
    fires: [
      '08031234567',
      '0803 123 4567',
      '+234 803 555 0199',
      'zero eight zero three one two three four five six seven',
      'oh eight oh three, one two three, four five six seven',
      'zero nine zero, double one, two three, four five six seven',
      'O8O3 123 4567',
    ],
    spares: ['I was born in 1995 and moved in 2015', 'the meeting is at 10:30', 'My number is changing soon'],
  },
  {
    id: 'off.link',
    weight: 1,
    signal: 'link',
    fires: ['t.me/richking', 'wa.me/2348031234567', 'https://t.me/sweetangel', 'chat.whatsapp.com/AbC', 'me@mail.com'],
    spares: ['Send n.u.d.e.s babe', 'd.o.u.b.l.e your money', 'we close at 5.30'],
  },
  {
    id: 'off.move-to-platform',
    weight: 1,
    phrase:
      '(chat|text|message|msg|call|add|follow|find|reach|hit|dm|contact|flash|meet|talk|move|continue|join|ping|buzz|see) (me|us|my)? (up)? (on|for|via|through|in|to|with)? (my)? #platform',
    fires: [
      'Chat me on WhatsApp',
      'Add me for WhatsApp',
      'Text me on w.h.a.t.s.a.p.p',
      "Let's move to wh@tsapp",
      'add me on snap',
    ],
    spares: ['my WhatsApp has been acting up', 'I saw it on Instagram yesterday'],
  },
  {
    id: 'off.move-to-wa',
    weight: 1,
    phrase: '(continue|move|chat|talk|text|message|reach me|call me) ~2 (on|to|for|via) wa',
    fires: ["Let's continue this on WA, it's faster"],
    spares: ['Na wa for you o'],
  },
  {
    id: 'off.your-number',
    weight: 1,
    phrase:
      '(give me|send me|drop|send|share|what is|whats|what s|can i have|can i get|wetin be) ~1 (your|ur) (#platform|number|digits|line|contact|phone number|handle) (number|handle|id)?',
    unless: '(number|line) (one|1|of|two)',
    fires: ['Abeg give me your WhatsApp number', "What's your number?", 'drop your digits'],
    spares: ['My number one rule: be kind', "My friend's number is always busy", "What's your line of work?"],
  },
  {
    id: 'off.platform-me',
    weight: 1,
    phrase: '#platform (me|us) (on|babe|now|dear)?',
    fires: ['W 💚 a t s a p p me babe', 'whatsapp me', 'T 💕 e l e g r a m me'],
    spares: ['WhatsApp is down'],
  },
  {
    id: 'off.my-handle',
    weight: 1,
    phrase: '(my|add my|here is my|heres my) #platform (is|na|handle|id|name|username|number|link|account|be)',
    fires: ['My IG is @tola.fits', 'my snapchat is amaka.x', 'my telegram link'],
    spares: ['my instagram was hacked'],
  },
  {
    id: 'off.platform-colon-handle',
    weight: 1,
    pattern:
      /(?:^|[^\p{L}])(?:snap|snapchat|sc|ig|insta|instagram|telegram|tg|tiktok|fb|facebook|whatsapp|wa|twitter)\s*[:=-]\s*@?[a-z0-9_.]{3,}/u,
    fires: ['Snap: kelechi.vibes', 'IG: @blessing_ng', 'add me on snap: chidi_boy22'],
    spares: ['Arsenal: 2 Chelsea: 1'],
  },
  {
    id: 'off.handle',
    weight: 0.5,
    signal: 'handle',
    fires: ['follow @tola.fits'],
    spares: ['meet @ 5pm'],
  },
  {
    id: 'off.platform-mention',
    weight: 0.5,
    phrase: '#platform',
    fires: ['whatsapp only', 'on telegram'],
  },
  {
    id: 'off.not-on-here',
    weight: 0.5,
    phrase:
      "(this app|here) (is|dey)? (slow|hang|hangs|boring)|(rarely|not always|don't|dont|no dey|seldom|hardly) ~2 (on here|online here|on this app|here often|come here|come on here)|(rarely|not always) (on|online)",
    fires: ['this app is slow', "I don't come here often", 'Not always online here'],
  },
]);
