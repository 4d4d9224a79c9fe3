// Testimonials: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function TestimonialsPage() {
  return <PublicPlaceholder headingKey="pages.testimonials" />;
}
