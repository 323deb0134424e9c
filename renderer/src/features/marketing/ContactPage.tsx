import { Clock, LifeBuoy, Mail, Newspaper, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';

const channels = [
  {
    icon: LifeBuoy,
    title: 'Support',
    text: 'Questions about your account, points or a purchase.',
    email: 'support@studyloop.app',
  },
  {
    icon: Scale,
    title: 'Copyright and legal',
    text: 'Notices about content in the library.',
    email: 'legal@studyloop.app',
    link: { to: '/legal/notice-takedown', label: 'Notice & Takedown' },
  },
  {
    icon: Newspaper,
    title: 'Press',
    text: 'Interviews, data and brand assets.',
    email: 'press@studyloop.app',
  },
  {
    icon: Mail,
    title: 'Partnerships',
    text: 'Universities, schools and student societies.',
    email: 'partners@studyloop.app',
  },
];

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact"
        description="Contact Studyloop support, legal, press and partnerships. Support is available 24/7 and usually replies within 24 hours."
      />
      <PageHero
        eyebrow="Contact"
        title="We are here to help"
        description="Support is available 24/7 and typically replies within 24 hours."
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-card">
          <Clock aria-hidden="true" className="size-4 text-brand-600" /> Average first reply: under 24 hours
        </p>
      </PageHero>
      <Container className="py-14">
        <ul className="grid gap-4 sm:grid-cols-2">
          {channels.map(({ icon: Icon, title, text, email, link }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
              <h2 className="mt-3 text-lg font-semibold text-ink">{title}</h2>
              <p className="mt-1 text-muted">{text}</p>
              <a
                href={`mailto:${email}`}
                className="mt-4 inline-block font-semibold text-brand-700 hover:text-brand-800"
              >
                {email}
              </a>
              {link && (
                <Link to={link.to} className="mt-1 block text-sm text-brand-700 underline">
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-10 text-muted">
          Looking for quick answers? Visit the{' '}
          <Link to="/help" className="font-semibold text-brand-700 underline">
            Help Center
          </Link>
          .
        </p>
      </Container>
    </>
  );
}
