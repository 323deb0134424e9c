// The part of `@faker-js/faker` the official auth-js suite uses: random but well-formed e-mail addresses, passwords,
// domain names and URLs.
import { randomBytes, randomInt } from 'node:crypto';

const alphanumeric = (length = 1) => {
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => chars[randomInt(chars.length)]).join('');
};

export const faker = {
  internet: {
    email: () => `${alphanumeric(6)}.${alphanumeric(8)}@example.com`,
    password: () => randomBytes(12).toString('base64url'),
    domainName: () => `${alphanumeric(10)}.example.com`,
  },
  image: {
    avatarGitHub: () => `https://avatars.githubusercontent.com/u/${randomInt(1, 99_999_999)}`,
    url: () => `https://example.com/images/${alphanumeric(12)}.png`,
  },
  string: { alphanumeric },
};
