// The part of `faker` (v5) the official auth-js suite uses: random but well-formed e-mail addresses, passwords
// and URLs.
import { randomBytes, randomInt } from 'node:crypto';

const alphaNumeric = (length = 1) => {
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => chars[randomInt(chars.length)]).join('');
};

const faker = {
  internet: {
    email: () => `${alphaNumeric(6)}.${alphaNumeric(8)}@example.com`,
    password: () => randomBytes(12).toString('base64url'),
    domainName: () => `${alphaNumeric(10)}.example.com`,
  },
  image: {
    avatar: () => `https://example.com/avatars/${alphaNumeric(12)}.jpg`,
    imageUrl: () => `https://example.com/images/${alphaNumeric(12)}.png`,
  },
  random: { alphaNumeric },
};

export default faker;
