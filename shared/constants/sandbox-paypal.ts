// The platform sandbox's PayPal mode (issue 11): the client id its OAuth endpoint accepts (the secret is the
// service key) and the id of its one webhook, shared by the platform's sandbox API and the PayPal adapter.
export const SANDBOX_PAYPAL_CLIENT_ID = 'studyloop-sandbox';
export const SANDBOX_PAYPAL_WEBHOOK_ID = 'WH-STUDYLOOP-SANDBOX';
