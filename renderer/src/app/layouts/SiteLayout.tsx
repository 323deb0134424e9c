import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { RecoveryBanner } from '../../features/auth/components/RecoveryBanner';
import { SlimSidebar } from '../../features/dashboard/SlimSidebar';
import { OfflineBanner } from '../../platform/OfflineBanner';
import { UpdateNotice } from '../../platform/UpdateNotice';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { shellTexts } from '../shell.texts';

/** Public pages: header, footer, and the slim sidebar for signed-in users. */
export function SiteLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {shellTexts.skipToContent}
      </a>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500"
        />
      )}
      <Header />
      <RecoveryBanner />
      <OfflineBanner />
      <UpdateNotice />
      <SlimSidebar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
