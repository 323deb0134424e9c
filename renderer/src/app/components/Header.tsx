import { Container } from '../../ui/Container';
import { ButtonLink } from '../../ui/ButtonLink';
import { Logo } from '../../ui/Logo';
import { headerNavGroups, shellTexts } from '../shell.texts';
import { useReturnUrl } from '../useReturnUrl';
import { HeaderNavMenu } from './HeaderNavMenu';
import { MobileNavMenu } from './MobileNavMenu';

export function Header() {
  const returnUrl = useReturnUrl();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <Container className="flex h-16 items-center gap-3">
        <MobileNavMenu returnUrl={returnUrl} />
        <Logo className="mr-2 shrink-0 lg:mr-6" />
        <nav aria-label={shellTexts.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerNavGroups.map((group) => (
              <li key={group.label}>
                <HeaderNavMenu group={group} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ButtonLink
            to={`/login?returnUrl=${returnUrl}`}
            variant="ghost"
            size="sm"
            className="max-[439px]:hidden"
          >
            {shellTexts.logIn}
          </ButtonLink>
          <ButtonLink to={`/register?returnUrl=${returnUrl}`} size="sm">
            {shellTexts.register}
          </ButtonLink>
        </div>
      </Container>
    </header>
  );
}
