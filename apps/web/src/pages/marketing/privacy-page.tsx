// Privacy policy (docs/spec/pages.md#public-pages).
import { LegalDocument } from '../../features/site/components/legal-document.tsx';

const SECTIONS = [
  'collect',
  'use',
  'cookies',
  'sharing',
  'retention',
  'security',
  'rights',
  'contact',
] as const;

export function PrivacyPage() {
  return <LegalDocument doc="privacy" sections={SECTIONS} />;
}
