import { execFileSync } from 'node:child_process';
import { createPrivateKey, randomUUID, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The App Store's signatures, made on this machine (decision 0144): a generated root, an intermediate carrying
 * Apple's WWDR marker (OID 1.2.840.113635.100.6.2.1) and a leaf carrying the App Store receipt-signing marker
 * (1.2.840.113635.100.6.11.1), all P-256, made by openssl. It signs StoreKit 2 transactions and App Store Server
 * Notifications V2 as Apple does: ES256 JWS whose header's x5c holds leaf, intermediate and root (base64 DER),
 * which is what `SignedDataVerifier` of @apple/app-store-server-library checks against the configured root.
 */
export type AppleStandIn = {
  /** The root's PEM file, for APPLE_ROOT_CA_PATHS. */
  rootPath: string;
  bundleId: string;
  appAppleId: number;
  /** A signed transaction (`Transaction.jwsRepresentation`), with Apple's fields defaulted. */
  signTransaction(fields?: Partial<AppleTransactionFields>): string;
  /** The decoded transaction signTransaction signs for these fields. */
  transaction(fields?: Partial<AppleTransactionFields>): AppleTransactionFields;
  /** A notification's `signedPayload` carrying a signed transaction in `data.signedTransactionInfo`. */
  signNotification(
    notification: { notificationType: string; subtype?: string },
    transaction: Partial<AppleTransactionFields>,
  ): string;
  /** Any payload, signed with this chain. */
  signJws(payload: Record<string, unknown>): string;
  close(): void;
};

export type AppleTransactionFields = {
  transactionId: string;
  originalTransactionId: string;
  bundleId: string;
  productId: string;
  purchaseDate: number;
  originalPurchaseDate: number;
  expiresDate?: number;
  quantity: number;
  type: 'Consumable' | 'Non-Consumable' | 'Auto-Renewable Subscription' | 'Non-Renewing Subscription';
  appAccountToken?: string;
  inAppOwnershipType: 'PURCHASED' | 'FAMILY_SHARED';
  signedDate: number;
  environment: 'Production' | 'Sandbox';
  transactionReason: 'PURCHASE' | 'RENEWAL';
  storefront: string;
  storefrontId: string;
  price: number;
  currency: string;
  revocationDate?: number;
  revocationReason?: 0 | 1;
};

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

function certificateChain(dir: string, name: string) {
  const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl(dir, [
    'req', '-x509', '-new', ...curve, '-keyout', 'root.key', '-out', 'root.pem', '-days', '3650',
    '-subj', `/CN=${name} Root CA/O=Blynd tests`,
    '-addext', 'basicConstraints=critical,CA:true', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  ]); // prettier-ignore
  const issue = (cert: string, issuer: string, subject: string, extensions: string) => {
    writeFileSync(join(dir, `${cert}.ext`), extensions);
    openssl(dir, ['req', '-new', ...curve, '-keyout', `${cert}.key`, '-out', `${cert}.csr`, '-subj', subject]);
    openssl(dir, [
      'x509', '-req', '-in', `${cert}.csr`, '-CA', `${issuer}.pem`, '-CAkey', `${issuer}.key`, '-CAcreateserial',
      '-out', `${cert}.pem`, '-days', '3650', '-extfile', `${cert}.ext`,
    ]); // prettier-ignore
  };
  issue(
    'intermediate',
    'root',
    `/CN=${name} Worldwide Developer Relations/O=Blynd tests`,
    'basicConstraints=critical,CA:true\nkeyUsage=critical,keyCertSign,cRLSign\n1.2.840.113635.100.6.2.1=ASN1:NULL\n',
  );
  issue(
    'leaf',
    'intermediate',
    `/CN=${name} App Store Receipt Signing/O=Blynd tests`,
    'basicConstraints=critical,CA:false\nkeyUsage=critical,digitalSignature\n1.2.840.113635.100.6.11.1=ASN1:NULL\n',
  );
  const der = (cert: string) => new X509Certificate(readFileSync(join(dir, `${cert}.pem`))).raw.toString('base64');
  return {
    x5c: [der('leaf'), der('intermediate'), der('root')],
    key: createPrivateKey(readFileSync(join(dir, 'leaf.key'))),
  };
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function signWith(key: KeyObject, x5c: string[], payload: Record<string, unknown>) {
  const head = `${base64url(JSON.stringify({ alg: 'ES256', x5c }))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(head), { key, dsaEncoding: 'ieee-p1363' });
  return `${head}.${base64url(signature)}`;
}

export function createAppleStandIn(
  options: { bundleId?: string; appAppleId?: number; environment?: 'Production' | 'Sandbox'; name?: string } = {},
): AppleStandIn {
  const dir = mkdtempSync(join(tmpdir(), 'blynd-apple-'));
  const { x5c, key } = certificateChain(dir, options.name ?? 'Blynd Test');
  const bundleId = options.bundleId ?? 'ng.blynd.app';
  const appAppleId = options.appAppleId ?? 6444000000;
  const environment = options.environment ?? 'Production';
  const transaction = (fields: Partial<AppleTransactionFields> = {}): AppleTransactionFields => {
    const now = Date.now();
    const transactionId = fields.transactionId ?? String(2000000000000000 + Math.floor(Math.random() * 1e12));
    return {
      transactionId,
      originalTransactionId: transactionId,
      bundleId,
      productId: 'ng.blynd.tokens.small',
      purchaseDate: now - 1000,
      originalPurchaseDate: now - 1000,
      quantity: 1,
      type: 'Consumable',
      inAppOwnershipType: 'PURCHASED',
      signedDate: now,
      environment,
      transactionReason: 'PURCHASE',
      storefront: 'NGA',
      storefrontId: '143561',
      price: 1500000,
      currency: 'NGN',
      ...fields,
    };
  };
  const signJws = (payload: Record<string, unknown>) => signWith(key, x5c, payload);
  return {
    rootPath: join(dir, 'root.pem'),
    bundleId,
    appAppleId,
    transaction,
    signTransaction: (fields) => signJws(transaction(fields)),
    signNotification: (notification, fields) => {
      const info = transaction(fields);
      return signJws({
        ...notification,
        notificationUUID: randomUUID(),
        version: '2.0',
        signedDate: Date.now(),
        data: {
          appAppleId,
          bundleId: info.bundleId,
          bundleVersion: '65',
          environment: info.environment,
          signedTransactionInfo: signJws(info),
          status: 1,
        },
      });
    },
    signJws,
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}
