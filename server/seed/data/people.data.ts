import type { PersonSeed } from './seed-types.ts';
import { daysBefore, hashString } from './random.ts';
import { slugify } from './slug.ts';
import { UNIVERSITIES } from './universities.data.ts';

/** Student uploaders, reviewers and commenters: [full name, university slug]. */
const STUDENTS: readonly (readonly [string, string])[] = [
  ['Amara Okafor', 'university-of-cape-town'],
  ['Liam Chen', 'university-of-toronto'],
  ['Sofia Martínez', 'university-of-texas-at-austin'],
  ['Noah Williams', 'university-of-michigan'],
  ['Priya Raman', 'indian-institute-of-technology-bombay'],
  ['Lucas Oliveira', 'university-of-sao-paulo'],
  ['Hannah Schmidt', 'technical-university-of-munich'],
  ['Kenji Watanabe', 'university-of-tokyo'],
  ['Chloé Dubois', 'kings-college-london'],
  ['Ethan Brooks', 'georgia-institute-of-technology'],
  ['Aisha Rahman', 'university-college-london'],
  ['Mateo Rossi', 'new-york-university'],
  ['Grace Kim', 'seoul-national-university'],
  ['Oliver Bennett', 'university-of-oxford'],
  ['Zara Ahmed', 'london-school-of-economics-and-political-science'],
  ['Daniel Novak', 'eth-zurich'],
  ['Isabella Costa', 'university-of-california-los-angeles'],
  ['Samuel Adeyemi', 'university-of-edinburgh'],
  ['Mei Lin', 'national-university-of-singapore'],
  ['Jacob Thompson', 'stanford-university'],
  ['Emma Johansson', 'karolinska-institutet'],
  ['Arjun Mehta', 'carnegie-mellon-university'],
  ['Leah Goldberg', 'columbia-university'],
  ['Tomás Herrera', 'university-of-california-berkeley'],
  ['Nadia Petrova', 'university-of-amsterdam'],
  ['Benjamin Clarke', 'university-of-melbourne'],
  ['Yuki Tanaka', 'university-of-waterloo'],
  ['Fatima Haddad', 'mcgill-university'],
  ['Ryan O’Connor', 'trinity-college-dublin'],
  ['Ananya Iyer', 'university-of-british-columbia'],
  ['Marcus Johnson', 'harvard-university'],
  ['Elena Popescu', 'ku-leuven'],
  ['Wei Zhang', 'tsinghua-university'],
  ['Charlotte Evans', 'university-of-cambridge'],
  ['David Park', 'university-of-washington'],
  ['Lina Nielsen', 'university-of-copenhagen'],
  ['Kwame Mensah', 'johns-hopkins-university'],
  ['Ava Robinson', 'yale-university'],
  ['Hugo Lefèvre', 'imperial-college-london'],
  ['Maya Patel', 'university-of-hong-kong'],
  ['Jonas Becker', 'princeton-university'],
  ['Chiara Bianchi', 'cornell-university'],
];

function emailLocalPart(fullName: string): string {
  const ascii = fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '');
  return slugify(ascii).replace(/-/g, '.');
}

function personKey(fullName: string): string {
  return slugify(
    fullName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’']/g, ''),
  );
}

export const PEOPLE: readonly PersonSeed[] = STUDENTS.map(([full_name, university_slug]) => {
  const university = UNIVERSITIES.find((uni) => uni.slug === university_slug);
  if (!university) throw new Error(`unknown university ${university_slug}`);
  const h = hashString(full_name);
  const course = university.courses[h % university.courses.length];
  return {
    key: personKey(full_name),
    full_name,
    email: `${emailLocalPart(full_name)}@students.studyloop.test`,
    university_slug,
    course_slug: course ? course.slug : null,
    // Joined 18 to 30 months before the base date, before any of their documents.
    joined_at: daysBefore(550 + (h % 360)),
  };
});

/** Keys of every person, for generators that pick uploaders and reviewers. */
export const PERSON_KEYS: readonly string[] = PEOPLE.map((p) => p.key);

/** The demo seller account's key in `DocumentSeed.uploader`. */
export const SELLER_KEY = 'seller';
