// The marketing header's links (docs/spec/pages.md#shell Main).
import { config } from '../../lib/config.ts';
import { paths } from '../../lib/paths.ts';

export interface MainNavLink {
  titleKey: string;
  path: string;
  external?: boolean;
}

export const mainNavLinks: MainNavLink[] = [
  { titleKey: 'mainNav.home', path: paths.home },
  { titleKey: 'mainNav.features', path: paths.features },
  { titleKey: 'mainNav.pricing', path: paths.pricing },
  { titleKey: 'mainNav.blog', path: paths.blog },
  { titleKey: 'mainNav.components', path: paths.components },
  { titleKey: 'mainNav.documentation', path: config.docsUrl, external: true },
];

/** Every general and auth page, for the "Pages" menu. */
export const mainNavPages: { titleKey: string; path: string }[] = [
  { titleKey: 'mainNav.pages.about', path: paths.about },
  { titleKey: 'mainNav.pages.contact', path: paths.contact },
  { titleKey: 'mainNav.pages.faqs', path: paths.faqs },
  { titleKey: 'mainNav.pages.testimonials', path: paths.testimonials },
  { titleKey: 'mainNav.pages.guides', path: paths.guides },
  { titleKey: 'mainNav.pages.payment', path: paths.payment },
  { titleKey: 'mainNav.pages.terms', path: paths.terms },
  { titleKey: 'mainNav.pages.privacy', path: paths.privacy },
  { titleKey: 'mainNav.pages.comingSoon', path: paths.comingSoon },
  { titleKey: 'mainNav.pages.maintenance', path: paths.maintenance },
  { titleKey: 'mainNav.pages.page403', path: paths.page403 },
  { titleKey: 'mainNav.pages.page404', path: paths.page404 },
  { titleKey: 'mainNav.pages.page500', path: paths.page500 },
  { titleKey: 'mainNav.pages.login', path: paths.auth.login },
  { titleKey: 'mainNav.pages.register', path: paths.auth.register },
  { titleKey: 'mainNav.pages.verify', path: paths.auth.verify },
  { titleKey: 'mainNav.pages.resetPassword', path: paths.auth.resetPassword },
  { titleKey: 'mainNav.pages.newPassword', path: paths.auth.newPassword },
];
