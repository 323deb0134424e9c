import { describe, expect, it } from 'vitest';
import { schemaFor, type AdminField } from './admin-form';

const icon: AdminField = { name: 'icon_name', label: 'Icon', kind: 'icon' };
const cover: AdminField = {
  name: 'cover_image_path',
  label: 'Cover',
  kind: 'image',
  storage: { bucket: 'cover-images', folder: 'textbooks', stores: 'path' },
};
const logo: AdminField = { name: 'logo_url', label: 'Logo', kind: 'image' };

describe('admin form schema', () => {
  const schema = schemaFor([icon, cover, logo]);
  const parse = (values: Record<string, string>) =>
    schema.safeParse({ icon_name: '', cover_image_path: '', logo_url: '', ...values });

  it('takes only the listed subject icons, or none', () => {
    expect(parse({ icon_name: 'FlaskConical' }).data).toMatchObject({ icon_name: 'FlaskConical' });
    expect(parse({}).data).toMatchObject({ icon_name: null });
    expect(parse({ icon_name: 'Skull' }).error?.issues[0]?.message).toBe(
      'Icon must be one of the listed icons',
    );
  });

  it('a cover is a path in its bucket as the upload made it; a logo a web address', () => {
    expect(parse({ cover_image_path: 'textbooks/0b6c7c52-8f0e-4a43-9d1e-2f5d8b1f0c11.webp' }).success).toBe(
      true,
    );
    expect(parse({ cover_image_path: 'https://evil.example/x.png' }).error?.issues[0]?.message).toBe(
      'Cover must be an uploaded image',
    );
    expect(parse({ cover_image_path: '../secrets.png' }).success).toBe(false);
    expect(parse({ logo_url: 'https://studyloop.app/api/storage/assets/admin/a.png' }).success).toBe(true);
    expect(parse({ logo_url: 'admin/a.png' }).error?.issues[0]?.message).toBe(
      'Logo must be a web address (https://…)',
    );
  });
});
