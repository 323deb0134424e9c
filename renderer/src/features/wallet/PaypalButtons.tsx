// PayPal's own buttons (@paypal/react-paypal-js), shown when PayPal keys are configured. Loaded lazily: only the
// wallet imports this file, and only once the payer picks PayPal, so PayPal's SDK never weighs on other routes.
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { walletTexts } from './wallet.texts';

export interface PaypalButtonsProps {
  clientId: string;
  /** Creates the order on the server (the server's price) and answers its id. */
  createOrder: () => Promise<string>;
  /** The payer approved: the return flow captures and credits the order. */
  onApproved: (orderId: string) => void;
  onError: (message: string) => void;
  disabled: boolean;
}

export default function PaypalButtons({
  clientId,
  createOrder,
  onApproved,
  onError,
  disabled,
}: PaypalButtonsProps) {
  return (
    <div className="mt-6 max-w-sm" aria-label={walletTexts.paypalButtons}>
      <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
        <PayPalButtons
          style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
          fundingSource="paypal"
          disabled={disabled}
          forceReRender={[disabled]}
          createOrder={() => createOrder()}
          onApprove={async (data) => {
            onApproved(data.orderID);
          }}
          onCancel={() => onError(walletTexts.cancelled)}
          onError={() => onError(walletTexts.errorProcessing)}
        />
      </PayPalScriptProvider>
    </div>
  );
}
