import { describe, expect, it } from 'vitest';
import { avatarPath, qrImageSrc } from './settings.api';

describe('settings helpers', () => {
  it('percent-encodes the SVG of a QR code so a # does not end the data URL', () => {
    const src = qrImageSrc('data:image/svg+xml;utf-8,<svg fill="#000"><path d="M0 0"/></svg>');
    expect(src).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg fill="#000"><path d="M0 0"/></svg>')}`,
    );
    expect(src).not.toContain('#');
    expect(qrImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('puts avatars at {userId}/{timestamp}_{filename} with a safe name', () => {
    expect(avatarPath('u1', 'my photo (1).png', 1700000000000)).toBe('u1/1700000000000_my_photo_1_.png');
    expect(avatarPath('u1', '', 5)).toBe('u1/5_avatar');
  });
});
