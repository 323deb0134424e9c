import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** Change Password, Two-Factor Authentication (TOTP) and the active sessions. */
export function SecurityTab({ userId, email }: { userId: string; email: string }) {
  return (
    <div className="space-y-6">
      <PasswordCard email={email} />
      <TwoFactorCard userId={userId} />
      <SessionsCard userId={userId} />
    </div>
  );
}
