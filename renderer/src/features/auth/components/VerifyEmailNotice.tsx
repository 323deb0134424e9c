import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import { resendVerificationMutation } from '../auth.api';
import { authTexts } from '../auth.texts';

/** 'Please verify your email' with the resend button (spec 1 section 8). */
export function VerifyEmailNotice({ email, returnTo }: { email: string; returnTo: string | null }) {
  const texts = authTexts.toasts;
  const resend = useMutation({
    ...resendVerificationMutation(),
    onSuccess: (error) => {
      if (error) toast.error(error.message);
      else toast.success(texts.verificationResent);
    },
  });
  return (
    <div
      role="alert"
      className="mb-5 rounded-2xl border border-amber-200 bg-amber-50 p-4"
      data-testid="verify-email"
    >
      <p className="flex items-center gap-2 font-semibold text-amber-900">
        <MailWarning aria-hidden="true" className="size-5" />
        {texts.verifyEmail}
      </p>
      <p className="mt-1 text-sm text-amber-900">{texts.verifyEmailText(email)}</p>
      <Button
        size="sm"
        className="mt-3"
        onClick={() => resend.mutate({ email, returnTo })}
        disabled={resend.isPending}
      >
        {texts.resendVerification}
      </Button>
    </div>
  );
}
