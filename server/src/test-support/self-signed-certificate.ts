import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new RSA key and its self-signed X.509 certificate for `commonName`, made by openssl (both PEM). */
export function selfSignedCertificate(commonName: string, days: number): { privateKey: string; certificate: string } {
  const dir = mkdtempSync(join(tmpdir(), 'self-signed-'));
  try {
    const [keyFile, certificateFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${commonName}`, '-days', `${days}`];
    execFileSync('openssl', [...request, '-keyout', keyFile, '-out', certificateFile], { stdio: 'ignore' });
    return { privateKey: readFileSync(keyFile, 'utf8'), certificate: readFileSync(certificateFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
