// Can a stranger lock an account out of password sign-in? One client address guesses wrong passwords for an
// account as fast as it can while the owner signs in, with the right password, from another address. The
// platform must refuse the guesser and let every one of the owner's sign-ins through.
//
// The two addresses reach the platform as X-Forwarded-For, so it must run with TRUST_PROXY on; without it
// both clients are the same address and the owner shares the guesser's per-address limit.

export interface OwnerUnderAttackOptions {
  /** The account under attack; without it one is created (through the admin API with `serviceRoleKey`). */
  owner?: { email: string; password: string };
  /** Service-role key for creating the owner; without it the owner signs up (needs AUTH_AUTOCONFIRM). */
  serviceRoleKey?: string;
  /** Wrong-password attempts the attacker sends in all (default 200). */
  attackerAttempts?: number;
  /** Attacker requests in flight at once (default 4). */
  attackerConcurrency?: number;
  /** Sign-ins by the owner, spread over the attack (default 5). */
  ownerSignIns?: number;
  /** Client addresses; by default fresh documentation-range IPv6 addresses in different /64s. */
  attackerAddress?: string;
  ownerAddress?: string;
}

export interface OwnerUnderAttackResult {
  attackerAttempts: number;
  /** Attacker attempts answered 429 (refused without checking the password). */
  attackerRefused: number;
  ownerSignIns: number;
  ownerSucceeded: number;
}

const randomHextet = () => Math.floor(Math.random() * 0xffff).toString(16);

async function createOwner(url: string, anonKey: string, serviceRoleKey: string | undefined) {
  const owner = {
    email: `owner.${Date.now()}.${randomHextet()}@example.com`,
    password: `owner-${crypto.randomUUID()}`,
  };
  const response = serviceRoleKey
    ? await fetch(`${url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ ...owner, email_confirm: true }),
      })
    : await fetch(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(owner),
      });
  if (!response.ok) {
    throw new Error(`could not create the owner account: ${response.status} ${await response.text()}`);
  }
  return owner;
}

export async function measureOwnerSignInUnderAttack(
  platform: { url: string; anonKey: string },
  options: OwnerUnderAttackOptions = {},
): Promise<OwnerUnderAttackResult> {
  const attackerAttempts = options.attackerAttempts ?? 200;
  const concurrency = Math.max(1, options.attackerConcurrency ?? 4);
  const ownerSignIns = options.ownerSignIns ?? 5;
  const attackerAddress = options.attackerAddress ?? `2001:db8:${randomHextet()}:a77a::1`;
  const ownerAddress = options.ownerAddress ?? `2001:db8:${randomHextet()}:0a1e::1`;
  const owner = options.owner ?? (await createOwner(platform.url, platform.anonKey, options.serviceRoleKey));

  const signIn = async (address: string, password: string) => {
    const response = await fetch(`${platform.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: platform.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ email: owner.email, password }),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string };
    return { status: response.status, signedIn: response.status === 200 && Boolean(body.access_token) };
  };

  let sent = 0;
  let refused = 0;
  const attacker = async () => {
    while (sent < attackerAttempts) {
      sent++;
      const { status } = await signIn(attackerAddress, `guess-${sent}-${randomHextet()}`);
      if (status === 429) refused++;
    }
  };

  let succeeded = 0;
  const ownerLoop = async () => {
    for (let i = 0; i < ownerSignIns; i++) {
      // Spread the owner's sign-ins over the attack, the first once the attacker is well under way.
      const due = Math.floor(((i + 1) * attackerAttempts) / (ownerSignIns + 1));
      while (sent < due) await new Promise((resolve) => setTimeout(resolve, 5));
      if ((await signIn(ownerAddress, owner.password)).signedIn) succeeded++;
    }
  };

  await Promise.all([...Array.from({ length: concurrency }, attacker), ownerLoop()]);
  return { attackerAttempts: sent, attackerRefused: refused, ownerSignIns, ownerSucceeded: succeeded };
}
