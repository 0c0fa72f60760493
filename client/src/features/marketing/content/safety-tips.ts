import { site } from '../../../config/site';

const name = site.productName;

export type SafetyTip = { title: string; body: string[] };

/** The ten tips of /safety, in the fixed order. */
export const safetyTips: readonly SafetyTip[] = [
  {
    title: 'Protect your personal information',
    body: [
      'Keep your home address, workplace, bank details, BVN and daily routine to yourself until you truly know someone.',
      `Never send money, airtime or gift cards to someone you met on ${name}, however convincing the story. A real match will not ask.`,
    ],
  },
  {
    title: 'Stay in the app',
    body: [
      `Keep your conversations on ${name} while you get to know someone. Our reporting and blocking tools only work inside the app, and we check messages there for scam patterns: if one looks like a request for money or a move off the app, you are shown a tip and can report it in one tap.`,
      'Be careful with anyone who pushes to move to WhatsApp, Telegram or phone calls very quickly.',
    ],
  },
  {
    title: 'Trust your instincts',
    body: [
      'If something feels off, it probably is. You never owe anyone a reply, a photo or a date.',
      'It is always fine to end a conversation, unmatch or block someone without explaining yourself.',
    ],
  },
  {
    title: 'Meet in public places',
    body: [
      'For your first few dates, meet somewhere busy and public, like a restaurant, café or mall, and arrange your own transport there and back.',
      `Tell a friend or family member where you are going, who you are meeting and when you expect to be home. Plan the date in ${name} to send them its time and place by SMS, with a check-in at the time you choose: if you do not answer, or you ask for help, they get an alert.`,
    ],
  },
  {
    title: 'Take your time',
    body: [
      `${name} is built around getting to know someone before you see them. Use that time: ask questions, video call, and only meet when you are comfortable.`,
      'Anyone who rushes you or gets angry when you want to slow down is showing you who they are.',
    ],
  },
  {
    title: 'Verify information with Premium',
    body: [
      'Premium members can verify their earning status, so the Upstart, Citizen, Investor or Elite badge on a profile has been checked rather than just claimed.',
      'Every member also completes a face check before sign-up can finish, and every photo is checked against that face before anyone sees it. Look for the verified badge: it shows only while the first photo matches the face check.',
    ],
  },
  {
    title: 'Report suspicious behaviour',
    body: [
      'Report anyone who asks for money, sends explicit content you did not ask for, threatens you, pretends to be someone else or seems to be under 18.',
      'Reports are confidential. The person is not told who reported them, and our team reviews every report; reports about a child come first. You can still report someone for 30 days after a match ends: we keep the last messages of an ended conversation that long for that reason alone.',
    ],
  },
  {
    title: 'Respect boundaries',
    body: [
      'No means no, in the app and in person. Do not pressure anyone for photos, personal details or a meeting.',
      'Declined photo requests are private on purpose. Take a decline gracefully and move on.',
    ],
  },
  {
    title: 'Use online safety resources',
    body: [
      'Learn the signs of romance scams and sextortion: a fast declaration of love, a sudden emergency, a request for money or intimate images.',
      'If you are ever in immediate danger, call the Nigeria emergency number 112 or go to the nearest police station.',
    ],
  },
  {
    title: 'Count on trustworthy support',
    body: [
      `Our support team is here for you. If anything worries you, send us a message from the Get help page or from the app, and a real person will reply.`,
      'Tell us about anything that breaks our Terms of use and we will act on it, up to removing the account for good.',
    ],
  },
];
