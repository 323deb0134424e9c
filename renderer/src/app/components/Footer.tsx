import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../ui/Container';
import { ButtonLink } from '../../ui/ButtonLink';
import { Logo } from '../../ui/Logo';
import { footerGroups, legalLinks, shellTexts, socialLinks } from '../shell.texts';
import { LanguageMenu } from './LanguageMenu';
import { SocialIcon } from './SocialIcon';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="below-fold bg-slate-950 text-slate-300">
      <Container className="py-14 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo tone="inverse" />
            <p className="mt-4 text-[0.9375rem] leading-relaxed text-slate-400">{shellTexts.footerTagline}</p>
            <div className="mt-8 rounded-2xl border border-white/10 bg-white/5 p-5">
              <p className="font-semibold text-white">{shellTexts.footerAppTitle}</p>
              <p className="mt-1 text-sm text-slate-400">{shellTexts.footerAppText}</p>
              <ButtonLink to="/download" variant="inverse" size="sm" className="mt-4">
                <Download aria-hidden="true" className="size-4" />
                {shellTexts.footerAppCta}
              </ButtonLink>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {footerGroups.map((group) => (
              <nav key={group.label} aria-labelledby={`footer-${group.label}`}>
                <h2 id={`footer-${group.label}`} className="text-sm font-semibold text-white">
                  {group.label}
                </h2>
                <ul className="mt-4 space-y-3">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="text-sm text-slate-400 transition-colors hover:text-white"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-14 flex flex-col gap-6 border-t border-white/10 pt-8 lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label={shellTexts.footerLegal}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-400 transition-colors hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-400">
            <ul aria-label={shellTexts.social} className="flex items-center gap-1">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noreferrer noopener"
                    aria-label={link.label}
                    className="inline-flex size-9 items-center justify-center rounded-lg text-slate-400 hover:bg-white/10 hover:text-white"
                  >
                    <SocialIcon name={link.icon} />
                  </a>
                </li>
              ))}
            </ul>
            <LanguageMenu />
            <p>{shellTexts.copyright(year)}</p>
          </div>
        </div>
      </Container>
    </footer>
  );
}
