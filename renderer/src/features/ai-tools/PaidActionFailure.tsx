import { aiToolTexts } from './ai-tools.texts';

export interface PaidFailure {
  message: string;
  /** The server's code (e.g. `insufficient_points`, `needs_ai_model`), null for a failure it did not name. */
  code: string | null;
  /** The price and the balance when the balance was too short. */
  insufficient: { required: number; balance: number } | null;
  /** Whether the user is out of pocket for this failure (false when refused before a charge, or refunded). */
  charged: boolean;
  refunded: boolean;
}

/** A paid action's failure where the user acted: what went wrong and whether they were charged. */
export function PaidActionFailure(props: { failure: PaidFailure | null; onDismiss?: () => void }) {
  if (!props.failure) return null;
  const { message, charged, refunded } = props.failure;
  const money = charged ? aiToolTexts.stillCharged : refunded ? aiToolTexts.refunded : aiToolTexts.notCharged;
  // The server's message may already say it ("… Your points were refunded."): said once.
  const text = message.includes(money) ? message : `${message} ${money}`;
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <span data-testid="paid-action-failure">{text}</span>
      {props.onDismiss && (
        <button type="button" onClick={props.onDismiss} className="shrink-0 text-red-700 underline">
          Dismiss
        </button>
      )}
    </div>
  );
}
