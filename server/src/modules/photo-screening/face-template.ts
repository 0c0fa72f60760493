import type { FaceAnalysis, PhotoAnalysis } from './screening-types';

/**
 * The face template of a photo for the providers that read face descriptors themselves (local, sandbox): the
 * descriptor of its only face; none for an unreadable photo, no face or several.
 */
export function descriptorFaceAnalysis(analysis: PhotoAnalysis, provider: 'local' | 'sandbox'): FaceAnalysis {
  const only = analysis.readable && analysis.faces.length === 1 ? analysis.faces[0] : undefined;
  return {
    analysis,
    template: only?.descriptor ? { kind: 'descriptor', provider, descriptor: Array.from(only.descriptor) } : null,
  };
}
