import { rulesOfKind } from './rule-table';

/**
 * Offers to pay for travel, send a driver, meet at a hotel, and asking for a home address: how kidnapping and
 * robbery lures read. Meeting in public, travelling alone and "I booked my flight" spare.
 */
export const TRAVEL_LURE_RULES = rulesOfKind('travel-lure', [
  {
    id: 'travel.pay-your-travel',
    weight: 1,
    phrase:
      '(book*|pay for|buy|sponsor|pay|cover|handle) (your|ur|you a|you the|for your|you) ~1 (flight|ticket|tickets|transport|uber|bolt|taxi|ride|fare|hotel|room|trip|cab)',
    fires: ['I will book your flight', 'I will pay for your Uber', 'I will buy your flight ticket'],
    spares: ['I booked my flight to Abuja', 'I take Bolt go work'],
  },
  {
    id: 'travel.send-you-transport',
    weight: 1,
    phrase:
      '#will (send|give|transfer) you ~3 (transport|fare|uber|bolt|taxi|ride|flight|ticket)|(fly|flying|bring|brought) you (down|in|over|to|out|come)',
    fires: [
      "I'll send you transport money to come",
      "I'll send you money for a flight",
      "I'll fly you down to Port Harcourt",
    ],
    spares: ['I go send you the location of the restaurant'],
  },
  {
    id: 'travel.driver-picks-you',
    weight: 1,
    phrase:
      '(send|sending|order|book) (my|a|an|the)? (driver|car|bolt|uber|taxi|ride|cab) ~3 (you|your|carry|pick|bring|fetch|get you)|(driver|car|boys|guy) ~3 (pick|carry|bring|fetch|find|collect) (you|ya|u)',
    fires: [
      'I go send driver come carry you',
      'My driver will pick you up',
      "I'll send a car to bring you",
      'make I send Bolt for you',
    ],
    spares: ['My driver resumed late today'],
  },
  {
    id: 'travel.your-address',
    weight: 1,
    phrase:
      '(send|drop|give|tell|share|text|wetin be|what is|whats|what s|gimme) ~2 (your|ur) (house|home|exact|live)? (address|location|addy|street|house number|house no|estate)|where (do you|you|u) (live|stay|dey stay) (exactly)',
    fires: [
      'send me your house address',
      'Drop your house address',
      'Wetin be your house address?',
      'Where do you live exactly?',
    ],
    spares: ["I'm not comfortable sharing my address", 'Check the address of the restaurant'],
  },
  {
    id: 'travel.hotel-room',
    weight: 1,
    phrase:
      '(come|meet me|see me|join me) (to|in|at|for)? my (hotel|hotel room|room)|(come|meet me) (to|in|at) (the)? (hotel|hotel room)|(to|in) my (hotel|hotel room)',
    fires: ['Come to my hotel room', 'bring you to my hotel'],
    spares: ['the hotel by the beach was lovely'],
  },
  {
    id: 'travel.booked-room',
    weight: 0.5,
    phrase:
      '(book*|get|got|reserved|don book|don get|pay* for) (you|us)? (a|the)? ~1 (hotel|room|apartment|airbnb|shortlet)|all on me',
    fires: ["I've booked a hotel for us", 'I don book room for Ikeja'],
  },
  {
    id: 'travel.just-come',
    weight: 0.5,
    phrase:
      '(make you|you) (just)? come|come straight|just come|come over|come and see me|come my (house|place|side)|to my (house|place)',
    fires: ['make you just come', 'come straight to the hotel', 'to my house'],
  },
]);
