import { defineTexts } from '../../i18n/texts';

/** The ten tips of /safety in English and Nigerian Pidgin (decision 0174); `tipN` is the title, `tipNa` and `tipNb` its paragraphs. */
export const safetyTexts = defineTexts('safety-tips', {
  en: {
    tip1: 'Protect your personal information',
    tip1a:
      'Keep your home address, workplace, bank details, BVN and daily routine to yourself until you truly know someone.',
    tip1b:
      'Never send money, airtime or gift cards to someone you met on {{product}}, however convincing the story. A real match will not ask.',
    tip2: 'Stay in the app',
    tip2a:
      'Keep your conversations on {{product}} while you get to know someone. Our reporting and blocking tools only work inside the app, and we check messages there for scam patterns: if one looks like a request for money or a move off the app, you are shown a tip and can report it in one tap.',
    tip2b: 'Be careful with anyone who pushes to move to WhatsApp, Telegram or phone calls very quickly.',
    tip3: 'Trust your instincts',
    tip3a: 'If something feels off, it probably is. You never owe anyone a reply, a photo or a date.',
    tip3b: 'It is always fine to end a conversation, unmatch or block someone without explaining yourself.',
    tip4: 'Meet in public places',
    tip4a:
      'For your first few dates, meet somewhere busy and public, like a restaurant, café or mall, and arrange your own transport there and back.',
    tip4b:
      'Tell a friend or family member where you are going, who you are meeting and when you expect to be home. Plan the date in {{product}} to send them its time and place by SMS, with a check-in at the time you choose: if you do not answer, or you ask for help, they get an alert.',
    tip5: 'Take your time',
    tip5a:
      '{{product}} is built around getting to know someone before you see them. Use that time: ask questions, video call, and only meet when you are comfortable.',
    tip5b: 'Anyone who rushes you or gets angry when you want to slow down is showing you who they are.',
    tip6: 'Verify information with Premium',
    tip6a:
      'Premium members can verify their earning status, so the Upstart, Citizen, Investor or Elite badge on a profile has been checked rather than just claimed.',
    tip6b:
      'Every member also completes a face check before sign-up can finish, and every photo is checked against that face before anyone sees it. Look for the verified badge: it shows only while the first photo matches the face check.',
    tip7: 'Report suspicious behaviour',
    tip7a:
      'Report anyone who asks for money, sends explicit content you did not ask for, threatens you, pretends to be someone else or seems to be under 18.',
    tip7b:
      'Reports are confidential. The person is not told who reported them, and our team reviews every report; reports about a child come first. You can still report someone for 30 days after a match ends: we keep the last messages of an ended conversation that long for that reason alone.',
    tip8: 'Respect boundaries',
    tip8a: 'No means no, in the app and in person. Do not pressure anyone for photos, personal details or a meeting.',
    tip8b: 'Declined photo requests are private on purpose. Take a decline gracefully and move on.',
    tip9: 'Use online safety resources',
    tip9a:
      'Learn the signs of romance scams and sextortion: a fast declaration of love, a sudden emergency, a request for money or intimate images.',
    tip9b:
      'If you are ever in immediate danger, call the Nigeria emergency number 112 or go to the nearest police station.',
    tip10: 'Count on trustworthy support',
    tip10a:
      'Our support team is here for you. If anything worries you, send us a message from the Get help page or from the app, and a real person will reply.',
    tip10b:
      'Tell us about anything that breaks our Terms of use and we will act on it, up to removing the account for good.',
  },
  pcm: {
    tip1: 'Protect your personal information',
    tip1a:
      'No tell anybody your house address, where you dey work, your bank details, BVN and how your day dey run until you don really know di person.',
    tip1b:
      'No ever send money, airtime or gift card give person wey you meet for {{product}}, no matter how di story take touch you. Correct match no go ask you for money.',
    tip2: 'Stay inside di app',
    tip2a:
      'Make una yarn remain for {{product}} while you still dey know di person. Our report and block tools dey work only inside di app, and we dey check messages there for scam: if one message be like request for money or e wan make you comot di app, we go show you warning and you fit report am wit one tap.',
    tip2b: 'Shine your eye wit anybody wey dey push make una quickly move go WhatsApp, Telegram or phone call.',
    tip3: 'Trust your mind',
    tip3a: 'If something no feel right, e fit no dey right. You no owe anybody reply, photo or date.',
    tip3b: 'E dey always okay to end yarn, unmatch or block person without explaining yourself.',
    tip4: 'Meet for open place',
    tip4a:
      'For your first few dates, meet for place wey people plenty and e dey open, like restaurant, café or mall, and arrange your own transport go and come back.',
    tip4b:
      'Tell your friend or family where you dey go, who you dey meet and when you go reach house. Plan di date for {{product}} so we go send dem di time and place by SMS, wit check-in for di time wey you choose: if you no answer, or you ask for help, dem go get alert.',
    tip5: 'Take your time',
    tip5a:
      'Dem build {{product}} make you sabi person before you see dem. Use dat time well: ask questions, do video call, and meet only when your mind don settle.',
    tip5b: 'Anybody wey dey rush you or dey vex when you wan slow down, dem dey show you who dem be.',
    tip6: 'Confirm information wit Premium',
    tip6a:
      'Premium members fit verify how much dem dey earn, so di Upstart, Citizen, Investor or Elite badge for profile na wetin we don check, no be just mouth.',
    tip6b:
      'Every member dey also do face check before dem fit finish sign-up, and we dey check every photo against dat face before anybody see am. Look for di verified badge: e dey show only when di first photo match di face check.',
    tip7: 'Report anything wey no clear',
    tip7a:
      'Report anybody wey ask you for money, send you dirty content wey you no ask for, threaten you, dey pretend to be anoda person, or be like say dem never reach 18.',
    tip7b:
      'Reports na secret. We no dey tell di person who report dem, and our team dey check every report; report about pikin dey come first. You fit still report person for 30 days after una match don end: na only because of dis reason we dey keep di last messages of chat wey don end for dat long.',
    tip8: 'Respect boundaries',
    tip8a:
      'No mean no, for inside app and for face to face. No force anybody for photo, personal details or to meet you.',
    tip8b:
      'We dey keep photo requests wey dem decline secret on purpose. If dem decline you, take am easy and waka pass.',
    tip9: 'Use online safety resources',
    tip9a:
      'Learn di signs of love scam and sextortion: person wey quickly say "I love you", sudden emergency, request for money or naked pictures.',
    tip9b: 'If you dey for danger anytime, call Nigeria emergency number 112 or go di police station wey near you.',
    tip10: 'Our support dey for you',
    tip10a:
      'Our support team dey here for you. If anything dey worry you, send us message from di Get help page or from di app, and real person go reply you.',
    tip10b: 'Tell us about anything wey break our Terms of use and we go act on am, even to remove di account forever.',
  },
});
