// The texts of tokens and auctions, apart from their schemas: a page that shows only a text (the FAQs, the terms)
// must not pull the schemas, and with them zod, into its bundle.

export const TOKEN_MESSAGES = {
  packNotFound: 'Token pack not found',
  packNameTaken: 'A token pack with this name already exists',
  invalidCursor: 'Invalid cursor',
  notEnoughTokens: 'You do not have enough tokens for this bid',
  memberNotFound: 'Member not found',
  granted: 'Tokens granted',
  /** The rule both public pages, the terms and the FAQs state. */
  noRefunds: 'Tokens cannot be refunded and items bought cannot be returned.',
} as const;

export const AUCTION_MESSAGES = {
  notFound: 'Auction not found',
  ended: 'This auction has ended',
  notOpen: 'This auction is not open for bids yet',
  tooLow: 'Your bid must be at least the minimum bid',
  alreadyHigher: 'Your maximum bid is already this high',
  clientBidIdUsed: 'This clientBidId was already used for a bid on another auction',
  notEditable: 'Only draft and scheduled auctions that have not started can be edited',
  notCancellable: 'This auction can no longer be cancelled',
  notWon: 'This auction has no win to fulfil',
  badTimes: 'The auction must end after it starts',
  cancelled: 'Auction cancelled',
  invalidCursor: 'Invalid cursor',
  imageRequired: 'Choose an image to upload (multipart field image)',
  imageTooLarge: 'Images can be at most 10 MB',
  imageTooManyPixels: 'Images can be at most 60 megapixels',
  imageType: 'Upload a JPEG, PNG or WebP image',
  imageNotUploaded: 'An image of this auction was not uploaded through the control centre',
  imageNotFound: 'Image not found',
} as const;
