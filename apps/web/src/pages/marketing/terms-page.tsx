// Terms of service (docs/spec/pages.md#public-pages).
import { LegalDocument } from '../../features/site/components/legal-document.tsx';

const SECTIONS = [
  'acceptance',
  'accounts',
  'acceptableUse',
  'subscriptions',
  'content',
  'termination',
  'disclaimers',
  'liability',
  'changes',
  'contact',
] as const;

export function TermsPage() {
  return <LegalDocument doc="terms" sections={SECTIONS} />;
}
