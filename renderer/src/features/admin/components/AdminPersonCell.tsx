import { joined, text } from '../admin-format';

/** A person joined into a row (`seller:users(full_name, email)`): name over e-mail. */
export function AdminPersonCell({ person }: { person: unknown }) {
  const { full_name: name, email } = joined(person);
  return (
    <div className="max-w-48">
      <div className="truncate font-medium">{text(name)}</div>
      <div className="truncate text-xs text-muted">{text(email)}</div>
    </div>
  );
}
