import { defineTexts } from '../../i18n/texts';

/**
 * The eleven questions of /faqs in English and Nigerian Pidgin (decision 0174). A paragraph with a link is cut at
 * the link: `…Before`, the link's words, `…After`.
 */
export const faqTexts = defineTexts('faqs', {
  en: {
    howQ: 'How does {{product}} work?',
    howA1:
      "You create a profile with a bio and your interests, and choose whether to show a photo or a blyndmoji avatar. Other members see your bio first, not your face. When someone's bio speaks to you, you like their profile.",
    howA2:
      "If you both like each other, you are both notified and can choose to unlock each other's photos and keep talking.",
    blyndmojiQ: 'What is a blyndmoji?',
    blyndmojiA:
      'A blyndmoji is an avatar you pick to represent you while you stay anonymous. It lets you show a bit of personality without showing your face, so people get to know you through what you write and what you love.',
    changeQ: 'Can I change my mind after seeing photos?',
    changeA:
      'Yes. Unlocking photos is not a promise of anything. If the spark is not there after you see each other, you can stop the conversation and move on. You are always free to decide who you keep talking to.',
    hiddenQ: 'Can I keep my photos hidden?',
    hiddenA:
      'Yes. Your photos stay hidden by default and are only shown to a match when you both agree to unlock them. If you prefer, you can choose in your settings to show your photos publicly on your profile. Either way, each photo is first checked (for nudity, violence, someone under 18, or a face that is not yours) and shows as "Checking your photo…" until it passes; a photo held for our team stays hidden until they decide, and you may appeal a rejection once.',
    interestQ: 'How do I show someone I am interested?',
    interestA:
      'Read their bio and interests, and if you like what you see, like their profile. That is how interest is shown on {{product}}. If they like you back, it is a match and you can start a conversation.',
    declineQ: 'What happens if someone declines my photo request?',
    declineA:
      'Nothing awkward. Declined photo requests are private: neither of you is notified, and nobody sees a rejection. You can keep chatting if you both want to, or simply move on.',
    reportQ: 'How do I report someone who makes me uncomfortable?',
    reportBefore:
      'Open their profile or your conversation, tap the menu and choose Report, pick the reason and tell us what happened; reports are confidential and our team reviews every one, reports about a child first. A conversation that has ended can still be reported for 30 days from your past matches. You can also',
    reportLink: 'send us a message',
    reportAfter: 'at any time.',
    premiumQ: 'What do I get with {{product}} Premium?',
    premiumA1:
      'Premium shows you the people who already like you straight away, lets you match with them without waiting, removes ads, and lets you verify your earning status so matches can trust what your profile says.',
    premiumBefore: 'See the plans and prices on the',
    premiumLink: 'Premium page',
    premiumAfter: '.',
    needQ: 'Do I need Premium to use {{product}}?',
    needA:
      'No. {{product}} is fully usable for free: you can create a profile, like bios, match, unlock photos and chat without paying. Premium simply makes things faster and ad-free.',
    renewQ: 'Does my Premium plan renew, and can I get a refund?',
    renewA1:
      'No. Weekly and monthly plans are one-off payments in naira and never renew on their own, so you will never be charged without choosing to. Your Premium benefits last until the end of the period you paid for. Purchases are final and not refundable.',
    tokensBefore:
      'The same goes for tokens, which members use to bid on items and one-of-a-kind experiences: buy them on our',
    tokensLink: 'tokens page',
    tokensMiddle: 'and see what is up for bidding on the',
    auctionsLink: 'auctions page',
    tokensAfter: '. A losing bid costs nothing: only a winning bid is spent.',
    badgeQ: 'What is the earning status verification badge?',
    badgeA:
      'When you sign up you choose the income range that fits you: Upstart, Citizen, Investor or Elite. With a monthly plan you can add a verification badge for your status, which shows other members that your earning status has been checked.',
  },
  pcm: {
    howQ: 'How {{product}} dey work?',
    howA1:
      'You go create profile wit bio and di tins wey you like, and choose weda you go show photo or blyndmoji avatar. Oda members go first see your bio, no be your face. When person bio touch your heart, you go like their profile.',
    howA2:
      'If una two like each oda, we go tell una both, and una fit choose to open each oda photo and continue to yarn.',
    blyndmojiQ: 'Wetin be blyndmoji?',
    blyndmojiA:
      'Blyndmoji na avatar wey you go pick to represent you while pipo never know who you be. E dey make you show small of your character without showing your face, so pipo go sabi you through wetin you write and wetin you love.',
    changeQ: 'I fit change my mind after I don see photo?',
    changeA:
      'Yes. To open photo no mean say you promise anything. If di feeling no dey after una see each oda, you fit stop di yarn and waka pass. Na you go always decide who you go continue to talk to.',
    hiddenQ: 'I fit hide my photo?',
    hiddenA:
      'Yes. Your photos dey hide from di start, and na only match wey you and am agree to open dem go see dem. If you want, you fit choose for your settings to show your photos for everybody for your profile. Anyhow e be, we go first check every photo (for nakedness, violence, person wey never reach 18, or face wey no be your own) and e go show "Checking your photo…" until e pass; photo wey we hold for our team go remain hidden until dem decide, and you fit appeal rejection one time.',
    interestQ: 'How I go take show person say I dey interested?',
    interestA:
      'Read their bio and di tins wey dem like, and if wetin you see sweet you, like their profile. Na so pipo dey show interest for {{product}}. If dem like you back, una don match and una fit start to yarn.',
    declineQ: 'Wetin go happen if person decline my photo request?',
    declineA:
      'Nothing wey go shame you. Photo request wey person decline na secret: we no go tell any of una, and nobody go see rejection. Una fit continue to chat if una two want, or you just waka pass.',
    reportQ: 'How I go take report person wey dey make me uncomfortable?',
    reportBefore:
      'Open their profile or una chat, tap di menu and choose Report, pick di reason and tell us wetin happen; reports na secret and our team dey check every one, and dem dey check report about pikin first. Even if una chat don end, you fit still report am for 30 days from your past matches. You fit also',
    reportLink: 'send us message',
    reportAfter: 'anytime.',
    premiumQ: 'Wetin I go get wit {{product}} Premium?',
    premiumA1:
      'Premium go show you di pipo wey don already like you sharp sharp, e go let you match wit dem without waiting, e go comot ads, and you fit verify how much you dey earn so your matches go trust wetin your profile talk.',
    premiumBefore: 'See di plans and di prices for di',
    premiumLink: 'Premium page',
    premiumAfter: '.',
    needQ: 'I need Premium before I fit use {{product}}?',
    needA:
      'No. You fit use {{product}} full-full for free: you fit create profile, like bio, match, open photo and chat without paying. Premium just dey make tins fast and e go comot ads.',
    renewQ: 'My Premium plan go renew by itself, and I fit collect my money back?',
    renewA1:
      'No. Weekly and monthly plans na one-time payment for naira and dem no dey renew by themselves, so we no go ever charge you if you no choose am. Your Premium benefits go last until di end of di time wey you pay for. Once you buy, e don final, we no dey return money.',
    tokensBefore:
      'Na di same tin for tokens, wey members dey use bid for items and special experience: buy dem for our',
    tokensLink: 'tokens page',
    tokensMiddle: 'and see wetin dey for bidding for di',
    auctionsLink: 'auctions page',
    tokensAfter: '. Bid wey lose no go cost you anything: na only bid wey win we go spend.',
    badgeQ: 'Wetin be di earning status verification badge?',
    badgeA:
      'When you sign up, you go choose di income range wey fit you: Upstart, Citizen, Investor or Elite. Wit monthly plan, you fit add verification badge for your status, wey go show oda members say we don check how much you dey earn.',
  },
});
