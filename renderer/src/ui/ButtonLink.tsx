import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { buttonClasses } from './button.styles';
import type { ButtonSize, ButtonVariant } from './button.styles';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A navigation link that looks like a button (it is still announced and behaves as a link). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses(variant, size, typeof className === 'string' ? className : undefined)}
      {...props}
    />
  );
}
