import type { Config } from '../../config/env';
import { createLocalProvider } from './local-provider';
import { createRekognitionProvider } from './rekognition-provider';
import { createSandboxProvider } from './sandbox-provider';
import type { ScreeningProvider } from './screening-types';

/** The provider SCREENING_PROVIDER names (local by default; production refuses the sandbox, decision 0143). */
export function createScreeningProvider(config: Config['screening']): ScreeningProvider {
  if (config.provider === 'sandbox') return createSandboxProvider();
  if (config.provider === 'rekognition')
    return createRekognitionProvider({
      region: config.region,
      endpoint: config.endpoint,
      credentials: config.credentials,
      timeoutMs: config.timeoutMs,
    });
  return createLocalProvider();
}
