// The catalogue pages (universities, subjects, courses, textbooks) and scholarships as resource descriptions:
// create, edit and delete through the admin policies (audited); a row in use cannot be deleted and the refusal
// says why (20261201000100). Slugs follow the platform rule (public.slugify) and are filled from the name when
// left empty.
import { SUBJECT_ICONS } from './subject-icons';
import { formatDateTime, formatUsd, joined, text } from './admin-format';
import type { AdminField } from './admin-form';
import type { AdminResourceConfig } from './components/AdminResourcePage';

const SLUG_HELP = 'Lower-case words joined by dashes; left empty, it is made from the name.';
const slugField: AdminField = {
  name: 'slug',
  label: 'Slug',
  kind: 'text',
  max: 200,
  help: SLUG_HELP,
  pattern: {
    regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    message: 'Use lower-case letters, digits and single dashes',
  },
};
const created = {
  id: 'created_at',
  header: 'Created',
  sortable: true,
  cell: (row: Record<string, unknown>) => formatDateTime(row.created_at),
};

export const universitiesResource: AdminResourceConfig = {
  title: 'Universities',
  intro: 'Universities students choose on their profile and documents belong to.',
  singular: 'university',
  source: {
    key: 'universities',
    table: 'universities',
    select:
      'id, name, slug, logo_url, city, website, description, country_id, created_at, country:countries(name)',
    searchColumns: ['name', 'slug', 'city'],
  },
  defaultSort: { column: 'name', ascending: true },
  searchLabel: 'Search name, slug or city',
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (row) => (
        <span className="flex items-center gap-2">
          {typeof row.logo_url === 'string' && row.logo_url && (
            <img src={row.logo_url} alt="" className="size-6 rounded object-contain" />
          )}
          {text(row.name)}
        </span>
      ),
    },
    { id: 'slug', header: 'Slug', sortable: true },
    { id: 'city', header: 'City', sortable: true },
    { id: 'country', header: 'Country', cell: (row) => text(joined(row.country).name) },
    created,
  ],
  csv: [
    { header: 'id', value: 'id' },
    { header: 'name', value: 'name' },
    { header: 'slug', value: 'slug' },
    { header: 'city', value: 'city' },
    { header: 'country', value: 'country.name' },
    { header: 'website', value: 'website' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
    slugField,
    { name: 'country_id', label: 'Country', kind: 'select', options: 'countries' },
    { name: 'city', label: 'City', kind: 'text', max: 120 },
    { name: 'website', label: 'Website', kind: 'url', max: 500 },
    { name: 'logo_url', label: 'Logo', kind: 'image', max: 1000 },
    { name: 'description', label: 'Description', kind: 'textarea', max: 5000 },
  ],
  deletable: true,
};

export const subjectsResource: AdminResourceConfig = {
  title: 'Subjects',
  intro: 'Subjects organise the marketplace; the count is of approved documents.',
  singular: 'subject',
  source: {
    key: 'subjects',
    table: 'subjects',
    select: 'id, name, slug, icon_name, color, description, document_count, created_at',
    searchColumns: ['name', 'slug'],
  },
  defaultSort: { column: 'name', ascending: true },
  searchLabel: 'Search name or slug',
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (row) => (
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-3 rounded-full ring-1 ring-slate-300"
            style={{ background: typeof row.color === 'string' ? row.color : 'transparent' }}
          />
          {text(row.name)}
        </span>
      ),
    },
    { id: 'slug', header: 'Slug', sortable: true },
    {
      id: 'icon_name',
      header: 'Icon',
      cell: (row) => {
        const Icon = typeof row.icon_name === 'string' ? SUBJECT_ICONS[row.icon_name] : undefined;
        return Icon ? (
          <span className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4" />
            {row.icon_name as string}
          </span>
        ) : (
          text(row.icon_name)
        );
      },
    },
    { id: 'document_count', header: 'Documents', sortable: true },
    created,
  ],
  csv: [
    { header: 'id', value: 'id' },
    { header: 'name', value: 'name' },
    { header: 'slug', value: 'slug' },
    { header: 'documents', value: 'document_count' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
    slugField,
    {
      name: 'icon_name',
      label: 'Icon',
      kind: 'icon',
      help: 'Shown with the subject; without one, the icon matching its name (or the generic one) is used.',
    },
    {
      name: 'color',
      label: 'Colour',
      kind: 'text',
      pattern: { regex: /^#[0-9a-fA-F]{6}$/, message: 'Use a colour like #4f46e5' },
    },
    { name: 'description', label: 'Description', kind: 'textarea', max: 5000 },
  ],
  deletable: true,
};

const LEVELS = [
  { value: 'introductory', label: 'Introductory' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'graduate', label: 'Graduate' },
] as const;

export const coursesResource: AdminResourceConfig = {
  title: 'Courses',
  intro: 'Courses belong to a university; their slug is unique within it.',
  singular: 'course',
  source: {
    key: 'courses',
    table: 'courses',
    select:
      'id, name, slug, code, level, description, university_id, subject_id, created_at, university:universities(name), subject:subjects(name)',
    searchColumns: ['name', 'code', 'slug'],
    filters: [{ param: 'level', label: 'Level', options: LEVELS }],
  },
  defaultSort: { column: 'name', ascending: true },
  searchLabel: 'Search name, code or slug',
  columns: [
    { id: 'name', header: 'Name', sortable: true },
    { id: 'code', header: 'Code', sortable: true },
    { id: 'university', header: 'University', cell: (row) => text(joined(row.university).name) },
    { id: 'subject', header: 'Subject', cell: (row) => text(joined(row.subject).name) },
    { id: 'level', header: 'Level', sortable: true },
  ],
  csv: [
    { header: 'id', value: 'id' },
    { header: 'name', value: 'name' },
    { header: 'code', value: 'code' },
    { header: 'university', value: 'university.name' },
    { header: 'subject', value: 'subject.name' },
    { header: 'level', value: 'level' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
    slugField,
    { name: 'university_id', label: 'University', kind: 'select', options: 'universities', required: true },
    { name: 'subject_id', label: 'Subject', kind: 'select', options: 'subjects' },
    { name: 'code', label: 'Code', kind: 'text', max: 40 },
    { name: 'level', label: 'Level', kind: 'select', options: LEVELS },
    { name: 'description', label: 'Description', kind: 'textarea', max: 5000 },
  ],
  deletable: true,
};

export const textbooksResource: AdminResourceConfig = {
  title: 'Textbooks',
  intro: 'Textbooks documents can be filed under.',
  singular: 'textbook',
  source: {
    key: 'textbooks',
    table: 'textbooks',
    select:
      'id, title, slug, author, edition, isbn13, publication_year, description, cover_image_path, subject_id, created_at, subject:subjects(name)',
    searchColumns: ['title', 'author', 'isbn13'],
  },
  defaultSort: { column: 'title', ascending: true },
  searchLabel: 'Search title, author or ISBN',
  columns: [
    {
      id: 'title',
      header: 'Title',
      sortable: true,
      cell: (row) => (
        <span className="flex items-center gap-2">
          {typeof row.cover_image_path === 'string' && row.cover_image_path && (
            <img
              src={`/api/storage/cover-images/${row.cover_image_path}`}
              alt=""
              className="h-8 w-6 rounded object-cover"
            />
          )}
          {text(row.title)}
        </span>
      ),
    },
    { id: 'author', header: 'Author', sortable: true },
    { id: 'isbn13', header: 'ISBN-13' },
    { id: 'publication_year', header: 'Year', sortable: true },
    { id: 'subject', header: 'Subject', cell: (row) => text(joined(row.subject).name) },
  ],
  csv: [
    { header: 'id', value: 'id' },
    { header: 'title', value: 'title' },
    { header: 'author', value: 'author' },
    { header: 'isbn13', value: 'isbn13' },
    { header: 'year', value: 'publication_year' },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 300 },
    slugField,
    { name: 'author', label: 'Author', kind: 'text', max: 300 },
    { name: 'edition', label: 'Edition', kind: 'text', max: 60 },
    {
      name: 'isbn13',
      label: 'ISBN-13',
      kind: 'text',
      pattern: { regex: /^[0-9]{13}$/, message: 'An ISBN-13 is 13 digits' },
    },
    { name: 'publication_year', label: 'Publication year', kind: 'integer' },
    { name: 'subject_id', label: 'Subject', kind: 'select', options: 'subjects' },
    {
      name: 'cover_image_path',
      label: 'Cover',
      kind: 'image',
      max: 300,
      storage: { bucket: 'cover-images', folder: 'textbooks', stores: 'path' },
      help: 'PNG, JPEG, GIF, WebP or AVIF, 5 MB at most.',
    },
    { name: 'description', label: 'Description', kind: 'textarea', max: 5000 },
  ],
  deletable: true,
};

export const scholarshipsResource: AdminResourceConfig = {
  title: 'Scholarships',
  intro: 'Scholarships listed on /scholarships; inactive ones are hidden from visitors.',
  singular: 'scholarship',
  source: {
    key: 'scholarships',
    table: 'scholarships',
    select:
      'id, title, slug, provider, amount, currency, deadline, description, eligibility, url, country_id, subject_id, is_active, created_at',
    searchColumns: ['title', 'provider'],
    filters: [
      {
        param: 'active',
        column: 'is_active',
        label: 'Active',
        options: [
          { value: 'true', label: 'Active' },
          { value: 'false', label: 'Inactive' },
        ],
      },
    ],
  },
  defaultSort: { column: 'deadline', ascending: true },
  searchLabel: 'Search title or provider',
  columns: [
    { id: 'title', header: 'Title', sortable: true },
    { id: 'provider', header: 'Provider', sortable: true },
    { id: 'amount', header: 'Amount', sortable: true, cell: (row) => formatUsd(row.amount) },
    { id: 'deadline', header: 'Deadline', sortable: true },
    { id: 'is_active', header: 'Active', cell: (row) => (row.is_active ? 'Yes' : 'No') },
  ],
  csv: [
    { header: 'id', value: 'id' },
    { header: 'title', value: 'title' },
    { header: 'provider', value: 'provider' },
    { header: 'amount', value: 'amount' },
    { header: 'deadline', value: 'deadline' },
    { header: 'active', value: 'is_active' },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 300 },
    slugField,
    { name: 'provider', label: 'Provider', kind: 'text', required: true, max: 300 },
    { name: 'amount', label: 'Amount (USD)', kind: 'number' },
    { name: 'deadline', label: 'Deadline', kind: 'date' },
    { name: 'url', label: 'Link', kind: 'url', max: 1000 },
    { name: 'country_id', label: 'Country', kind: 'select', options: 'countries' },
    { name: 'subject_id', label: 'Subject', kind: 'select', options: 'subjects' },
    { name: 'eligibility', label: 'Eligibility', kind: 'textarea', max: 5000 },
    { name: 'description', label: 'Description', kind: 'textarea', max: 20000 },
    { name: 'is_active', label: 'Active (shown on /scholarships)', kind: 'checkbox' },
  ],
  deletable: true,
};
