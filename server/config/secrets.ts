import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';

/** Everything secret a local platform needs; generated once per data dir, overridable from the environment. */
export interface PlatformSecrets {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  postgresPassword: string;
  authenticatorPassword: string;
}

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

/** An API key is a long-lived JWT naming the role PostgREST switches to, as Supabase's anon and service keys are. */
export async function signApiKey(jwtSecret: string, role: 'anon' | 'service_role'): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'supabase', ref: 'studyloop-local', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TEN_YEARS_S)
    .sign(new TextEncoder().encode(jwtSecret));
}

const randomSecret = (bytes: number) => randomBytes(bytes).toString('base64url');

async function readStored(path: string): Promise<PlatformSecrets | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as PlatformSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`Cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Loads the data dir's generated secrets, creating them on first start (file readable by its owner only).
 * JWT_SECRET, ANON_KEY and SERVICE_ROLE_KEY from the environment (`given`, from the platform's settings) win, so
 * production never depends on the file; with only JWT_SECRET given, the keys are signed with it.
 */
export async function loadOrCreateSecrets(
  dataDir: string,
  given: { jwtSecret?: string; anonKey?: string; serviceRoleKey?: string },
): Promise<PlatformSecrets> {
  const path = join(dataDir, 'secrets.json');
  let generated = await readStored(path);
  if (!generated) {
    const jwtSecret = randomSecret(48);
    generated = {
      jwtSecret,
      anonKey: await signApiKey(jwtSecret, 'anon'),
      serviceRoleKey: await signApiKey(jwtSecret, 'service_role'),
      postgresPassword: randomSecret(24),
      authenticatorPassword: randomSecret(24),
    };
    await writeFile(path, JSON.stringify(generated, null, 2) + '\n', { mode: 0o600 });
  }
  const { jwtSecret } = given;
  return {
    ...generated,
    jwtSecret: jwtSecret ?? generated.jwtSecret,
    anonKey: given.anonKey ?? (jwtSecret ? await signApiKey(jwtSecret, 'anon') : generated.anonKey),
    serviceRoleKey:
      given.serviceRoleKey ??
      (jwtSecret ? await signApiKey(jwtSecret, 'service_role') : generated.serviceRoleKey),
  };
}
