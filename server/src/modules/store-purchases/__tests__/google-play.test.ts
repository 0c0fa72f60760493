import { startGooglePlayStandIn, type GooglePlayStandIn } from '../../../test-support/google-play-stand-in';
import { createGooglePlayClient, GooglePlayUnavailableError, type GooglePlayClient } from '../google-play';
import { checkProductPurchase, checkSubscriptionPurchase } from '../google-purchase-check';
import { createPushTokenVerifier } from '../pubsub-push-token';

describe('The Play Developer API client and the push token check, against the Play stand-in', () => {
  let play: GooglePlayStandIn;
  let client: GooglePlayClient;

  beforeAll(async () => {
    play = await startGooglePlayStandIn();
    client = createGooglePlayClient({
      packageName: play.packageName,
      serviceAccount: JSON.parse(play.serviceAccount),
      apiUrl: play.url,
      oauthTokenUrl: play.tokenUrl,
    });
  });
  afterAll(() => play.close());

  it('When several purchases are read, then one access token is granted for all of them and each is described', async () => {
    play.addProduct('pack-1', { productId: 'pack' });
    play.addSubscription('sub-1', { productId: 'weekly' });
    const [pack, sub] = await Promise.all([client.getProduct('pack', 'pack-1'), client.getSubscription('sub-1')]);
    expect(pack).toMatchObject({ kind: 'found', purchase: { purchaseState: 0 } });
    expect(sub).toMatchObject({ kind: 'found', purchase: { subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE' } });
    expect(play.tokenGrants).toBe(1);
  });

  it("When Google refuses a token, then the client answers why: another app's, another product's, unknown", async () => {
    play.addProduct('elsewhere', { productId: 'pack', packageName: 'com.other.app' });
    play.addProduct('pack-2', { productId: 'pack' });
    expect(await client.getProduct('pack', 'elsewhere')).toEqual({ kind: 'refused', refusal: 'other-package' });
    expect(await client.getProduct('other', 'pack-2')).toEqual({ kind: 'refused', refusal: 'other-product' });
    expect(await client.getProduct('pack', 'never-issued')).toEqual({ kind: 'refused', refusal: 'unknown-token' });
  });

  it('When the service account key is not the one Google knows, then the client reports Google unavailable', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = createGooglePlayClient({
      packageName: play.packageName,
      serviceAccount: {
        ...JSON.parse(play.serviceAccount),
        private_key: stranger.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
      apiUrl: play.url,
      oauthTokenUrl: play.tokenUrl,
    });
    await expect(forged.getProduct('pack', 'pack-1')).rejects.toBeInstanceOf(GooglePlayUnavailableError);
  });

  it('When a pack is pending or cancelled, or a subscription pending or expired, then the check refuses it as not paid', () => {
    const base = { purchaseTimeMillis: Date.now(), orderId: 'GPA.1', consumptionState: 0 };
    expect(checkProductPurchase({ ...base, purchaseState: 0 }, 'pack', 't').kind).toBe('paid');
    expect(checkProductPurchase({ ...base, purchaseState: 2 }, 'pack', 't')).toEqual({
      kind: 'refused',
      refusal: 'not-paid',
    });
    expect(checkProductPurchase({ ...base, purchaseState: 1 }, 'pack', 't')).toEqual({
      kind: 'refused',
      refusal: 'not-paid',
    });
    const now = new Date();
    const line = {
      productId: 'weekly',
      expiryTime: new Date(now.getTime() + 3600_000).toISOString(),
      latestSuccessfulOrderId: 'GPA.2',
    };
    const sub = (state: string, item = line) => ({ subscriptionState: state, lineItems: [item] });
    expect(checkSubscriptionPurchase(sub('SUBSCRIPTION_STATE_ACTIVE'), 'weekly', 't', now).kind).toBe('paid');
    expect(checkSubscriptionPurchase(sub('SUBSCRIPTION_STATE_PENDING'), 'weekly', 't', now).kind).toBe('refused');
    expect(checkSubscriptionPurchase(sub('SUBSCRIPTION_STATE_EXPIRED'), 'weekly', 't', now).kind).toBe('refused');
    const ended = { ...line, expiryTime: new Date(now.getTime() - 1000).toISOString() };
    expect(checkSubscriptionPurchase(sub('SUBSCRIPTION_STATE_CANCELED', ended), 'weekly', 't', now).kind).toBe(
      'refused',
    );
    expect(checkSubscriptionPurchase(sub('SUBSCRIPTION_STATE_ACTIVE'), 'monthly', 't', now)).toEqual({
      kind: 'refused',
      refusal: 'other-product',
    });
  });

  it("When a license tester's purchase is read, then it is a sandbox order", () => {
    const check = checkProductPurchase(
      { purchaseTimeMillis: Date.now(), orderId: 'GPA.3', purchaseState: 0, purchaseType: 0 },
      'pack',
      't',
    );
    expect(check).toMatchObject({ kind: 'paid', order: { environment: 'sandbox' } });
  });

  it('When push tokens are checked, then only a fresh one Google signed for our audience and push account passes', async () => {
    const verify = createPushTokenVerifier({
      audience: play.pushAudience,
      serviceAccountEmail: play.pushEmail,
      certsUrl: play.certsUrl,
    });
    expect(await verify(`Bearer ${play.pushToken()}`)).toEqual({ kind: 'valid' });
    for (const forged of [
      play.pushToken({ audience: 'https://elsewhere.example' }),
      play.pushToken({ signer: 'stranger' }),
      play.pushToken({ expiresInSeconds: -900 }),
      play.pushToken({ email: 'someone@evil.example' }),
    ])
      expect((await verify(`Bearer ${forged}`)).kind).toBe('invalid');
    expect((await verify(undefined)).kind).toBe('invalid');
    expect((await verify('Basic abc')).kind).toBe('invalid');
  });

  it('When the keys are read from the PEM certificates (oauth2/v1) instead of the JWK set, then the same token passes', async () => {
    const verify = createPushTokenVerifier({
      audience: play.pushAudience,
      serviceAccountEmail: play.pushEmail,
      certsUrl: play.certsUrl.replace('/v3/', '/v1/'),
    });
    expect(await verify(`Bearer ${play.pushToken()}`)).toEqual({ kind: 'valid' });
    expect((await verify(`Bearer ${play.pushToken({ signer: 'stranger' })}`)).kind).toBe('invalid');
  });
});
