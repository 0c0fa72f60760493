import { defineTexts } from '../../i18n/texts';

/**
 * The home page and the marketing pages (how it works, benefits, FAQs, safety tips) in English and Nigerian Pidgin
 * (decision 0174). `{{product}}` is the configured product name.
 */
export const useMarketingTexts = defineTexts('marketing', {
  en: {
    homeTitle: 'Date beyond the first glance',
    homeDescription:
      '{{product}} is a Nigerian dating app where you meet through bios and shared interests first, and unlock photos only when you both like each other.',
    heroEyebrow: 'Dating in Nigeria, done differently',
    heroTitle: 'Fall for who they are before you see how they look.',
    heroTagline:
      'Deeper connections start with what you say, what you value and what makes you laugh. On {{product}} you meet through bios and shared interests first, and photos unlock only when you both like each other.',
    factFree: 'Free to join',
    factAdults: '18+ only',
    factVerified: 'Face-verified members',
    howEyebrow: 'How it works',
    howTitle: 'Chemistry first. Photos when you are both ready.',
    step1Title: 'Read the bio',
    step1Body: 'Browse profiles built on bios, interests and values. No photos, no snap judgements.',
    step2Title: 'Like what you read',
    step2Body: 'Liking a profile is how you show interest. Nobody knows unless they like you too.',
    step3Title: 'Match and unlock',
    step3Body: 'When the like is mutual, you are both notified and can choose to unlock each other’s photos.',
    step4Title: 'Decide for yourself',
    step4Body: 'Keep talking, plan a date, or move on. Declines are silent, so there is never any pressure.',
    benefitsEyebrow: 'Why {{product}}',
    benefitsTitle: 'Made for people who want more than a swipe',
    benefitsLead: 'Seven reasons members say dating here feels different.',
    benefitsPrevious: 'Show previous benefits',
    benefitsNext: 'Show next benefits',
    benefitsRegion: 'Benefits, scroll sideways for more',
    bioTitle: 'Personality before pictures',
    bioBody:
      'Profiles open with bios and interests, not selfies. People like you for what you say, what you love and how you think.',
    maskTitle: 'Stay anonymous with blyndmojis',
    maskBody:
      'Pick a blyndmoji avatar and keep your face private for as long as you want. Show personality, not your photo.',
    unlockTitle: 'Photos unlock only when it is mutual',
    unlockBody:
      'When you both like each other, you are both notified and can choose to unlock photos. Nobody sees you without your say.',
    quietTitle: 'No awkward rejections',
    quietBody: 'Declined photo requests stay private. Neither side is notified, so you can move on without any drama.',
    matchTitle: 'Smarter matching',
    matchBody:
      'We match you on values, interests and goals, so the people you meet want the same things you do. Quality over swiping.',
    chatTitle: 'Conversation starters',
    chatBody: 'Never stare at an empty chat again. Prompts drawn from both your profiles make the first message easy.',
    giftTitle: 'Bid on one-of-a-kind experiences',
    giftBody: 'Use {{product}} tokens to bid on special items and date experiences you will not find anywhere else.',
    homeFaqEyebrow: 'Questions',
    homeFaqTitle: 'Good to know before you start',
    homeFaqLead: 'The things people ask us most. Still curious? There is more on the FAQs page.',
    seeAllFaqs: 'See all FAQs',
    downloadEyebrow: 'Get the app',
    downloadTitle: 'Your next great conversation is one bio away.',
    downloadBody:
      'Download {{product}} for iPhone or Android, write a bio that sounds like you, and meet people who like you for who you are. Joining is free.',
  },
  pcm: {
    homeTitle: 'Date pass wetin your eye first see',
    homeDescription:
      '{{product}} na Naija dating app wey you go first meet pipo through their bio and di tins wey una both like, and una go open photo only when una two like each oda.',
    heroEyebrow: 'Dating for Naija, but e no be di usual way',
    heroTitle: 'Fall for who dem be before you see how dem look.',
    heroTagline:
      'Better connection dey start from wetin you talk, wetin you value and wetin dey make you laugh. For {{product}}, you go first meet pipo through their bio and di tins wey una both like, and photo go open only when una two like each oda.',
    factFree: 'To join na free',
    factAdults: 'Na only 18+',
    factVerified: 'Members wey we don check their face',
    howEyebrow: 'How e dey work',
    howTitle: 'Una go first click. Photo go come when una both ready.',
    step1Title: 'Read di bio',
    step1Body: 'Look profiles wey dem build on bio, interest and values. No photo, no quick judgement.',
    step2Title: 'Like wetin you read',
    step2Body:
      'If you like person profile, na so you go show say you dey interested. Nobody go know unless dem like you too.',
    step3Title: 'Match and open photo',
    step3Body: 'When una two like each oda, we go tell una both, and una fit choose to open each oda photo.',
    step4Title: 'Na you go decide',
    step4Body: 'Continue to yarn, plan date, or waka pass. When person decline, nobody go hear, so pressure no dey.',
    benefitsEyebrow: 'Why {{product}}',
    benefitsTitle: 'We make am for pipo wey want pass ordinary swipe',
    benefitsLead: 'Seven reasons wey make members talk say dating here different.',
    benefitsPrevious: 'Show di benefits wey dey before',
    benefitsNext: 'Show di next benefits',
    benefitsRegion: 'Benefits, scroll go side to see more',
    bioTitle: 'Character before picture',
    bioBody:
      'Profile dey start wit bio and interest, no be selfie. Pipo go like you for wetin you talk, wetin you love and how you dey reason.',
    maskTitle: 'Hide your face wit blyndmoji',
    maskBody:
      'Pick blyndmoji avatar and hide your face for as long as you want. Show your character, no be your photo.',
    unlockTitle: 'Photo dey open only when una two agree',
    unlockBody:
      'When una two like each oda, we go tell una both and una fit choose to open photo. Nobody go see you if you no gree.',
    quietTitle: 'No shame for rejection',
    quietBody:
      'When person decline photo request, e go remain secret. We no go tell anybody, so you fit waka pass without any wahala.',
    matchTitle: 'Better matching',
    matchBody:
      'We dey match you by values, interest and wetin you dey find, so di pipo wey you meet want di same tin wey you want. Quality pass plenty swipe.',
    chatTitle: 'Tins to start di yarn',
    chatBody:
      'You no go dey look empty chat again. Questions wey we take from una two profile go make di first message easy.',
    giftTitle: 'Bid for special experience',
    giftBody: 'Use {{product}} tokens take bid for special items and date experience wey you no go find anoda place.',
    homeFaqEyebrow: 'Questions',
    homeFaqTitle: 'Wetin you suppose know before you start',
    homeFaqLead: 'Di tins wey pipo dey ask us pass. You still wan know more? More dey for di questions page.',
    seeAllFaqs: 'See all di questions',
    downloadEyebrow: 'Get di app',
    downloadTitle: 'Your next sweet yarn na just one bio away.',
    downloadBody:
      'Download {{product}} for iPhone or Android, write bio wey sound like you, and meet pipo wey like you for who you be. To join na free.',
  },
});
