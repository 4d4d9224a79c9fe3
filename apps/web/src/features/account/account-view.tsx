// The account page body (docs/spec/pages.md#account /dashboard/user/account, `?tab=`): General, Billing,
// Notifications, Social links, Change password, and My orders (rendered by the page: the order
// feature owns it).
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuthResponse } from '@keel/contracts/account';
import type { User } from '@keel/contracts/user';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { queryView } from '../../lib/api.ts';
import { useMyProfileQuery } from './account.api.ts';

// Each tab loads when first opened.
const AccountApiTokens = lazy(() =>
  import('./account-api-tokens.tsx').then((module) => ({ default: module.AccountApiTokens })),
);
const AccountBilling = lazy(() =>
  import('./account-billing.tsx').then((module) => ({ default: module.AccountBilling })),
);
const AccountChangePassword = lazy(() =>
  import('./account-change-password.tsx').then((module) => ({
    default: module.AccountChangePassword,
  })),
);
const AccountGeneral = lazy(() =>
  import('./account-general.tsx').then((module) => ({ default: module.AccountGeneral })),
);
const AccountNotifications = lazy(() =>
  import('./account-notifications.tsx').then((module) => ({
    default: module.AccountNotifications,
  })),
);
const AccountSecurityCentre = lazy(() =>
  import('./account-security-centre.tsx').then((module) => ({
    default: module.AccountSecurityCentre,
  })),
);
const AccountSocialLinks = lazy(() =>
  import('./account-social-links.tsx').then((module) => ({ default: module.AccountSocialLinks })),
);

const TABS = [
  'general',
  'billing',
  'orders',
  'notifications',
  'social',
  'security',
  'tokens',
] as const;
type AccountTab = (typeof TABS)[number];

interface Props {
  user: User;
  onUserChanged: (user: User) => void;
  onPasswordChanged: (session: AuthResponse) => void;
  /** The "My orders" tab's content. */
  orders: React.ReactNode;
}

export function AccountView({ user, onUserChanged, onPasswordChanged, orders }: Props) {
  const { t } = useTranslation('account');
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: AccountTab = TABS.includes(tabParam as AccountTab)
    ? (tabParam as AccountTab)
    : 'general';
  const profile = queryView(useMyProfileQuery({ query: {} }), (answer) => answer.profile);

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: AccountTab) =>
          setSearch((current) => {
            const params = new URLSearchParams(current);
            params.set('tab', next);
            return params;
          })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: { xs: 3, md: 5 } }}
      >
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`tabs.${value}`)} />
        ))}
      </Tabs>
      {/* A boundary per tab: tab changes are navigations, rendered as transitions, which keep
          an already shown boundary (the old tab, still selected) until the new tab's code has
          loaded; a new boundary shows its skeleton at once instead. */}
      <Suspense key={tab} fallback={<Skeleton variant="rounded" height={420} />}>
        {tab === 'general' &&
          (profile.error ? (
            <RetryAlert message={profile.error} onRetry={profile.reload} />
          ) : profile.data ? (
            <AccountGeneral
              key={user.id}
              user={user}
              profile={profile.data}
              onSaved={onUserChanged}
            />
          ) : (
            <Skeleton variant="rounded" height={520} />
          ))}
        {tab === 'billing' && <AccountBilling user={user} onUserChanged={onUserChanged} />}
        {tab === 'orders' && orders}
        {tab === 'notifications' && <AccountNotifications />}
        {tab === 'social' &&
          (profile.error ? (
            <RetryAlert message={profile.error} onRetry={profile.reload} />
          ) : profile.data ? (
            <AccountSocialLinks initial={profile.data.socialLinks} />
          ) : (
            <Skeleton variant="rounded" height={320} />
          ))}
        {tab === 'security' && (
          <>
            <AccountChangePassword onChanged={onPasswordChanged} />
            <AccountSecurityCentre />
          </>
        )}
        {tab === 'tokens' && <AccountApiTokens />}
      </Suspense>
    </>
  );
}
