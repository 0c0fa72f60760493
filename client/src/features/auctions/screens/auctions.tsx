export { AuctionsScreen as Screen } from '../components/auctions-screen';
