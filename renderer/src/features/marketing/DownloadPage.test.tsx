import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DesktopReleaseList } from '../../../../shared/constants/download-artifacts';
import { desktopReleasesQuery } from './desktop-releases.api';
import { DownloadPage } from './DownloadPage';
import { downloadTexts } from './download.texts';

function renderWith(list: DesktopReleaseList) {
  const client = new QueryClient();
  client.setQueryData(desktopReleasesQuery().queryKey, list);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DownloadPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sha512 = 'ab'.repeat(64);

describe('DownloadPage', () => {
  it('offers only the installers the platform has, with version, size and checksum', () => {
    const html = renderWith({
      source: 'folder',
      version: '1.4.0',
      releaseDate: null,
      files: [
        {
          os: 'macos',
          arch: 'arm64',
          fileName: 'Studyloop-1.4.0-mac-arm64.dmg',
          url: '/downloads/Studyloop-1.4.0-mac-arm64.dmg',
          size: 104_857_600,
          sha512,
        },
      ],
    });
    expect(html).toContain('href="/downloads/Studyloop-1.4.0-mac-arm64.dmg"');
    expect(html).toContain('Download for Mac (Apple silicon)');
    expect(html).toContain('104.9 MB');
    expect(html).toContain(sha512);
    expect(html).toContain('Version 1.4.0');
    // No button for a system without a published installer.
    expect(html).not.toContain('Download for Windows');
    expect(html).not.toContain('.AppImage');
  });

  it('says the app is not published, and links no installer, when there is none', () => {
    const html = renderWith({ source: 'none', version: null, releaseDate: null, files: [] });
    expect(html).toContain(downloadTexts.notPublishedTitle);
    expect(html).not.toContain('/downloads/');
    expect(html).not.toContain(' download=');
  });
});
