import * as Tabs from '@radix-ui/react-tabs';
import { Bell, CreditCard, Shield, User } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../ui/PageMeta';
import { useAuthStore } from '../auth';
import { BillingTab } from './BillingTab';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { settingsTexts as texts } from './settings.texts';

const TABS = [
  { id: 'profile', label: texts.tabs.profile, icon: User },
  { id: 'billing', label: texts.tabs.billing, icon: CreditCard },
  { id: 'security', label: texts.tabs.security, icon: Shield },
  { id: 'notifications', label: texts.tabs.notifications, icon: Bell },
] as const;

type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/** /dashboard/settings: Profile, Billing, Security and Notifications; the open tab lives in ?tab=. */
export function SettingsPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const email = useAuthStore((state) => state.user?.email ?? state.profile?.email ?? '');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'profile';

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={texts.pageTitle} description={texts.pageDescription} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{texts.heading}</h1>
      <p className="mt-1 text-muted">{texts.subheading}</p>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'profile' ? {} : { tab: value }, { replace: true })}
        className="mt-6"
      >
        <Tabs.List
          aria-label={texts.heading}
          className="flex gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-white p-1"
        >
          {TABS.map(({ id, label, icon: Icon }) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700"
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {userId && (
          <>
            <Tabs.Content value="profile" className="mt-6 focus:outline-none">
              <ProfileTab userId={userId} />
            </Tabs.Content>
            <Tabs.Content value="billing" className="mt-6 focus:outline-none">
              <BillingTab userId={userId} />
            </Tabs.Content>
            <Tabs.Content value="security" className="mt-6 focus:outline-none">
              <SecurityTab userId={userId} email={email} />
            </Tabs.Content>
            <Tabs.Content value="notifications" className="mt-6 focus:outline-none">
              <NotificationsTab userId={userId} />
            </Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </div>
  );
}
